// The statements of the scenario language: what the server is told, what the user does, what is expected.

import ScreenContract
import SharedModel

// snippet.scenario-statements
/// One statement of the scenario language.
public enum Statement: Equatable, Sendable {
  case server(ServerStatement)
  case profile(ProfileGesture)
  case todos(TodosGesture)
  case todo(TodoGesture)
  case appRestart
  case appLink(LinkStatement)
  case expect(Expectation)
}

/// A statement that scripts the server.
public enum ServerStatement: Equatable, Sendable {
  case profile(name: String, email: String)
  case todos([RowValue])
  case fail(Endpoint, times: Int)
  case hold(Endpoint)
  case release(Endpoint, request: Int?)
  case resume(Endpoint)
}
// snippet.end

/// A gesture on the Profile screen.
public enum ProfileGesture: String, Equatable, Sendable, CaseIterable {
  case open, refresh, retry, close
}

/// A gesture on the Todos screen.
public enum TodosGesture: Equatable, Sendable {
  case open
  case retry
  case type(String)
  /// `todos add` (nil) or `todos add "TEXT"`.
  case add(String?)
  case toggle(RowReference)
  case delete(RowReference)
  case clearCompleted
  case filter(TodosScreen.Filter)
  /// `todos show ROW`: the row's Todo screen is pushed over the list (N1).
  case show(RowReference)
  case close

  /// The gesture's word in the language, e.g. `clear-completed`.
  public var word: String {
    switch self {
    case .open: "open"
    case .retry: "retry"
    case .type: "type"
    case .add: "add"
    case .toggle: "toggle"
    case .delete: "delete"
    case .clearCompleted: "clear-completed"
    case .filter: "filter"
    case .show: "show"
    case .close: "close"
    }
  }

  /// The row the gesture names, if it names one.
  public var row: RowReference? {
    switch self {
    case .toggle(let row), .delete(let row), .show(let row): row
    case .open, .retry, .type, .add, .clearCompleted, .filter, .close: nil
    }
  }
}

/// How a gesture names a row: its title, or its visible position from 1.
public enum RowReference: Equatable, Sendable, CustomStringConvertible {
  case title(String)
  case position(Int)

  public var description: String {
    switch self {
    case .title(let title): Scenario.quoted(title)
    case .position(let position): "\(position)"
    }
  }
}

/// A gesture on the Todo screen.
public enum TodoGesture: Equatable, Sendable {
  case back
  case type(String)
  case save
  /// `todo rename "TEXT"`: `todo type "TEXT"` then `todo save`.
  case rename(String)
  case toggle
  case delete

  /// The gesture's word in the language.
  public var word: String {
    switch self {
    case .back: "back"
    case .type: "type"
    case .save: "save"
    case .rename: "rename"
    case .toggle: "toggle"
    case .delete: "delete"
    }
  }
}

/// `app link …`: a link the app follows (N8).
public enum LinkStatement: Equatable, Sendable {
  /// `app link profile`: `archlab://profile`.
  case profile
  /// `app link todos`: `archlab://todos`.
  case todos
  /// `app link todos "TITLE"`: `archlab://todos/ID`, ID being the server's id of the first todo it
  /// holds with that title when the line runs.
  case todo(title: String)
  /// `app link "URL"`: any link, written out.
  case raw(String)

  /// Which tab the link opens, if it is one the app knows: a link counts as opening its screen.
  public var opens: AppLink? {
    switch self {
    case .profile: .profile
    case .todos: .todos
    case .todo: .todo(Todo.ID(rawValue: ""))
    case .raw(let text): AppLink(text)
    }
  }
}
