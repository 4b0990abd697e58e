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
  /// Stop fetching the list. Answers nothing.
  case stopFetching
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

  /// The Todos screen's one line of work where only the latest request counts.
  public enum LatestWinsID: Hashable, Sendable {
    case fetch
  }

  /// Only the list has a latest request that wins; every change must reach the server.
  public var latestWinsID: LatestWinsID? {
    switch self {
    case .fetchTodos, .stopFetching: .fetch
    case .saveNew, .saveToggled, .saveRenamed, .delete, .deleteCompleted: nil
    }
  }
}
// snippet.end
