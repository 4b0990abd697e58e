// Spacer: flexible space; an element so a reader sees the layout intent.

import Foundation

/// Flexible space.
public struct Spacer: Sendable {
  public init(minLength: CGFloat? = nil) {}
}

extension Spacer: View, PrimitiveView {
  public var body: Never { primitiveBody(Self.self) }

  func children(in node: Node) -> [ChildSpec] { [] }

  func elements(in node: Node) -> [Element] { [Element(.spacer)] }
}
