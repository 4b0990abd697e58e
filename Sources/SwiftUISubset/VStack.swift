// VStack: children one above the other; nothing is laid out, the structure is kept.

import Foundation

/// Arranges its children vertically.
public struct VStack<Content: View> {
  let content: Content

  public nonisolated init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
  ) {
    self.content = content()
  }
}

extension VStack: View, PrimitiveView {
  public var body: Never { primitiveBody(Self.self) }

  func children(in node: Node) -> [ChildSpec] { [ChildSpec(.content, content, node.environment)] }

  func elements(in node: Node) -> [Element] { [Element(.vstack, children: node.childElements())] }

  var staticChildren: [any View] { [content] }
}
