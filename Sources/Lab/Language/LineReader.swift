// Reads a scenario one line at a time, remembering which tab's screen is on screen.
// The parser reads files with it; `archlab play` reads what a person types.

/// Reads a scenario one line at a time, remembering which tab's screen is on screen.
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

  /// Whether the Profile tab's screen is on screen after the lines read so far.
  public var isProfileOnScreen: Bool { screens.onScreen == .profile }
  /// Whether the Todos tab's screen (the list, or a Todo screen over it) is on screen.
  public var isTodosOnScreen: Bool { screens.onScreen == .todos }

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

/// Which tab's screen is on screen, and since when the other is away: a gesture needs its screen on screen.
///
/// One tab is on screen at a time, as in a `TabView` (FEATURE.md, "One tab at a time"): opening one
/// tab's screen, by `open` or by a link, makes the other go away as its `close` would.
///
/// The Todo screen is open, closed, or maybe open: a link to a todo opens it only if the todo is on
/// the list, and `todo delete` closes it only if the todo is not saving. Where it may be open, both
/// the list's gestures and the Todo screen's are accepted; the run says which held. It stays pushed
/// while the Todos tab is away, and shows again when the tab opens.
struct OpenScreens: Sendable {
  enum Screen: String, Sendable { case profile, todos }

  /// Whether the Todo screen is over the list, as far as the file can tell.
  enum TodoScreenState: Sendable { case open, closed, maybeOpen }

  /// The tab whose screen is on screen, if any.
  private(set) var onScreen: Screen?
  /// Why each screen that is not on screen is away, e.g. "closed at line 7".
  private var away: [Screen: String] = [:]
  private var todo = TodoScreenState.closed
  /// Where the Todo screen opened, or why it is closed, for the messages.
  private var todoSince = "that is not open"

  /// The problem with `statement` at `line`, if its screen is not on screen; records what it opens or closes.
  mutating func problem(with statement: Statement, line: Int) -> String? {
    switch statement {
    case .appRestart:
      if let onScreen { away[onScreen] = "closed by the restart at line \(line)" }
      onScreen = nil
      closeTodo("that was closed by the restart at line \(line)")
    case .appLink(let link):
      switch link.opens {
      case .profile?: select(.profile, by: "the link at line \(line)")
      case .todos?:
        select(.todos, by: "the link at line \(line)")
        closeTodo("that was closed by the link at line \(line)")
      case .todo?:
        select(.todos, by: "the link at line \(line)")
        todo = .maybeOpen
        todoSince = "that the link at line \(line) may have opened"
      case nil: break
      }
    case .profile(.open):
      select(.profile, by: "`profile open` at line \(line)")
    case .profile(let gesture):
      return check(.profile, "profile \(gesture.rawValue)", closes: gesture == .close, line: line)
    case .todos(.open) where onScreen != .todos:
      // The tab comes back with its stack as it was: a pushed Todo screen shows again.
      select(.todos, by: "`todos open` at line \(line)")
    case .todos(let gesture):
      if let problem = check(.todos, "todos \(gesture.word)", closes: false, line: line) { return problem }
      if todo == .open {
        return "`todos \(gesture.word)` under the Todo screen \(todoSince): write `todo back` before it"
      }
      if gesture == .close {
        _ = check(.todos, "todos close", closes: true, line: line)
        closeTodo("that was closed with the list at line \(line)")
      }
      if case .show = gesture {
        todo = .open
        todoSince = "opened at line \(line)"
      }
    case .todo(let gesture):
      guard todo != .closed else {
        return "`todo \(gesture.word)` on a Todo screen \(todoSince): write `todos show ROW` before it"
      }
      if let problem = check(.todos, "todo \(gesture.word)", closes: false, line: line) { return problem }
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

  /// `screen`'s tab is selected: the other tab's screen, if on screen, goes away.
  private mutating func select(_ screen: Screen, by cause: String) {
    if let onScreen, onScreen != screen {
      away[onScreen] = "left when \(cause) opened the \(screen == .profile ? "Profile" : "Todos") tab"
    }
    onScreen = screen
  }

  private mutating func closeTodo(_ reason: String) {
    todo = .closed
    todoSince = reason
  }

  private mutating func check(_ screen: Screen, _ gesture: String, closes: Bool, line: Int) -> String? {
    guard onScreen == screen else {
      let state = away[screen].map { "that was \($0)" } ?? "that is not open"
      return "`\(gesture)` on a screen \(state): write `\(screen.rawValue) open` before it"
    }
    if closes {
      onScreen = nil
      away[screen] = "closed at line \(line)"
    }
    return nil
  }
}
