// TodosIntent: everything that can happen to the Todos screen.
// Read in lesson 02 (MVI), after ProfileIntent.

import ScreenContract
import SharedModel

/// Something that happened to the Todos screen: a gesture, or an answer to an effect.
public enum TodosIntent: Sendable {
  // What the user did.

  /// The screen appeared.
  case viewAppeared
  /// The user tapped Retry under the error line.
  case retryTapped
  /// The user edited the text field, which now holds this text.
  case fieldEdited(String)
  /// The user tapped Add.
  case addTapped
  /// The user tapped the checkbox of a row.
  case toggleTapped(Todo.ID)
  /// The user swiped a row away.
  case deleteSwiped(Todo.ID)
  /// The user tapped Clear completed.
  case clearCompletedTapped
  /// The user picked a filter.
  case filterPicked(TodosScreen.Filter)

  // What the server answered. Each answer carries what the reducer needs to
  // undo the change it showed at once, should the server refuse it.

  /// The answer to ``TodosEffect/fetchTodos``.
  case todosLoaded(Result<[Todo], any Error>)
  /// The answer to ``TodosEffect/saveNew(_:)``, with the todo that was added.
  case addAnswered(Todo, Result<Void, any Error>)
  /// The answer to ``TodosEffect/saveToggled(_:)``, with the todo as it was sent.
  case toggleAnswered(Todo, Result<Void, any Error>)
  /// The answer to ``TodosEffect/delete(_:)``, with the todo and where it stood.
  case deleteAnswered(RemovedTodo, Result<Void, any Error>)
  /// The answer to ``TodosEffect/deleteCompleted(_:)``, with every todo it removed.
  case clearCompletedAnswered([RemovedTodo], Result<Void, any Error>)
}
