// Wraps an architecture's views so that each gesture is told: the user's gesture, and what the view calls.

import ScreenContract
import SharedModel

/// A Profile screen that tells each gesture before passing it on.
@MainActor
final class NarratedProfile: ProfileUserInterface {
  private let wrapped: any ProfileUserInterface
  private let view: String
  private let narrator: Narrator
  private let calls: (String) -> (to: String, text: String)?

  /// - Parameters:
  ///   - view: the view's name in the architecture, e.g. `ProfileView`.
  ///   - calls: for a gesture (`open`, `refresh`, `retry`), whom the view calls and how, if it is worth telling.
  init(
    _ wrapped: any ProfileUserInterface, view: String, narrator: Narrator,
    calls: @escaping (String) -> (to: String, text: String)? = { _ in nil }
  ) {
    self.wrapped = wrapped
    self.view = view
    self.narrator = narrator
    self.calls = calls
  }

  var screen: ProfileScreen { wrapped.screen }

  func open() async {
    tell("open")
    await wrapped.open()
    narrator.endGesture()
  }

  func refresh() async {
    tell("refresh")
    await wrapped.refresh()
    narrator.endGesture()
  }

  func retry() async {
    tell("retry")
    await wrapped.retry()
    narrator.endGesture()
  }

  private func tell(_ gesture: String) {
    narrator.beginGesture(gesture, view: view)
    narrator.tell(.message("User", view, gesture))
    if let call = calls(gesture) {
      _ = narrator.takeViewCall()
      narrator.tell(.message(view, call.to, call.text))
    }
  }
}

/// A Todos screen that tells each gesture before passing it on.
@MainActor
final class NarratedTodos: TodosUserInterface {
  private let wrapped: any TodosUserInterface
  private let view: String
  private let narrator: Narrator
  private let calls: (String) -> (to: String, text: String)?

  /// - Parameters:
  ///   - view: the view's name in the architecture, e.g. `TodosView`.
  ///   - calls: for a gesture (`open`, `retry`, `type`, `add`, `toggle`, `delete`, `clear-completed`, `filter`),
  ///     whom the view calls and how, if it is worth telling.
  init(
    _ wrapped: any TodosUserInterface, view: String, narrator: Narrator,
    calls: @escaping (String) -> (to: String, text: String)? = { _ in nil }
  ) {
    self.wrapped = wrapped
    self.view = view
    self.narrator = narrator
    self.calls = calls
  }

  var screen: TodosScreen { wrapped.screen }

  func open() async {
    tell("open")
    await wrapped.open()
    narrator.endGesture()
  }

  func retry() async {
    tell("retry")
    await wrapped.retry()
    narrator.endGesture()
  }

  func type(_ text: String) async {
    tell("type", quoted(text))
    await wrapped.type(text)
    narrator.endGesture()
  }

  func add() async {
    tell("add")
    await wrapped.add()
    narrator.endGesture()
  }

  func toggle(_ id: Todo.ID) async {
    tell("toggle", title(of: id))
    await wrapped.toggle(id)
    narrator.endGesture()
  }

  func delete(_ id: Todo.ID) async {
    tell("delete", title(of: id))
    await wrapped.delete(id)
    narrator.endGesture()
  }

  func clearCompleted() async {
    tell("clear-completed")
    await wrapped.clearCompleted()
    narrator.endGesture()
  }

  func filter(_ filter: TodosScreen.Filter) async {
    tell("filter", filter.rawValue)
    await wrapped.filter(filter)
    narrator.endGesture()
  }

  private func title(of id: Todo.ID) -> String {
    wrapped.screen.rows.first { $0.id == id }.map { "“\($0.title)”" } ?? id.rawValue
  }

  private func tell(_ gesture: String, _ argument: String? = nil) {
    narrator.beginGesture(gesture, view: view)
    narrator.tell(.message("User", view, argument.map { "\(gesture) \($0)" } ?? gesture))
    if let call = calls(gesture) {
      _ = narrator.takeViewCall()
      narrator.tell(.message(view, call.to, call.text))
    }
  }
}
