// Exercise 14, a solution: the Todo screen reads its todo from the list, and keeps only its field.
// Lesson 10 (navigation and shared state): where the state two screens show lives.

import MVVM
import Observation
import SharedModel

/// What the Todo screen shows, one todo of the list, and what the user does there.
///
/// It keeps no copy of the todo: it reads it from the list each time, so the two
/// screens can't disagree (N3), whatever answer the server sends and whenever.
@MainActor
@Observable
public final class DetailViewModel {
  /// The todo shown.
  public let id: Todo.ID
  /// The text field, which starts with the title. It is the screen's own.
  public var field: String

  private let list: TodosViewModel

  /// The Todo screen of the todo `id` of `list`.
  public init(id: Todo.ID, list: TodosViewModel) {
    self.id = id
    self.list = list
    field = list.todos.first { $0.id == id }?.title ?? ""
  }

  /// The todo as the list holds it now: the one source of truth.
  private var todo: Todo? { list.todos.first { $0.id == id } }

  public var title: String { todo?.title ?? "" }
  public var isDone: Bool { todo?.isDone ?? false }
  public var isSaving: Bool { list.saving.contains(id) }
  public var errorMessage: String? { list.errorMessage }

  /// Save: the field becomes the todo's title, through the list, which checks it, shows it and undoes it (N4).
  public func save() async {
    await list.rename(id, to: field)
  }

  /// The done mark, exactly as the list's checkbox does it (N5).
  public func toggle() async {
    await list.toggle(id)
  }
}
