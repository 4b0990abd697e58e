// What a user sees on the Todo screen, one todo's details pushed over the list, and the gestures they can make.
// Every architecture maps its own state to this value (FEATURE.md, N1–N7).

import SharedModel

// snippet.todo-screen
/// Exactly what the Todo screen shows: one todo, and a field to rename it.
public struct TodoScreen: Hashable, Sendable {
  /// The todo shown.
  public var id: Todo.ID
  /// The todo's title as the list shows it (N3).
  public var title: String
  /// The text field, which starts with the title; typing changes only the field (N2).
  public var field: String
  public var isDone: Bool
  /// A change of this todo is on its way to the server.
  public var isSaving: Bool
  /// The Todos tab's one error line, the list's too (N6).
  public var error: String?

  public init(id: Todo.ID, title: String, field: String, isDone: Bool, isSaving: Bool, error: String?) {
    self.id = id
    self.title = title
    self.field = field
    self.isDone = isDone
    self.isSaving = isSaving
    self.error = error
  }
}

/// A Todo screen that a person, a test or the scenario runner can use.
///
/// Each gesture returns when the work it started has finished. Its changes are
/// the user's: closing the screen never cancels them (L2).
@MainActor
public protocol TodoUserInterface: AnyObject {
  /// What the screen shows now.
  var screen: TodoScreen { get }
  /// The user edits the text field; `text` replaces its content.
  func type(_ text: String) async
  /// The user taps Save: the field becomes the todo's title (N4).
  func save() async
  /// The user taps the done mark (N5, T4).
  func toggle() async
  /// The user taps Delete: the todo goes, and so does the screen (N5, T5).
  func delete() async
  /// The user taps Back: the screen closes and the list shows again (N1).
  func back() async
}
// snippet.end
