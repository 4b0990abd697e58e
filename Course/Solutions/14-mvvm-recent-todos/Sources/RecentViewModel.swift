// Exercise 14, a solution: the Todo screen reads its todo from the list, and keeps only what the user typed.
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

  private let list: TodosViewModel
  /// The stretch: the text typed in the field since the screen opened, or since the last Save
  /// that went out; nil while the field shows the title. Only this is the screen's own.
  private var typed: String?

  /// The Todo screen of the todo `id` of `list`.
  public init(id: Todo.ID, list: TodosViewModel) {
    self.id = id
    self.list = list
  }

  /// The todo as the list holds it now: the one source of truth.
  private var todo: Todo? { list.todos.first { $0.id == id } }

  public var title: String { todo?.title ?? "" }
  public var isDone: Bool { todo?.isDone ?? false }
  public var isSaving: Bool { list.saving.contains(id) }
  public var errorMessage: String? { list.errorMessage }

  /// The text field, which starts with the title (N2). The stretch: until the user types, it reads
  /// the title from the list, so it follows the title as every other place does (N3, N4): the new
  /// title, trimmed, once a Save goes out; the old one when the server refuses it, in this screen
  /// and in any other screen of the todo, since none holds a copy of it.
  public var field: String {
    get { typed ?? title }
    set { typed = newValue }
  }

  /// Save: the field becomes the todo's title, through the list, which checks it, shows it and undoes it (N4).
  public func save() async {
    // The stretch: `sending` runs only when the Save goes out. From then on the field shows the
    // title again; a Save that sends nothing leaves what was typed, and what is typed after the
    // Save sets `typed` again, so a refusal can't take it away.
    await list.rename(id, to: field, sending: { typed = nil })
  }

  /// The done mark, exactly as the list's checkbox does it (N5).
  public func toggle() async {
    await list.toggle(id)
  }
}
