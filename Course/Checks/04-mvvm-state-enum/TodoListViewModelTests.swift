// The checks of exercise 04: no screen along the way is one nobody wants, the rows come from one load of the
// list, and the state is one value. Lesson 03 (MVVM); each check reads the screen while a request is in flight,
// then after it.

import ScreenContract
import SharedModel
import TestSupport
import Testing

@testable import Exercise04

@MainActor
@Suite(.failsInsteadOfHanging) struct TodoListViewModelTests {
  @Test func openingShowsTheLoadingIndicatorThenTheFirstPage() async {
    let (view, service) = makeView(answers: [.success(TodoPage([.buyMilk, .callMom], hasMore: true))])
    #expect(shown(view.screen) == "nothing", "before any load, the screen claims nothing, not even an empty list (T1)")
    await view.open()
    #expect(
      service.screensWhileLoading.map(shown) == ["loading"],
      "while the first page is on its way: the indicator alone (T1)")
    #expect(shown(view.screen) == "Buy milk, Call mom; more", "then its rows, and More under them (T1)")
  }

  @Test func anEmptyListSaysSoOnceLoaded() async {
    let (view, _) = makeView(answers: [.success(TodoPage([]))])
    await view.open()
    #expect(
      shown(view.screen) == "note: Nothing to do yet.",
      "the server has no todo: the note takes the place of the rows (T1)")
  }

  @Test func anEmptyPageWithMoreAfterItIsNoEmptyList() async {
    let (view, _) = makeView(answers: [.success(TodoPage([], hasMore: true))])
    await view.open()
    #expect(
      shown(view.screen) == "more",
      "page 1 is empty but the server has more: it hasn't said the list is empty, so no note, and More")
  }

  @Test func aFailedFirstLoadShowsTheErrorAloneUntilRetry() async {
    let (view, service) = makeView(answers: [.failure(ServerFailure()), .success(TodoPage([.buyMilk]))])
    await view.open()
    #expect(
      shown(view.screen) == "error: Couldn't load your todos.",
      "the error alone: no list has loaded, so nothing may say it is empty (T1)")
    await view.retry()
    #expect(
      service.screensWhileLoading.last.map(shown) == "loading",
      "while Retry loads, the old error is gone: a loading indicator beside an error is a screen nobody wants (T10)")
    #expect(shown(view.screen) == "Buy milk", "then the rows, and no error beside them (T10)")
  }

  @Test func moreAddsTheNextPageUnderTheRows() async {
    let (view, service) = makeView(answers: [
      .success(TodoPage([.buyMilk], hasMore: true)), .success(TodoPage([.callMom], hasMore: true)),
      .success(TodoPage([.payRent])),
    ])
    await view.open()
    await view.more()
    #expect(
      service.screensWhileLoading.last.map(shown) == "Buy milk; loading more",
      "while the page is on its way, the rows stay, and the footer's indicator takes More's place")
    #expect(shown(view.screen) == "Buy milk, Call mom; more", "then the page's rows go under them")
    await view.more()
    #expect(shown(view.screen) == "Buy milk, Call mom, Pay rent", "the last page: no More under it")
    #expect(service.pagesAsked == [1, 2, 3], "each page asked for once, in order")
  }

  @Test func aPageThatFailsKeepsTheRowsAndOffersToTryAgain() async {
    let (view, service) = makeView(answers: [
      .success(TodoPage([.buyMilk], hasMore: true)), .failure(ServerFailure()), .success(TodoPage([.callMom])),
    ])
    await view.open()
    await view.more()
    #expect(
      shown(view.screen) == "Buy milk; more failed: Couldn't load more.",
      "the list is fine, a page is missing: the rows stay, the error line stays empty")
    await view.more()
    #expect(service.pagesAsked == [1, 2, 2], "Try again asks for the same page again")
    #expect(shown(view.screen) == "Buy milk, Call mom", "and its rows go under the others")
  }

  @Test func aRefreshKeepsTheRowsThenShowsTheFirstPageAlone() async {
    let (view, service) = makeView(answers: [
      .success(TodoPage([.buyMilk], hasMore: true)), .success(TodoPage([.callMom], hasMore: true)),
      .success(TodoPage([.payRent], hasMore: true)),
    ])
    await view.open()
    await view.more()
    await view.refresh()
    #expect(
      service.screensWhileLoading.last.map(shown) == "loading; Buy milk, Call mom",
      "while a refresh loads, the rows stay beside the indicator, with no footer: no More for a list being replaced (P4)"
    )
    #expect(shown(view.screen) == "Pay rent; more", "then the first page alone, in place of the whole list (P4)")
  }

  @Test func aRefreshKeepsTheNoteBesideTheLoadingIndicator() async {
    let (view, service) = makeView(answers: [.success(TodoPage([])), .success(TodoPage([.callMom]))])
    await view.open()
    await view.refresh()
    #expect(
      service.screensWhileLoading.last.map(shown) == "loading; note: Nothing to do yet.",
      "an empty list is what the screen showed: its note stays while the refresh loads (P4)")
    #expect(shown(view.screen) == "Call mom", "then the row that arrived, and no note (P4)")
  }

  @Test func aFailedRefreshKeepsWhatWasShownFooterIncluded() async {
    let (view, service) = makeView(answers: [
      .success(TodoPage([.buyMilk], hasMore: true)), .failure(ServerFailure()), .success(TodoPage([.callMom])),
    ])
    await view.open()
    await view.refresh()
    #expect(
      shown(view.screen) == "Buy milk; more; error: Couldn't load your todos.",
      "a failure never takes away what the screen showed, More included (P5)")
    await view.more()
    #expect(service.pagesAsked == [1, 1, 2], "the list shown is still the first load's: More asks for its page 2")
    #expect(
      shown(view.screen) == "Buy milk, Call mom",
      "whose rows go under the ones shown, and the error line is clear: a gesture that sends a request clears it (T10)")
  }

  @Test func aFailedRefreshKeepsAPageThatFailedAndItsTryAgain() async {
    let (view, service) = makeView(answers: [
      .success(TodoPage([.buyMilk], hasMore: true)), .failure(ServerFailure()), .failure(ServerFailure()),
      .success(TodoPage([.callMom])),
    ])
    await view.open()
    await view.more()
    await view.refresh()
    #expect(
      shown(view.screen) == "Buy milk; more failed: Couldn't load more.; error: Couldn't load your todos.",
      "the screen showed a page that failed, and Try again: both come back beside the list's error (P5)")
    await view.more()
    #expect(service.pagesAsked == [1, 2, 1, 2], "Try again asks the first load's page 2 again")
    #expect(
      shown(view.screen) == "Buy milk, Call mom", "its rows go under the others, and the error line is clear (T10)")
  }

  @Test func aFailedRefreshOfAnEmptyListKeepsTheNote() async {
    let (view, _) = makeView(answers: [.success(TodoPage([])), .failure(ServerFailure())])
    await view.open()
    await view.refresh()
    #expect(
      shown(view.screen) == "note: Nothing to do yet.; error: Couldn't load your todos.",
      "the server did say the list was empty: the note stays beside the error (P5)")
  }

  @Test func aPullBeforeAnyLoadLoadsPageOne() async {
    let (view, service) = makeView(answers: [.success(TodoPage([.buyMilk]))])
    await view.refresh()
    #expect(service.pagesAsked == [1], "pull to refresh is offered before any load too: it loads page 1")
    #expect(shown(view.screen) == "Buy milk", "and the screen shows it")
  }

  @Test func noButtonWorksWhilePageOneLoads() async {
    let (view, service) = makeView(answers: [
      .success(TodoPage([.buyMilk], hasMore: true)), .success(TodoPage([.walkTheDog], hasMore: true)),
    ])
    await view.open()
    service.duringNextFetch = {
      await view.more()
      await view.refresh()
      await view.retry()
    }
    await view.refresh()
    #expect(
      service.pagesAsked == [1, 1],
      "while the list is being replaced, the screen offers neither More, nor a second pull, nor Retry: each sends nothing"
    )
    #expect(shown(view.screen) == "Walk the dog; more", "and the refresh's page shows alone")
  }

  @Test func aSecondTapWhileAPageLoadsSendsNothing() async {
    let (view, service) = makeView(answers: [
      .success(TodoPage([.buyMilk], hasMore: true)), .success(TodoPage([.callMom], hasMore: true)),
    ])
    await view.open()
    service.duringNextFetch = { await view.more() }
    await view.more()
    #expect(service.pagesAsked == [1, 2], "More is not on screen while its page loads: a second tap sends nothing")
    #expect(shown(view.screen) == "Buy milk, Call mom; more", "and the page shows once")
  }

  @Test func aPageAskedForBeforeARefreshNeverShowsAfterIt() async {
    let (view, service) = makeView(answers: [
      .success(TodoPage([.buyMilk], hasMore: true)),
      .success(TodoPage([.walkTheDog], hasMore: true)),  // the refresh's page 1, answered first
      .success(TodoPage([.callMom], hasMore: true)),  // page 2 of the list from before the refresh
    ])
    await view.open()
    service.duringNextFetch = { await view.refresh() }
    await view.more()
    #expect(
      shown(view.screen) == "Walk the dog; more",
      "the rows on screen come from one load of the list: after a refresh, its page 1 alone, and no page of the list it replaced"
    )
  }

  @Test func aRefreshThatFailsHasGivenUpThePageOnItsWay() async {
    let (view, service) = makeView(answers: [
      .success(TodoPage([.buyMilk], hasMore: true)),
      .failure(ServerFailure()),  // the refresh's page 1, answered first
      .success(TodoPage([.callMom], hasMore: true)),  // page 2 of the list, asked for before the refresh
      .success(TodoPage([.callMom])),  // page 2 again, asked for by More
    ])
    await view.open()
    service.duringNextFetch = { await view.refresh() }
    await view.more()
    #expect(
      shown(view.screen) == "Buy milk; more; error: Couldn't load your todos.",
      "the refresh gave up the page on its way: its rows never show, and the footer offers More again")
    await view.more()
    #expect(service.pagesAsked == [1, 2, 1, 2], "More asks for page 2 again")
    #expect(shown(view.screen) == "Buy milk, Call mom", "whose rows go under the others")
  }

  @Test func aPageAskedForBeforeARefreshThatBroughtTheSameRowsNeverShows() async {
    let service = HeldPages()
    let view = TodoListView(viewModel: TodoListViewModel(service: service))
    await service.server.run { await view.open() }
    await service.pages.answer(1, with: .success(TodoPage([.buyMilk], hasMore: true)))
    await service.server.run { await view.more() }
    await service.server.run { await view.refresh() }
    await service.pages.answer(3, with: .success(TodoPage([.buyMilk], hasMore: true)))
    await service.server.run { await view.more() }
    #expect(shown(view.screen) == "Buy milk; loading more", "the refresh brought the same rows, and More asks again")
    if !service.pages.wasCancelled(2) {
      await service.pages.answer(2, with: .success(TodoPage([.callMom], hasMore: true)))
    }
    #expect(
      shown(view.screen) == "Buy milk; loading more",
      "the page asked for before the refresh is not the page asked for after it, though the screen is the same")
    await service.pages.answer(4, with: .success(TodoPage([.payRent])))
    #expect(shown(view.screen) == "Buy milk, Pay rent", "the refresh's own page 2")
  }

  @Test func afterARefreshMoreStartsAgainFromPageTwo() async {
    let (view, service) = makeView(answers: [
      .success(TodoPage([.buyMilk], hasMore: true)), .success(TodoPage([.callMom], hasMore: true)),
      .success(TodoPage([.walkTheDog], hasMore: true)), .success(TodoPage([.payRent])),
    ])
    await view.open()
    await view.more()
    await view.refresh()
    await view.more()
    #expect(service.pagesAsked == [1, 2, 1, 2], "the refresh's list has one page: its next one is page 2")
    #expect(shown(view.screen) == "Walk the dog, Pay rent", "its rows, each once")
  }

  @Test func noScreenAlongTheWayShowsLoadingBesideAnError() async {
    let (view, service) = makeView(answers: [
      .failure(ServerFailure()), .success(TodoPage([.buyMilk], hasMore: true)), .failure(ServerFailure()),
      .failure(ServerFailure()), .success(TodoPage([])),
    ])
    await view.open()
    await view.retry()
    await view.more()
    await view.refresh()
    await view.retry()
    let impossible = service.screensWhileLoading.filter { $0.isLoading && $0.error != nil }.map(shown)
    #expect(impossible == [], "a loading indicator beside an error is a screen nobody wants (P5, T10)")
    let twoLoadings = service.screensWhileLoading.filter { $0.isLoading && $0.footer != nil }.map(shown)
    #expect(twoLoadings == [], "nor is a footer under a list being replaced (P4)")
  }

  @Test func theViewModelKeepsItsStateInOneValue() {
    let viewModel = TodoListViewModel(service: ScriptedTodoListService(answers: []))
    let stored = Mirror(reflecting: viewModel).children.map { (name: $0.label ?? "?", value: $0.value) }
    let states = stored.filter { $0.value is TodoListViewState }
    let loose = stored.filter {
      $0.value is Bool || $0.value is Int || $0.value is String? || $0.value is [Todo] || $0.value is [Todo]?
    }.map { String($0.name.trimmingPrefix("_")) }
    #expect(
      states.count == 1,
      "the view model stores one TodoListViewState, found \(states.count) (the task: the state in one value)")
    #expect(loose == [], "no flag, count, list or optional beside it (the task: the state in one value)")
  }
}

