// Text: a string on screen.

/// Shows a string.
public struct Text: Equatable, Sendable {
  let content: String

  public init(verbatim content: String) {
    self.content = content
  }

  public init<S: StringProtocol>(_ content: S) {
    self.content = String(content)
  }

  /// Concatenates two texts into one.
  public static func + (lhs: Text, rhs: Text) -> Text {
    Text(verbatim: lhs.content + rhs.content)
  }

  // Styling draws nothing here; Apple's versions return `Text`, so these do too.
  public func bold() -> Text { self }
  public func italic() -> Text { self }
  public func font(_ font: Font?) -> Text { self }
  public func foregroundColor(_ color: Color?) -> Text { self }
}

extension Text: View, PrimitiveView {
  public var body: Never { primitiveBody(Self.self) }

  func children(in node: Node) -> [ChildSpec] { [] }

  func elements(in node: Node) -> [Element] { [Element(.text, label: content)] }
}
