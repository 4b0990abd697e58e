// The parser of the scenario language, version 1: bytes in, a checked Scenario or every problem out.

import ScreenContract

/// Reads scenario files.
///
/// It never stops at the first problem and never traps, whatever the bytes: each
/// problem becomes a ``Diagnostic`` with its line and column.
public enum ScenarioParser {
  /// Parses the bytes of a file named `file` (the name is only used in messages).
  public static func parse(_ bytes: some Collection<UInt8>, file: String) throws(ParseFailure) -> Scenario {
    var problems: [Diagnostic] = []
    var title: String?
    var statements: [Scenario.Located] = []
    var missingHeaderReported = false

    func report(_ line: Int, _ column: Int, _ message: String) {
      problems.append(Diagnostic(file: file, line: line, column: column, message: message))
    }

    var reader = StatementReader()
    for (offset, lineBytes) in lines(of: bytes).enumerated() {
      let number = offset + 1
      let text: String
      switch decode(lineBytes) {
      case .success(let decoded): text = decoded
      case .failure(let problem):
        report(number, problem.column, problem.message)
        continue
      }
      switch reader.read(text, line: number) {
      case .failure(let problem):
        report(number, problem.column, problem.message)
      case .success(.blank):
        continue
      case .success(.header(let name)):
        if title != nil || !statements.isEmpty {
          report(number, 1, "the `scenario \"TITLE\"` header must come first, and only once")
        } else {
          title = name
        }
      case .success(.statement(let located)):
        if title == nil, !missingHeaderReported {
          report(number, 1, "a scenario file starts with `scenario \"TITLE\"`")
          missingHeaderReported = true
        }
        statements.append(located)
      }
    }

    if title == nil, problems.isEmpty {
      report(1, 1, "a scenario file starts with `scenario \"TITLE\"`; this one has none")
    }
    guard problems.isEmpty, let title else { throw ParseFailure(diagnostics: problems) }
    return Scenario(file: file, title: title, statements: statements)
  }

  /// Parses a string, as if it were a file's content.
  public static func parse(_ text: String, file: String) throws(ParseFailure) -> Scenario {
    try parse(Array(text.utf8), file: file)
  }

  // MARK: - Screens opened

  enum Screen { case profile, todos }

  /// The problem with a gesture on a screen that was not opened since the start or the last restart.
  static func screenProblem(_ statement: Statement, openScreens: inout Set<Screen>) -> String? {
    switch statement {
    case .appRestart:
      openScreens = []
    case .profile(.open):
      openScreens.insert(.profile)
    case .todos(.open):
      openScreens.insert(.todos)
    case .profile(let gesture) where !openScreens.contains(.profile):
      return "`profile \(gesture.rawValue)` on a screen that is not open: write `profile open` before it"
        + " (screens close at `app restart`)"
    case .todos where !openScreens.contains(.todos):
      return "this todos gesture is on a screen that is not open: write `todos open` before it"
        + " (screens close at `app restart`)"
    default:
      break
    }
    return nil
  }

  // MARK: - Bytes to lines

  /// The file split at `\n`, with a `\r` before it dropped.
  private static func lines(of bytes: some Collection<UInt8>) -> [ArraySlice<UInt8>] {
    let all = Array(bytes)
    var lines = all.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    if all.last == UInt8(ascii: "\n") { lines.removeLast() }
    return lines.map { line in
      line.last == UInt8(ascii: "\r") ? line.dropLast() : line
    }
  }

  /// The line as text, or where its first byte that is not UTF-8 is.
  private static func decode(_ line: ArraySlice<UInt8>) -> Result<String, LexProblem> {
    var iterator = line.makeIterator()
    var decoder = UTF8()
    var scalars = String.UnicodeScalarView()
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar): scalars.append(scalar)
      case .emptyInput: return .success(String(scalars))
      case .error:
        return .failure(
          LexProblem(column: scalars.count + 1, message: "this line is not valid UTF-8 text"))
      }
    }
  }
}

// MARK: - Reading one line

/// Reads a scenario one line at a time, remembering which screens are open.
///
/// The parser reads files with it; `archlab play` reads what a person types.
public struct StatementReader: Sendable {
  /// What one line holds.
  public enum Line: Equatable, Sendable {
    /// Nothing but space or a comment.
    case blank
    /// `scenario "TITLE"`.
    case header(String)
    case statement(Scenario.Located)
  }

  /// A problem in one line, at a column.
  public struct Problem: Error, Equatable, Sendable {
    public var column: Int
    public var message: String
  }

  private var openScreens: Set<ScenarioParser.Screen> = []

