// Exercise 15's second part: the way back, from the state to the link that shows it (the README's rule N9).

import Testing

@testable import Exercise15

extension TabsReducerTests {
  /// What the user sees of a state: the Profile screen, the list with its filter, or a todo's Todo screen.
  enum Screen: Equatable, CustomStringConvertible {
    case profile
    case list(Filter)
    case todo(String)

    init(_ state: TabsState) {
      switch state.tab {
      case .profile: self = .profile
      case .todos: self = state.shown.map(Screen.todo) ?? .list(state.filter)
      }
    }

    var description: String {
      switch self {
      case .profile: ".profile"
      case .list(let filter): ".list(.\(filter.rawValue))"
      case .todo(let id): ".todo(\"\(id)\")"
      }
    }
  }

  /// Each state whose link the app doesn't know, as `screen: "link"`, each once.
  static var unknownLinks: [String] {
    var seen = Set<String>()
    return states.filter { Link($0.link) == nil }.map { "\(Screen($0)): \($0.link.debugDescription)" }
      .filter { seen.insert($0).inserted }
  }

  /// States the app can be in, over two todos: each screen, with a filter, a Todo screen and an error line under it.
  static var states: [TabsState] {
    var states = [TabsState(todos: ["server-1", "server-2"])]
    var profile = TabsState(todos: ["server-1", "server-2"])
    profile.filter = .active
    profile.shown = "server-2"
    profile.error = "Couldn't load your todos."
    states.append(profile)
    for filter in [Filter.all, .active, .completed] {
      for shown in [nil, "server-2"] {
        var state = TabsState(todos: ["server-1", "server-2"])
        state.tab = .todos
        state.filter = filter
        state.shown = shown
        state.error = filter == .completed ? "That todo doesn't exist." : nil
        states.append(state)
      }
    }
    return states
  }

  @Test func theLinkOfAScreenShowsThatScreenWhereverTheAppIs() {
    // As the app starts, and from a Todo screen over a list with another filter and an error line.
    var elsewhere = TabsState(todos: ["server-1", "server-2"])
    elsewhere.tab = .todos
    elsewhere.filter = .completed
    elsewhere.shown = "server-1"
    elsewhere.error = "Couldn't load your todos."
    #expect(Self.unknownLinks == [], "the link of every state is one the app knows (N9)")
    for state in Self.states where Link(state.link) != nil {
      let screen = Screen(state)
      for start in [TabsState(todos: state.todos), elsewhere] {
        #expect(
          Screen(opening(state.link, from: start)) == screen,
          "the link of \(screen), \(state.link.debugDescription), shows that screen, from \(Screen(start)) too (N9)")
      }
    }
  }

  @Test func openingTheLinkOfWhatIsShownChangesNothing() {
    #expect(Self.unknownLinks == [], "the link of every state is one the app knows (N9)")
    for state in Self.states where Link(state.link) != nil {
      let screen = Screen(state)
      #expect(
        opening(state.link, from: state) == state,
        "opening the link of \(screen), \(state.link.debugDescription), there changes nothing (N9)")
    }
  }
}
