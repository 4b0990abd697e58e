// Exercise 02: a small todo list in MVI with a gesture the app doesn't have, Pin, which takes a row to the top.
// This file holds what the list is made of: its state, its intents, its effects. Lesson 02 (MVI).

import MVI
import SharedModel

/// What the list knows. It is yours to change: the checks read only `shown`, `isSaving(_:)` and
/// `errorMessage`, and start from `PinState()`.
public struct PinState: ObservableState {
  /// The todos the list holds.
  public var todos: [Todo] = []
  /// The todos with a change on its way: a Pin, for now.
  public var saving: Set<Todo.ID> = []
  /// The todos whose deletion is on its way, each with the index its row had in `todos`: the row goes back
  /// there if the server refuses.
  public var deleting: [Todo.ID: Int] = [:]
  /// Whether the list is loading.
  public var isLoading = false
  /// The screen's one error line: the latest failure.
  public var errorMessage: String?

  public init() {}

  /// The rows on screen, top to bottom.
  public var shown: [Todo] {
    todos
  }

  /// Whether the row of `id` shows as saving.
  public func isSaving(_ id: Todo.ID) -> Bool {
    saving.contains(id)
  }
}

/// What happens to the list: the user's gestures and the server's answers.
public enum PinIntent: Sendable {
  /// The user tapped Retry: the list loads again.
  case retryTapped
  /// The server sent the whole list, in its order.
  case listAnswered([Todo])
  /// The user tapped Pin on a row.
  case pinTapped(Todo.ID)
  /// The server answered the Pin of this todo.
  case pinAnswered(Todo, Result<Void, any Error>)
  /// The user deleted a row.
  case deleteTapped(Todo.ID)
  /// The server answered the deletion of this todo.
  case deleteAnswered(Todo, Result<Void, any Error>)
}

/// The work the reducer asks for.
public enum PinEffect: SideEffect {
  /// Fetch the whole list. Answers with ``PinIntent/listAnswered(_:)``.
  case load
  /// Ask the server to keep this todo first in its list. Answers with ``PinIntent/pinAnswered(_:_:)``.
  case moveToTop(Todo)
  /// Delete this todo. Answers with ``PinIntent/deleteAnswered(_:_:)``.
  case delete(Todo)

  /// Nothing here is ever cancelled.
  public enum CancelID: Hashable, Sendable {}
  public var cancelID: CancelID? { nil }
  public var cancels: CancelID? { nil }
}

/// The error lines of this list.
public enum PinMessage {
  /// The server refused to pin this title.
  public static func moveFailed(_ title: String) -> String { "Couldn't move “\(title)”." }
  /// The server refused to delete this title.
  public static func deleteFailed(_ title: String) -> String { "Couldn't delete “\(title)”." }
}
