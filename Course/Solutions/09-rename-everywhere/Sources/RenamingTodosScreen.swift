// Exercise 09: the one screen contract the same checks drive in each small version. Nothing to change here.
// Lesson 05 (side by side): one change, renaming a todo, ported to MVI, MVVM and Hexagonal.

import ScreenContract
import SharedModel

/// The Todos screen cut down to this exercise: its rows and error line, a toggle, and a rename.
///
/// Each small version's view conforms to it, as each architecture's view conforms to
/// `TodosUserInterface` in the project. Each gesture returns when its work is done.
@MainActor
public protocol RenamingTodosScreen: AnyObject {
  /// What the screen shows now.
  var screen: TodosScreen { get }
  /// The user taps a row's checkbox.
  func toggle(_ id: Todo.ID) async
  /// The user edits a row's title and submits `text`.
  func rename(_ id: Todo.ID, to text: String) async
}
