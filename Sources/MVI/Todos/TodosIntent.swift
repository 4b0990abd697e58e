// TodosIntent: everything that can happen to the Todos screen.
// The Todos screen's side of what ProfileIntent is to the Profile screen (lesson 05 sets them side by side).

import ScreenContract
import SharedModel

/// Something that happened to the Todos screen: a gesture, or an answer to an effect.
public enum TodosIntent: Sendable {
  // What the user did.

  /// The screen appeared.
  case viewAppeared
  /// The user tapped Retry under the error line.
  case retryTapped
  /// The screen went away.
  case viewDisappeared
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
  /// The user tapped a row: its Todo screen is pushed (N1).
  case rowTapped(Todo.ID)
  /// Something happened on the Todo screen, which is part of this screen's state.
  case detail(TodoDetailIntent)
  /// The app opened a link (N8): one to this tab, or one elsewhere, which drops a link that waits.
  case linkOpened(AppLink)

  // What the server answered. Each answer carries what the reducer needs to
  // undo the change it showed at once, should the server refuse it.

  /// The server answered ``TodosEffect/fetchTodos``.
  case todosAnswered(Result<[Todo], any Error>)
  /// The server answered ``TodosEffect/saveNew(_:)``, for the todo that was added.
  case addAnswered(Todo, Result<Void, any Error>)
  /// The server answered ``TodosEffect/saveToggled(_:)``, for the todo as it was sent.
  case toggleAnswered(Todo, Result<Void, any Error>)
  /// The server answered ``TodosEffect/delete(_:)``, for the todo deleted.
  case deleteAnswered(Todo, Result<Void, any Error>)
  /// The server answered ``TodosEffect/deleteCompleted(_:)``, for every todo cleared.
  case clearCompletedAnswered([Todo], Result<Void, any Error>)
  /// The server answered ``TodosEffect/saveRenamed(_:oldTitle:)``, for the todo as it was sent.
  case renameAnswered(Todo, oldTitle: String, Result<Void, any Error>)
}

/// Something that happened on the Todo screen.
public enum TodoDetailIntent: Sendable {
  /// The user edited the field, which now holds this text.
  case fieldEdited(String)
  /// The user tapped Save (N4).
  case saveTapped
  /// The user tapped the done mark (N5).
  case toggleTapped
  /// The user tapped Delete (N5).
  case deleteTapped
  /// The user tapped Back (N1).
  case backTapped
}
