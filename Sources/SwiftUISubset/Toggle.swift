// Toggle: edits a boolean binding.

/// Edits a boolean.
public struct Toggle<Label: View> {
  let isOn: Binding<Bool>
  let label: Label

  public nonisolated init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.isOn = isOn
    self.label = label()
  }
}

extension Toggle where Label == Text {
  public nonisolated init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
    self.init(isOn: isOn, label: { Text(title) })
  }
}

extension Toggle: View, PrimitiveView {
  public var body: Never { primitiveBody(Self.self) }

  func children(in node: Node) -> [ChildSpec] { [ChildSpec(.content, label, node.environment)] }

  func elements(in node: Node) -> [Element] {
    let isOn = isOn
    var element = Element(.toggle, label: node.childElements().joinedText) { isOn.wrappedValue ? "on" : "off" }
    element.isDisabled = !node.environment.isEnabled
    element.control = .toggle(isOn)
    return [element]
  }

  var staticChildren: [any View] { [label] }
}
