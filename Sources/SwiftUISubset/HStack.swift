// HStack: children side by side; nothing is laid out, the structure is kept.

import Foundation

/// Arranges its children horizontally.
public struct HStack<Content: View> {
  let content: Content

  public nonisolated init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
  ) {
    self.content = content()
  }
}

extension HStack: View, PrimitiveView {
  public var body: Never { primitiveBody(Self.self) }

  func children(in node: Node) -> [ChildSpec] { [ChildSpec(.content, content, node.environment)] }

  func elements(in node: Node) -> [Element] { [Element(.hstack, children: node.childElements())] }

  var staticChildren: [any View] { [content] }
}
