// The checks of exercise 15: a new kind of link, and every link the app knew before, unchanged.

import Testing

@testable import Exercise15

@Suite struct TabsReducerTests {
  /// The state after opening each link of `links` in turn, from a Profile tab over two todos.
  func opening(_ links: String..., from start: TabsState = TabsState(todos: ["server-1", "server-2"])) -> TabsState {
    var state = start
    for link in links { TabsReducer.reduce(&state, .linkOpened(link)) }
    return state
  }

  @Test(arguments: [("active", Filter.active), ("completed", .completed), ("all", .all)])
  func aFilterLinkOpensTheListWithThatFilter(_ name: String, _ filter: Filter) {
    var start = TabsState(todos: ["server-1"])
    start.filter = name == "all" ? .active : .all
    let state = opening("archlab://todos?filter=\(name)", from: start)
    #expect(state.tab == .todos, "the link opens the Todos tab (the filter link's rule)")
    #expect(state.filter == filter, "with the filter it names (the filter link's rule)")
  }

  @Test func aFilterLinkShowsTheListNotATodoScreen() {
    var start = TabsState(todos: ["server-1"])
    start.error = "Couldn't load your todos."
    let state = opening("archlab://todos/server-1", "archlab://todos?filter=active", from: start)
    #expect(state.shown == nil, "the list shows, with no Todo screen over it (the filter link's rule)")
    #expect(state.error == "Couldn't load your todos.", "and the error line stays as it was (the filter link's rule)")
  }

  @Test(arguments: [
    "archlab://todos?filter=", "archlab://todos?filter=done", "archlab://todos?sort=title", "archlab://todos?filter",
    "archlab://todos?filter=active&sort=title", "archlab://todos?filter=Active",
  ])
  func anyOtherTextAfterTheQuestionMarkChangesNothing(_ link: String) {
    let start = opening("archlab://todos/server-2")
    #expect(opening(link, from: start) == start, "\(link) is a link the app doesn't know: nothing changes (N8)")
  }

  @Test func theLinksThatWorkedStillWork() {
    #expect(opening("archlab://todos").tab == .todos, "`archlab://todos` opens the Todos tab (N8)")
    #expect(
      opening("archlab://todos/server-2").shown == "server-2",
      "`archlab://todos/ID` opens the Todo screen of that todo (N8)")
    #expect(
      opening("archlab://todos/nope").error == "That todo doesn't exist.",
      "a link to a todo the list doesn't hold says so on the error line (N8)")
    #expect(
      opening("archlab://todos", "archlab://profile").tab == .profile, "`archlab://profile` opens the Profile tab (N8)")
    #expect(
      opening("https://example.com") == TabsState(todos: ["server-1", "server-2"]),
      "a link that isn't the app's changes nothing at all (N8)")
  }
}
