// Sample values the hexagonal tests share, and the error a failing double throws.
// Lesson 07 reads them beside the tests that use them.

import SharedModel

extension Todo {
  /// The same todo with its done mark flipped.
  var toggled: Todo { Todo(id: id, title: title, isDone: !isDone) }

  static let buyMilk = Todo(id: "buy-milk", title: "Buy milk")
  static let walkTheDog = Todo(id: "walk-the-dog", title: "Walk the dog", isDone: true)
  static let callMom = Todo(id: "call-mom", title: "Call mom")
  static let waterThePlants = Todo(id: "water-the-plants", title: "Water the plants", isDone: true)
}

/// Ids `todo-1`, `todo-2`, ... as a scenario would make them.
@MainActor
final class TodoIDs {
  private(set) var made = 0

  func next() -> Todo.ID {
    made += 1
    return Todo.ID(rawValue: "todo-\(made)")
  }
}
