// TodosEffect: the work the Todos reducer can ask for.
// TodosStore says how each effect is done; lesson 05 sets it beside the other architectures' work.

import SharedModel

// snippet.mvi-todos-effect
/// Work the Todos reducer asks the store to do.
///
/// Effects are commands (`saveNew`), where intents are events (`addTapped`):
/// the reducer turns what happened into what to do.
public enum TodosEffect: SideEffect {
  /// Fetch the whole list. Answers with ``TodosIntent/todosAnswered(_:)``.
  case fetchTodos
  /// Cancel the work running under `id`. The store carries it out; it answers nothing.
  case cancel(CancelID)
  /// Save a todo the user added. Answers with ``TodosIntent/addAnswered(_:_:)``.
  case saveNew(Todo)
  /// Save a todo the user ticked or unticked. Answers with ``TodosIntent/toggleAnswered(_:_:)``.
  case saveToggled(Todo)
  /// Save a todo the user renamed. Answers with ``TodosIntent/renameAnswered(_:oldTitle:_:)``.
  case saveRenamed(Todo, oldTitle: String)
  /// Delete one todo. Answers with ``TodosIntent/deleteAnswered(_:_:)``.
  case delete(Todo)
  /// Delete every todo cleared, in one request. Answers with ``TodosIntent/clearCompletedAnswered(_:_:)``.
  case deleteCompleted([Todo])

  /// The Todos screen's work that can be cancelled: only the list's load.
  public enum CancelID: Hashable, Sendable {
    case fetch
  }

  /// Only a load of the list can be cancelled; every change must reach the server.
  public var cancelID: CancelID? {
    self == .fetchTodos ? .fetch : nil
  }

  public var cancels: CancelID? {
    if case .cancel(let id) = self { id } else { nil }
  }
}
// snippet.end