  public init() {}

  /// Reads line number `number`, whose text is `text`.
  public mutating func read(_ text: String, line number: Int) -> Result<Line, Problem> {
    let tokens: [Token]
    let source: String
    do {
      (tokens, source) = try Lexer.tokens(in: text)
    } catch {
      return .failure(Problem(column: error.column, message: error.message))
    }
    guard !tokens.isEmpty else { return .success(.blank) }
    let leadingSpace = text.unicodeScalars.prefix { $0 == " " || $0 == "\t" }.count
    var reader = LineReader(tokens: tokens, endColumn: source.unicodeScalars.count + 1 + leadingSpace)
    do {
      switch try reader.statement() {
      case .header(let title):
        return .success(.header(title))
      case .statement(let statement):
        if let problem = ScenarioParser.screenProblem(statement, openScreens: &openScreens) {
          return .failure(Problem(column: 1, message: problem))
        }
        return .success(.statement(Scenario.Located(line: number, source: source, statement: statement)))
      }
    } catch {
      return .failure(Problem(column: error.column, message: error.message))
    }
  }
}

// MARK: - Reading a line's tokens

/// A problem in a line's grammar, at a column.
typealias GrammarProblem = LexProblem

/// What a line holds: the header or a statement.
enum Line {
  case header(String)
  case statement(Statement)
}

/// Reads the tokens of one line as one statement.
struct LineReader {
  let tokens: [Token]
  /// The column just past the line's end, where a missing argument is reported.
  let endColumn: Int
  private var index = 0

  init(tokens: [Token], endColumn: Int) {
    self.tokens = tokens
    self.endColumn = endColumn
  }

  mutating func statement() throws(GrammarProblem) -> Line {
    let keyword = try word(
      among: ["scenario", "server", "profile", "todos", "app", "expect"], "a statement")
    let line: Line
    switch keyword {
    case "scenario":
      line = .header(try string("the scenario's title"))
    case "server":
      line = .statement(.server(try serverStatement()))
    case "profile":
      let gesture = try word(among: ["open", "refresh", "retry"], "a profile gesture")
      line = .statement(.profile(ProfileGesture(rawValue: gesture)!))
    case "todos":
      line = .statement(.todos(try todosGesture()))
    case "app":
      _ = try word(among: ["restart"], "what the app does")
      line = .statement(.appRestart)
    default:
      line = .statement(.expect(try expectation()))
    }
    try end()
    return line
  }

  // MARK: Statements

  private mutating func serverStatement() throws(GrammarProblem) -> ServerStatement {
    switch try word(among: ["profile", "todos", "fail", "hold", "release", "resume"], "a server statement") {
    case "profile":
      return .profile(name: try string("the profile's name"), email: try string("the profile's email"))
    case "todos":
      return .todos(try rows())
    case "fail":
      let endpoint = try self.endpoint()
      let times = try optionalNumber(atLeast: 1, "how many requests fail") ?? 1
      return .fail(endpoint, times: times)
    case "hold":
      return .hold(try endpoint())
    case "release":
      let endpoint = try self.endpoint()
      return .release(endpoint, request: try optionalNumber(atLeast: 1, "the request's number"))
    default:
      return .resume(try endpoint())
    }
  }

  private mutating func todosGesture() throws(GrammarProblem) -> TodosGesture {
    let gestures = ["open", "retry", "add", "clear-completed", "type", "toggle", "delete", "filter"]
    switch try word(among: gestures, "a todos gesture") {
    case "open": return .open
    case "retry": return .retry
    case "clear-completed": return .clearCompleted
    case "add":
      if case .string(let text)? = peek?.kind {
        index += 1
        return .add(text)
      }
      return .add(nil)
    case "type": return .type(try string("the text to type"))
    case "toggle": return .toggle(try rowReference())
    case "delete": return .delete(try rowReference())
    default: return .filter(try filter())
    }
  }

