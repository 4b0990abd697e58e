// Font: accepted by the style modifiers; nothing is drawn.

/// A font; a few of Apple's named styles.
public struct Font: Hashable, Sendable {
  let name: String
  public static let largeTitle = Font(name: "largeTitle")
  public static let title = Font(name: "title")
  public static let title2 = Font(name: "title2")
  public static let headline = Font(name: "headline")
  public static let subheadline = Font(name: "subheadline")
  public static let body = Font(name: "body")
  public static let caption = Font(name: "caption")
  public static let footnote = Font(name: "footnote")

  public func bold() -> Font { Font(name: name + ".bold") }
  public func italic() -> Font { Font(name: name + ".italic") }
}
