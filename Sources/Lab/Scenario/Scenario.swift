// A parsed scenario file: the syntax tree of the scenario language, version 1.
// Scenarios/README.md documents the language; lesson 01 teaches it.

import ScreenContract

/// A scenario file, parsed and checked.
public struct Scenario: Equatable, Sendable {
  /// The file it was read from, as given to the parser.
  public var file: String
  /// The title in its `scenario "TITLE"` header.
  public var title: String
  /// The statements after the header, in order.
  public var statements: [Located]

  /// A statement with the line it came from.
  public struct Located: Equatable, Sendable {
    public var line: Int
    /// The statement as written, without comment or surrounding space.
    public var source: String
    public var statement: Statement
  }

  public init(file: String, title: String, statements: [Located]) {
    self.file = file
    self.title = title
    self.statements = statements
  }

  /// The file's name without folder and extension, e.g. `failed-add-gives-title-back`.
  public var name: String {
    let last = file.split(separator: "/").last.map(String.init) ?? file
    return last.hasSuffix(".scenario") ? String(last.dropLast(".scenario".count)) : last
  }
}

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

/// A gesture on the Profile screen.
public enum ProfileGesture: String, Equatable, Sendable {
  case open, refresh, retry
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
}

/// How a gesture names a row: its title, or its visible position from 1.
public enum RowReference: Equatable, Sendable, CustomStringConvertible {
  case title(String)
  case position(Int)

  public var description: String {
    switch self {
    case .title(let title): quoted(title)
    case .position(let position): "\(position)"
    }
  }
}

/// A row as scenarios write it: `"[ ] TITLE"` or `"[x] TITLE"`.
public struct RowValue: Equatable, Sendable, CustomStringConvertible {
  public var title: String
  public var isDone: Bool

  public init(title: String, isDone: Bool) {
    self.title = title
    self.isDone = isDone
  }

  /// Reads `"[ ] TITLE"` or `"[x] TITLE"`; nil for anything else.
  public init?(_ text: String) {
    if text.hasPrefix("[ ] ") {
      self.init(title: String(text.dropFirst(4)), isDone: false)
    } else if text.hasPrefix("[x] ") {
      self.init(title: String(text.dropFirst(4)), isDone: true)
    } else {
      return nil
    }
  }

  public var text: String { "\(isDone ? "[x]" : "[ ]") \(title)" }
  public var description: String { quoted(text) }
}

/// What a scenario expects of the screen or the server.
public enum Expectation: Equatable, Sendable {
  case profileLoading(Bool)
  case profileEmpty
  case profileName(String)
  case profileEmail(String)
  case profileError(String?)
  case todosLoading(Bool)
  case todosRows([RowValue])
  case todosSaving([String])
  case todosLeft(Int)
  case todosField(String)
  case todosFilter(TodosScreen.Filter)
  case todosError(String?)
  case serverTodos([RowValue])
  case serverRequests(Endpoint, Int)
}

/// `text` in double quotes, escaped the way the scenario language reads it back.
func quoted(_ text: String) -> String {
  var result = "\""
  for character in text {
    if character == "\\" || character == "\"" { result.append("\\") }
    result.append(character)
  }
  return result + "\""
}
