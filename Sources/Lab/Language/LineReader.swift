// Reads a scenario one line at a time, remembering which screens are open.
// The parser reads files with it; `archlab play` reads what a person types.

/// Reads a scenario one line at a time, remembering which screens are open.
public struct LineReader: Sendable {
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

  private var screens = OpenScreens()

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
    let leadingSpace = text.prefix { $0 == " " || $0 == "\t" }.count
    var reader = Grammar(tokens: tokens, endColumn: leadingSpace + source.count + 1)
    do {
      switch try reader.statement() {
      case .header(let title):
        return .success(.header(title))
      case .statement(let statement):
        if let problem = screens.problem(with: statement, line: number) {
          return .failure(Problem(column: 1, message: problem))
        }
        return .success(.statement(Scenario.Located(line: number, source: source, statement: statement)))
      }
    } catch {
      return .failure(Problem(column: error.column, message: error.message))
    }
  }
}

/// Which screens are open, and since when the others are closed: a gesture needs its screen open.
///
/// The Todo screen is open, closed, or maybe open: a link to a todo opens it only if the todo is on
/// the list, and `todo delete` closes it only if the todo is not saving. Where it may be open, both
/// the list's gestures and the Todo screen's are accepted; the run says which held.
struct OpenScreens: Sendable {
  enum Screen: String, Sendable { case profile, todos }

  /// Whether the Todo screen is over the list, as far as the file can tell.
  enum TodoScreenState: Sendable { case open, closed, maybeOpen }

  private var open: Set<Screen> = []
  /// Why each closed screen is closed, e.g. "closed at line 7".
  private var closed: [Screen: String] = [:]
  private var todo = TodoScreenState.closed
  /// Where the Todo screen opened, or why it is closed, for the messages.
  private var todoSince = "that is not open"

  /// The problem with `statement` at `line`, if its screen is not open; records what it opens or closes.
  mutating func problem(with statement: Statement, line: Int) -> String? {
    switch statement {
    case .appRestart:
      for screen in open { closed[screen] = "closed by the restart at line \(line)" }
      open = []
      closeTodo("that was closed by the restart at line \(line)")
    case .appLink(let link):
      switch link.opens {
      case .profile?: open.insert(.profile)
      case .todos?:
        open.insert(.todos)
        closeTodo("that was closed by the link at line \(line)")
      case .todo?:
        open.insert(.todos)
        todo = .maybeOpen
        todoSince = "that the link at line \(line) may have opened"
      case nil: break
      }
    case .profile(.open):
      open.insert(.profile)
    case .profile(let gesture):
      return check(.profile, "profile \(gesture.rawValue)", closes: gesture == .close, line: line)
    case .todos(let gesture):
      if todo == .open {
        return "`todos \(gesture.word)` under the Todo screen \(todoSince): write `todo back` before it"
      }
      if gesture == .open {
        open.insert(.todos)
        return nil
      }
      if let problem = check(.todos, "todos \(gesture.word)", closes: gesture == .close, line: line) {
        return problem
      }
      if gesture == .close { closeTodo("that was closed with the list at line \(line)") }
      if case .show = gesture {
        todo = .open
        todoSince = "opened at line \(line)"
      }
    case .todo(let gesture):
      guard todo != .closed else {
        return "`todo \(gesture.word)` on a Todo screen \(todoSince): write `todos show ROW` before it"
      }
      switch gesture {
      case .back: closeTodo("that was closed at line \(line)")
      case .delete:
        todo = .maybeOpen
        todoSince = "that the delete at line \(line) may have closed"
      case .type, .save, .rename, .toggle: break
      }
    case .server, .expect:
      break
    }
    return nil
  }

  private mutating func closeTodo(_ reason: String) {
    todo = .closed
    todoSince = reason
  }

  private mutating func check(_ screen: Screen, _ gesture: String, closes: Bool, line: Int) -> String? {
    guard open.contains(screen) else {
      let state = closed[screen].map { "that was \($0)" } ?? "that is not open"
      return "`\(gesture)` on a screen \(state): write `\(screen.rawValue) open` before it"
    }
    if closes {
      open.remove(screen)
      closed[screen] = "closed at line \(line)"
    }
    return nil
  }
}
