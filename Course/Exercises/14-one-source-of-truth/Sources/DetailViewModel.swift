// Exercise 14: the Todo screen's view model, over MVVM's list view model. Make the two screens agree.
// Lesson 10 (navigation and shared state): where the state two screens show lives.

import MVVM
import Observation
import SharedModel

/// What the Todo screen shows, one todo of the list, and what the user does there.
///
/// Some steps leave the Todo screen and the list showing two different todos.
/// The checks in `Tests/` name them.
@MainActor
@Observable
public final class DetailViewModel {
  /// The todo shown.
  public let id: Todo.ID
  /// The text field, which starts with the title. It is the screen's own.
  public var field: String

  private let list: TodosViewModel
  private var todo: Todo

  /// The Todo screen of the todo `id` of `list`.
  public init(id: Todo.ID, list: TodosViewModel) {
    self.id = id
    self.list = list
    let todo = list.todos.first { $0.id == id } ?? Todo(id: id, title: "")
    self.todo = todo
    field = todo.title
  }

  // TODO: After every step, and after every answer of the server, the Todo screen must show its
  // todo's title and done mark exactly as the list shows them (FEATURE.md, N3), and its saving
  // mark and error line too. Find why it doesn't, and fix it so that no step can make them disagree.

  public var title: String { todo.title }
  public var isDone: Bool { todo.isDone }
  public var isSaving: Bool { list.saving.contains(id) }
  public var errorMessage: String? { list.errorMessage }

  /// Save: the field becomes the todo's title (N4).
  public func save() async {
    todo.title = field
    await list.rename(id, to: field)
  }

  /// The done mark (N5).
  public func toggle() async {
    todo.isDone.toggle()
    await list.toggle(id)
  }
}
