// Group: views together without an element of their own.

/// Groups views without adding an element: modifiers on it apply to each of them.
public struct Group<Content> {
  let content: Content
}

extension Group: View, PrimitiveView where Content: View {
  public nonisolated init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public var body: Never { primitiveBody(Self.self) }

  func children(in node: Node) -> [ChildSpec] { [ChildSpec(.content, content, node.environment)] }

  var staticChildren: [any View] { [content] }
}
