// Reads a scenario one line at a time, remembering which screens are open.
// The parser reads files with it; `archlab play` reads what a person types.

/// Reads a scenario one line at a time, remembering which screens are open.
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
    var reader = LineReader(tokens: tokens, endColumn: leadingSpace + source.count + 1)
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
struct OpenScreens: Sendable {
  enum Screen: String, Sendable { case profile, todos }

  private var open: Set<Screen> = []
  /// Why each closed screen is closed, e.g. "closed at line 7".
  private var closed: [Screen: String] = [:]

  /// The problem with `statement` at `line`, if its screen is not open; records what it opens or closes.
  mutating func problem(with statement: Statement, line: Int) -> String? {
    switch statement {
    case .appRestart:
      for screen in open { closed[screen] = "closed by the restart at line \(line)" }
      open = []
    case .profile(.open):
      open.insert(.profile)
    case .todos(.open):
      open.insert(.todos)
    case .profile(let gesture):
      return check(.profile, "profile \(gesture.rawValue)", closes: gesture == .close, line: line)
    case .todos(let gesture):
      return check(.todos, "todos \(gesture.word)", closes: gesture == .close, line: line)
    case .server, .expect:
      break
    }
    return nil
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
