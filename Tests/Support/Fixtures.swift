// Values every architecture's tests share: one definition each, so no two test targets mean different things by them.

import Foundation
import SharedModel

extension Profile {
  /// The profile the scripted server holds unless told otherwise.
  public static let ada = Profile(id: "1", name: "Ada Lovelace", email: "ada@example.com")
  /// The same person's profile after it changed on the server.
  public static let grace = Profile(id: "1", name: "Grace Hopper", email: "grace@example.com")
}

extension Todo {
  public static let buyMilk = Todo(id: "buy-milk", title: "Buy milk")
  public static let walkTheDog = Todo(id: "walk-the-dog", title: "Walk the dog", isDone: true)
  public static let callMom = Todo(id: "call-mom", title: "Call mom")
  public static let waterThePlants = Todo(id: "water-the-plants", title: "Water the plants", isDone: true)

  /// The same todo with its done mark flipped.
  public var toggled: Todo { Todo(id: id, title: title, isDone: !isDone) }
}

/// Ids `todo-1`, `todo-2`, ... as a scenario would make them. Sendable, so any isolation can hand out its
/// `next` as the app's id maker.
public final class TodoIDs: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0

  public init() {}

  /// How many ids were made.
  public var made: Int { lock.withLock { count } }

  public func next() -> Todo.ID {
    lock.withLock {
      count += 1
      return Todo.ID(rawValue: "todo-\(count)")
    }
  }
}
