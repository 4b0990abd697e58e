// A row as scenarios write it: `"[ ] TITLE"` or `"[x] TITLE"`.

import ScreenContract

/// A row as scenarios write it: `"[ ] TITLE"` or `"[x] TITLE"`.
public struct RowValue: Equatable, Sendable, CustomStringConvertible {
  public var title: String
  public var isDone: Bool

  public init(title: String, isDone: Bool) {
    self.title = title
    self.isDone = isDone
  }

  /// Reads `"[ ] TITLE"` or `"[x] TITLE"`; nil for anything else.
  ///
  /// Read on Unicode scalars: a title that starts with a combining mark joins
  /// the space before it into one character, and must still read as a title.
  public init?(_ text: String) {
    let scalars = Array(text.unicodeScalars)
    guard scalars.count >= 4, scalars[0] == "[", scalars[2] == "]", scalars[3] == " " else { return nil }
    let isDone: Bool
    switch scalars[1] {
    case " ": isDone = false
    case "x": isDone = true
    default: return nil
    }
    var title = String.UnicodeScalarView()
    title.append(contentsOf: scalars[4...])
    self.init(title: String(title), isDone: isDone)
  }

  /// `[ ] TITLE` or `[x] TITLE`.
  public var text: String { ScreenRenderer.checkbox(isDone: isDone) + " " + title }
  public var description: String { Scenario.quoted(text) }
}
