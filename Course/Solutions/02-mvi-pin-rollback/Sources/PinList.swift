// Exercise 02, solved: the small todo list with Pin, which takes a row to the top at once and puts it back where
// the server keeps it if the server refuses. This file holds the state; PinReducer.swift, the decisions. Lesson 02.

import MVI
import SharedModel

/// What the list knows: the server's list, as far as the list has heard, and what is on its way. The screen is
/// worked out from them.
public struct PinState: ObservableState {
  /// The todos the list holds, in the server's order: each Pin moves a todo here only once the server has said
  /// yes, so this is always what the server keeps, as far as the list knows.
  public var todos: [Todo] = []
  /// The todos whose Pin is on its way, in the order they were tapped. The screen shows them on top, the last
  /// tapped first, and as saving, until the server answers. Pending, not applied: a refusal has nothing to undo
  /// and no index to remember, which a deletion, another Pin or a reload meanwhile would have made wrong.
  public var pinning: [Todo.ID] = []
  /// The todos whose deletion is on its way: off the screen until the server answers.
  public var deleting: Set<Todo.ID> = []
  /// How many loads of the list are on their way: Retry may be tapped again before the first answers.
  public var loads = 0
  /// Whether the list is loading: until the last list asked for has come, one that may not hold a Pin sent
  /// meanwhile is still on its way.
  public var isLoading: Bool { loads > 0 }
  /// The screen's one error line: the latest failure.
  public var errorMessage: String?

  public init() {}

  /// The rows on screen, top to bottom: worked out from the server's order and what is on its way, never
  /// stored, so no answer and no reload can leave it out of step.
  public var shown: [Todo] {
    let rows = todos.filter { !deleting.contains($0.id) }
    // A todo the list no longer holds has no row, pinned or not: a reload may have found it gone.
    let pinned = pinning.reversed().compactMap { id in rows.first { $0.id == id } }
    return pinned + rows.filter { !pinning.contains($0.id) }
  }

  /// Whether the row of `id` shows as saving: read from `pinning`, so that no second set can disagree with it.
  public func isSaving(_ id: Todo.ID) -> Bool {
    pinning.contains(id)
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