  private mutating func expectation() throws(GrammarProblem) -> Expectation {
    switch try word(among: ["profile", "todos", "server"], "what to expect: profile, todos or server") {
    case "profile":
      let aspects = ["loading", "not-loading", "empty", "name", "email", "error", "no-error"]
      switch try word(among: aspects, "what the profile screen shows") {
      case "loading": return .profileLoading(true)
      case "not-loading": return .profileLoading(false)
      case "empty": return .profileEmpty
      case "name": return .profileName(try string("the name"))
      case "email": return .profileEmail(try string("the email"))
      case "error": return .profileError(try string("the error message"))
      default: return .profileError(nil)
      }
    case "todos":
      let aspects = [
        "loading", "not-loading", "rows", "saving", "left", "field", "filter", "error", "no-error",
      ]
      switch try word(among: aspects, "what the todos screen shows") {
      case "loading": return .todosLoading(true)
      case "not-loading": return .todosLoading(false)
      case "rows": return .todosRows(try rows())
      case "saving": return .todosSaving(try strings())
      case "left": return .todosLeft(try number(atLeast: 0, "the number of items left"))
      case "field": return .todosField(try string("the field's text"))
      case "filter": return .todosFilter(try filter())
      case "error": return .todosError(try string("the error message"))
      default: return .todosError(nil)
      }
    default:
      switch try word(among: ["todos", "requests"], "what the server holds: todos or requests") {
      case "todos": return .serverTodos(try rows())
      default:
        let endpoint = try self.endpoint()
        return .serverRequests(endpoint, try number(atLeast: 0, "the number of requests"))
      }
    }
  }

  // MARK: Arguments

  private mutating func endpoint() throws(GrammarProblem) -> Endpoint {
    Endpoint(rawValue: try word(among: Endpoint.allCases.map(\.rawValue), "an endpoint"))!
  }

  private mutating func filter() throws(GrammarProblem) -> TodosScreen.Filter {
    TodosScreen.Filter(rawValue: try word(among: TodosScreen.Filter.allCases.map(\.rawValue), "a filter"))!
  }

  private mutating func rowReference() throws(GrammarProblem) -> RowReference {
    switch peek?.kind {
    case .string(let title)?:
      index += 1
      return .title(title)
    case .number?:
      return .position(try number(atLeast: 1, "a row number"))
    default:
      throw problem("expected a row: its title in quotes, or its position from 1")
    }
  }

  /// Zero or more `"[ ] TITLE"` / `"[x] TITLE"` strings up to the end of the line.
  private mutating func rows() throws(GrammarProblem) -> [RowValue] {
    var rows: [RowValue] = []
    while let token = peek {
      guard case .string(let text) = token.kind else {
        throw problem("expected a row written \"[ ] TITLE\" or \"[x] TITLE\", found \(token.spelling)")
      }
      guard let row = RowValue(text) else {
        throw GrammarProblem(
          column: token.column,
          message: "a row is written \"[ ] TITLE\" or \"[x] TITLE\", not \(token.spelling)")
      }
      rows.append(row)
      index += 1
    }
    return rows
  }

  /// Zero or more strings up to the end of the line.
  private mutating func strings() throws(GrammarProblem) -> [String] {
    var strings: [String] = []
    while let token = peek {
      guard case .string(let text) = token.kind else {
        throw problem("expected a title in quotes, found \(token.spelling)")
      }
      strings.append(text)
      index += 1
    }
    return strings
  }

  // MARK: Tokens

  private var peek: Token? { index < tokens.count ? tokens[index] : nil }

  private mutating func word(among choices: [String], _ what: String) throws(GrammarProblem) -> String {
    let list =
      choices.count == 1 ? "'\(choices[0])'" : choices.dropLast().joined(separator: ", ") + " or \(choices.last!)"
    guard let token = peek else {
      throw problem("expected \(what) (\(list))")
    }
    guard case .word(let word) = token.kind, choices.contains(word) else {
      throw problem("expected \(what) (\(list)), found \(token.spelling)")
    }
    index += 1
    return word
  }

  private mutating func string(_ what: String) throws(GrammarProblem) -> String {
    guard let token = peek else { throw problem("expected \(what) in double quotes") }
    guard case .string(let text) = token.kind else {
      throw problem("expected \(what) in double quotes, found \(token.spelling)")
    }
    index += 1
    return text
  }

  private mutating func number(atLeast minimum: Int, _ what: String) throws(GrammarProblem) -> Int {
    guard let token = peek else { throw problem("expected \(what)") }
    guard case .number(let value) = token.kind else {
      throw problem("expected \(what), found \(token.spelling)")
    }
    guard value >= minimum else { throw problem("\(what) must be at least \(minimum), not \(value)") }
    index += 1
    return value
  }

  private mutating func optionalNumber(atLeast minimum: Int, _ what: String) throws(GrammarProblem) -> Int? {
    guard case .number? = peek?.kind else { return nil }
    return try number(atLeast: minimum, what)
  }

  private func end() throws(GrammarProblem) {
    if let token = peek {
      throw problem("unexpected \(token.spelling) at the end of the statement")
    }
  }

  /// A problem at the current token, or just past the line's end.
  private func problem(_ message: String) -> GrammarProblem {
    GrammarProblem(column: peek?.column ?? endColumn, message: message)
  }
}
