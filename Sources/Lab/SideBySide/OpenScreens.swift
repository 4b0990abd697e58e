// The screens a played session has open, and how `archlab play` draws them after each statement.

import LabEngine
import LabLanguage
import ScreenContract

/// Which screens are open as statements are played, and their drawing: a long list folded where it
/// did not change since the last drawing, then the answers the server holds back.
public struct OpenScreens {
  /// `profile`, `todos`: the screens open now.
  public private(set) var names: Set<String> = []
  private var drawing = TodosDrawing()

  public init() {}

  /// Follows `statement`: a screen opens or closes, and a restart closes both.
  public mutating func follow(_ statement: Statement) {
    switch statement {
    case .profile(.open), .appLink(.profile): names.insert("profile")
    case .todos(.open), .appLink(.todos), .appLink(.todo): names.insert("todos")
    case .appLink(.raw(let text)):
      switch AppLink(text) {
      case .profile?: names.insert("profile")
      case .todos?, .todo?: names.insert("todos")
      case nil: break
      }
    case .profile(.close): names.remove("profile")
    case .todos(.close): names.remove("todos")
    case .appRestart: names = []
    default: break
    }
  }

  /// The open screens of `session`, drawn, and what its server holds back; each line indented.
  @MainActor
  public mutating func text(of session: Session) -> String {
    var lines: [String] = []
    if names.contains("profile") { lines += ScreenRenderer.lines(for: session.profileScreen) }
    if names.contains("todos") {
      lines += drawing.lines(for: session.todosScreen)
      if let todo = session.currentDriver?.todo { lines += ScreenRenderer.lines(for: todo.screen) }
      lines.append(ScreenRenderer.badgeLine(session.currentDriver?.badge))
    }
    if names.isEmpty { lines.append("(no screen open)") }
    let held = session.server.heldRequests
    if !held.isEmpty { lines.append("Server holds: \(held.joined(separator: ", "))") }
    return lines.map { "  \($0)\n" }.joined()
  }
}