// MARK: - Helpers

/// The screen in a few words: `loading; Buy milk, Call mom`, `note: Nothing to do yet.`, `Buy milk; more`,
/// `error: …`, `nothing`.
@MainActor
func shown(_ screen: TodoListScreen) -> String {
  let rows = screen.titles.isEmpty ? nil : screen.titles.joined(separator: ", ")
  let footer: String? =
    switch screen.footer {
    case nil: nil
    case .more: "more"
    case .loadingMore: "loading more"
    case .failed(let message): "more failed: \(message)"
    }
  let parts = [
    screen.isLoading ? "loading" : nil, rows, screen.note.map { "note: \($0)" }, footer,
    screen.error.map { "error: \($0)" },
  ]
  let text = parts.compactMap { $0 }.joined(separator: "; ")
  return text.isEmpty ? "nothing" : text
}

/// The list over a service that gives `answers`, and reads the screen at each fetch.
@MainActor
func makeView(answers: [Result<TodoPage, any Error>]) -> (TodoListView, ScriptedTodoListService) {
  let service = ScriptedTodoListService(answers: answers)
  let view = TodoListView(viewModel: TodoListViewModel(service: service))
  service.whileLoading = { [unowned view] in view.screen }
  return (view, service)
}

struct ServerFailure: Error {}

extension Todo {
  static let buyMilk = Todo(id: "1", title: "Buy milk")
  static let callMom = Todo(id: "2", title: "Call mom")
  static let walkTheDog = Todo(id: "3", title: "Walk the dog")
  static let payRent = Todo(id: "4", title: "Pay rent")
}
