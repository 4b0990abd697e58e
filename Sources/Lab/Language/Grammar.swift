// Reads the tokens of one line of a scenario as one statement: the grammar of the language.

import ScreenContract
import SharedModel

/// Reads the tokens of one line as one statement.
struct Grammar {
  /// What a line holds: the header or a statement.
  enum Line {
    case header(String)
    case statement(Statement)
  }

  let tokens: [Token]
  /// The column just past the line's end, where a missing argument is reported.
  let endColumn: Int
  private var index = 0

  init(tokens: [Token], endColumn: Int) {
    self.tokens = tokens
    self.endColumn = endColumn
  }

  mutating func statement() throws(LineProblem) -> Line {
    let keyword = try word(
      among: ["scenario", "server", "profile", "todos", "todo", "app", "expect"], "a statement")
    let line: Line
    switch keyword {
    case "scenario":
      line = .header(try string("the scenario's title"))
    case "server":
      line = .statement(.server(try serverStatement()))
    case "profile":
      let gesture = try word(among: ProfileGesture.allCases.map(\.rawValue), "a profile gesture")
      line = .statement(.profile(ProfileGesture(rawValue: gesture)!))
    case "todos":
      line = .statement(.todos(try todosGesture()))
    case "todo":
      line = .statement(.todo(try todoGesture()))
    case "app":
      switch try word(among: ["restart", "link"], "what the app does") {
      case "restart": line = .statement(.appRestart)
      default: line = .statement(.appLink(try link()))
      }
    default:
      line = .statement(.expect(try expectation()))
    }
    try end()
    return line
  }

  // MARK: Statements

  private mutating func serverStatement() throws(LineProblem) -> ServerStatement {
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

  private mutating func todosGesture() throws(LineProblem) -> TodosGesture {
    let gestures = ["open", "retry", "add", "clear-completed", "type", "toggle", "delete", "filter", "show", "close"]
    switch try word(among: gestures, "a todos gesture") {
    case "open": return .open
    case "close": return .close
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
    case "show": return .show(try rowReference())
    default: return .filter(try filter())
    }
  }

  private mutating func todoGesture() throws(LineProblem) -> TodoGesture {
    switch try word(among: ["back", "type", "save", "rename", "toggle", "delete"], "a todo gesture") {
    case "back": return .back
    case "type": return .type(try string("the text to type"))
    case "save": return .save
    case "rename": return .rename(try string("the new title"))
    case "toggle": return .toggle
    default: return .delete
    }
  }

  /// After `app link`: `profile`, `todos`, `todos "TITLE"` or a link in quotes.
  private mutating func link() throws(LineProblem) -> LinkStatement {
    if case .string(let text)? = peek?.kind {
      index += 1
      return .raw(text)
    }
    switch try word(among: ["profile", "todos"], "a link: profile, todos, todos \"TITLE\" or a link in quotes") {
    case "profile": return .profile
    default:
      if case .string(let title)? = peek?.kind {
        index += 1
        return .todo(title: title)
      }
      return .todos
    }
  }

  private mutating func expectation() throws(LineProblem) -> Expectation {
    switch try word(among: ["profile", "todos", "todo", "app", "server"], "what to expect") {
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
    case "todo":
      let aspects = ["closed", "title", "field", "done", "not-done", "saving", "not-saving", "error", "no-error"]
      switch try word(among: aspects, "what the todo screen shows") {
      case "closed": return .todoClosed
      case "title": return .todoTitle(try string("the title"))
      case "field": return .todoField(try string("the field's text"))
      case "done": return .todoDone(true)
      case "not-done": return .todoDone(false)
      case "saving": return .todoSaving(true)
      case "not-saving": return .todoSaving(false)
      case "error": return .todoError(try string("the error message"))
      default: return .todoError(nil)
      }
    case "app":
      _ = try word(among: ["badge"], "what the app shows")
      if case .word("none")? = peek?.kind {
        index += 1
        return .appBadge(nil)
      }
      if let token = peek, case .word = token.kind {
        throw problem("expected the badge's number, or none, found \(token.spelling)")
      }
      return .appBadge(try number(atLeast: 0, "the badge's number, or none"))
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

  private mutating func endpoint() throws(LineProblem) -> Endpoint {
    Endpoint(rawValue: try word(among: Endpoint.allCases.map(\.rawValue), "an endpoint"))!
  }

  private mutating func filter() throws(LineProblem) -> TodosScreen.Filter {
    TodosScreen.Filter(rawValue: try word(among: TodosScreen.Filter.allCases.map(\.rawValue), "a filter"))!
  }

  private mutating func rowReference() throws(LineProblem) -> RowReference {
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
  private mutating func rows() throws(LineProblem) -> [RowValue] {
    var rows: [RowValue] = []
    while let token = peek {
      guard case .string(let text) = token.kind else {
        throw problem("expected a row written \"[ ] TITLE\" or \"[x] TITLE\", found \(token.spelling)")
      }
      guard let row = RowValue(text) else {
        throw LineProblem(
          column: token.column,
          message: "a row is written \"[ ] TITLE\" or \"[x] TITLE\", not \(token.spelling)")
      }
      rows.append(row)
      index += 1
    }
    return rows
  }

  /// Zero or more strings up to the end of the line.
  private mutating func strings() throws(LineProblem) -> [String] {
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

  private mutating func word(among choices: [String], _ what: String) throws(LineProblem) -> String {
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

  private mutating func string(_ what: String) throws(LineProblem) -> String {
    guard let token = peek else { throw problem("expected \(what) in double quotes") }
    guard case .string(let text) = token.kind else {
      throw problem("expected \(what) in double quotes, found \(token.spelling)")
    }
    index += 1
    return text
  }

  private mutating func number(atLeast minimum: Int, _ what: String) throws(LineProblem) -> Int {
    guard let token = peek else { throw problem("expected \(what)") }
    guard case .number(let value) = token.kind else {
      throw problem("expected \(what), found \(token.spelling)")
    }
    guard value >= minimum else { throw problem("\(what) must be at least \(minimum), not \(value)") }
    index += 1
    return value
  }

  private mutating func optionalNumber(atLeast minimum: Int, _ what: String) throws(LineProblem) -> Int? {
    guard case .number? = peek?.kind else { return nil }
    return try number(atLeast: minimum, what)
  }

  private func end() throws(LineProblem) {
    if let token = peek {
      throw problem("unexpected \(token.spelling) at the end of the statement")
    }
  }

  /// A problem at the current token, or just past the line's end.
  private func problem(_ message: String) -> LineProblem {
    LineProblem(column: peek?.column ?? endColumn, message: message)
  }
}
