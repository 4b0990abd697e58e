// The statements of the scenario language: what the server is told, what the user does, what is expected.

import ScreenContract
import SharedModel

// snippet.scenario-statements
/// One statement of the scenario language.
public enum Statement: Equatable, Sendable {
  case server(ServerStatement)
  case profile(ProfileGesture)
  case todos(TodosGesture)
  case appRestart
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
    case .close: "close"
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
