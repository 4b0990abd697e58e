// Label: a title with an icon; its text is the title.

/// A title with an icon; its label is the title.
public struct Label<Title: View, Icon: View> {
  let title: Title
  let icon: Icon

  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }
}

extension Label where Title == Text, Icon == Image {
  public init<S: StringProtocol>(_ title: S, systemImage name: String) {
    self.init(title: { Text(title) }, icon: { Image(systemName: name) })
  }
}

extension Label: View, PrimitiveView {
  public var body: Never { primitiveBody(Self.self) }

  func children(in node: Node) -> [ChildSpec] { [ChildSpec(.content, title, node.environment)] }

  func elements(in node: Node) -> [Element] { [Element(.label, label: node.childElements().joinedText)] }

  var staticChildren: [any View] { [title] }
}
