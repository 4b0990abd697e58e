// The Todos screen's contract: what a user sees and the gestures they can make.
// Each architecture's view conforms to it; the runner and the tests talk only to it (lesson 01).

import SharedModel

// snippet.todos-contract
/// A Todos screen that a person, a test or the scenario runner can use.
///
/// Each gesture returns when the work it started has finished. Cancelling the
/// task that runs a gesture cancels the load it started, never a change the
/// user made (FEATURE.md, L1–L2). Gestures that name a row name it by the id of
/// a visible row of ``screen``.
@MainActor
public protocol TodosUserInterface: AnyObject {
  /// What the screen shows now.
  var screen: TodosScreen { get }
  /// The screen appears.
  func open() async
  /// The user taps Retry under an error.
  func retry() async
  /// The user edits the text field; `text` replaces its content.
  func type(_ text: String) async
  /// The user taps Add.
  func add() async
  /// The user taps a row's checkbox.
  func toggle(_ id: Todo.ID) async
  /// The user swipes a row away.
  func delete(_ id: Todo.ID) async
  /// The user taps Clear completed.
  func clearCompleted() async
  /// The user picks a filter.
  func filter(_ filter: TodosScreen.Filter) async
  /// The user taps a row: its Todo screen is pushed over the list (N1).
  func show(_ id: Todo.ID) async
  /// The screen goes away (SwiftUI's `.onDisappear`): its load in flight stops, quietly (L1).
  func close() async
  /// The user scrolls the list until the row shows. Every gesture on a row scrolls to it first;
  /// this is for a caller that wants the scroll apart from the gesture, such as a benchmark.
  func reveal(_ id: Todo.ID) async
}
// snippet.end

extension TodosUserInterface {
  /// A screen whose rows are all on screen has nothing to scroll.
  public func reveal(_ id: Todo.ID) async {}
}
