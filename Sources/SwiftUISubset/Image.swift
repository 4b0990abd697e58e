// Image: a symbol, kept by name; nothing is drawn.

/// A symbol; only its name is kept.
public struct Image: Equatable, Sendable {
  let name: String

  public init(systemName: String) {
    name = systemName
  }

  public init(_ name: String) {
    self.name = name
  }
}

extension Image: View, PrimitiveView {
  public var body: Never { primitiveBody(Self.self) }

  func children(in node: Node) -> [ChildSpec] { [] }

  func elements(in node: Node) -> [Element] { [Element(.image, label: name)] }
}
