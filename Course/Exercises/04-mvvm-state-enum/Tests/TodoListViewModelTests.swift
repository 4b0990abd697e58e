// The checks of exercise 04: no screen along the way is one nobody wants, and the state is one value.
// Lesson 03 (MVVM); each check reads the screen while a request is in flight, then after it.

import ScreenContract
import SharedModel
import Testing

@testable import Exercise04

@MainActor
@Suite struct TodoListViewModelTests {
  @Test func openingShowsTheLoadingIndicatorThenTheRows() async {
    let (view, service) = makeView(answers: [.success([.buyMilk, .callMom])])
    #expect(shown(view.screen) == "nothing", "before any load, the screen claims nothing, not even an empty list (T1)")
    await view.open()
    #expect(
      service.screensWhileLoading.map(shown) == ["loading"],
      "while the first load is on its way: the indicator alone (T1)")
    #expect(shown(view.screen) == "Buy milk, Call mom", "then the rows (T1)")
  }

  @Test func anEmptyListSaysSoOnceLoaded() async {
    let (view, _) = makeView(answers: [.success([])])
    await view.open()
    #expect(
      shown(view.screen) == "note: Nothing to do yet.",
      "the server has no todo: the note takes the place of the rows (T1)")
  }

  @Test func aFailedFirstLoadShowsTheErrorAlone() async {
    let (view, _) = makeView(answers: [.failure(ServerFailure())])
    await view.open()
    #expect(
      shown(view.screen) == "error: Couldn't load your todos.",
      "the error alone, not loading: no list has loaded, so nothing may say it is empty (T1)")
  }

  @Test func aRetryHidesTheErrorWhileItLoads() async {
    let (view, service) = makeView(answers: [.failure(ServerFailure()), .success([.buyMilk])])
    await view.open()
    await view.retry()
    #expect(
      service.screensWhileLoading.last.map(shown) == "loading",
      "while the retry loads, the old error is gone: a loading indicator beside an error is a screen nobody wants (P5, T10)"
    )
  }

  @Test func rowsThatArriveAfterAFailureShowNoError() async {
    let (view, _) = makeView(answers: [.failure(ServerFailure()), .success([.buyMilk])])
    await view.open()
    await view.retry()
    #expect(
      shown(view.screen) == "Buy milk",
      "the rows that arrived replace the error: an error beside fresh rows says something false (T10)")
  }

  @Test func aRefreshKeepsTheRowsBesideTheLoadingIndicator() async {
    let (view, service) = makeView(answers: [.success([.buyMilk]), .success([.buyMilk, .callMom])])
    await view.open()
    await view.refresh()
    #expect(
      service.screensWhileLoading.last.map(shown) == "loading; Buy milk",
      "while a refresh loads, the rows already shown stay visible (P4)")
    #expect(shown(view.screen) == "Buy milk, Call mom", "then the new ones (P4)")
  }

  @Test func aRefreshKeepsTheNoteBesideTheLoadingIndicator() async {
    let (view, service) = makeView(answers: [.success([]), .success([.callMom])])
    await view.open()
    await view.refresh()
    #expect(
      service.screensWhileLoading.last.map(shown) == "loading; note: Nothing to do yet.",
      "an empty list is what the screen showed: its note stays while the refresh loads (P4)")
    #expect(shown(view.screen) == "Call mom", "then the row that arrived, and no note (P4)")
  }

  @Test func aFailedRefreshKeepsTheRowsBesideTheError() async {
    let (view, _) = makeView(answers: [.success([.buyMilk]), .failure(ServerFailure())])
    await view.open()
    await view.refresh()
    #expect(
      shown(view.screen) == "Buy milk; error: Couldn't load your todos.",
      "a failure never takes away what the screen showed (P5)")
  }

  @Test func aFailedRefreshOfAnEmptyListKeepsTheNote() async {
    let (view, _) = makeView(answers: [.success([]), .failure(ServerFailure())])
    await view.open()
    await view.refresh()
    #expect(
      shown(view.screen) == "note: Nothing to do yet.; error: Couldn't load your todos.",
      "the server did say the list was empty: the note stays beside the error (P5)")
  }

  @Test func noScreenAlongTheWayShowsLoadingBesideAnError() async {
    let (view, service) = makeView(answers: [.failure(ServerFailure()), .failure(ServerFailure()), .success([])])
    await view.open()
    await view.retry()
    await view.retry()
    let impossible = service.screensWhileLoading.filter { $0.isLoading && $0.error != nil }.map(shown)
    #expect(impossible == [], "a loading indicator beside an error is a screen nobody wants (P5, T10)")
  }

  @Test func theViewModelKeepsItsStateInOneValue() {
    let viewModel = TodoListViewModel(service: ScriptedTodoListService(answers: []))
    let stored = Mirror(reflecting: viewModel).children.map { (name: $0.label ?? "?", value: $0.value) }
    let states = stored.filter { $0.value is TodoListViewState }
    let loose = stored.filter {
      $0.value is Bool || $0.value is String? || $0.value is [Todo] || $0.value is [Todo]?
    }
    #expect(
      states.count == 1,
      "the view model stores one TodoListViewState, found \(states.count) (the task: the state in one value)")
    #expect(
      loose.isEmpty,
      "no loose flag, list or optional beside it: found \(loose.map { $0.name.trimmingPrefix("_") }.joined(separator: ", ")) (the task: the state in one value)"
    )
  }
}

// MARK: - Helpers

/// The screen in a few words: `loading; Buy milk, Call mom`, `note: Nothing to do yet.`, `error: …`, `nothing`.
@MainActor
func shown(_ screen: TodoListScreen) -> String {
  let rows = screen.titles.isEmpty ? nil : screen.titles.joined(separator: ", ")
  let parts = [
    screen.isLoading ? "loading" : nil, rows, screen.note.map { "note: \($0)" }, screen.error.map { "error: \($0)" },
  ]
  let text = parts.compactMap { $0 }.joined(separator: "; ")
  return text.isEmpty ? "nothing" : text
}

/// The list over a service that gives `answers`, and reads the screen at each fetch.
@MainActor
func makeView(answers: [Result<[Todo], any Error>]) -> (TodoListView, ScriptedTodoListService) {
  let service = ScriptedTodoListService(answers: answers)
  let view = TodoListView(viewModel: TodoListViewModel(service: service))
  service.whileLoading = { [unowned view] in view.screen }
  return (view, service)
}

struct ServerFailure: Error {}

extension Todo {
  static let buyMilk = Todo(id: "1", title: "Buy milk")
  static let callMom = Todo(id: "2", title: "Call mom")
}
