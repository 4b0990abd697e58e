// TextField: edits a string binding.

/// Edits a string; the binding changes with every keystroke.
public struct TextField<Label: View> {
  let title: String
  let text: Binding<String>
}

extension TextField where Label == Text {
  public nonisolated init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.title = String(title)
    self.text = text
    // Read where the field is made (R60): the body that makes it depends on its text.
    _ = text.wrappedValue
  }
}

extension TextField: View, PrimitiveView {
  public var body: Never { primitiveBody(Self.self) }

  func children(in node: Node) -> [ChildSpec] { [] }

  func elements(in node: Node) -> [Element] {
    let text = text
    var element = Element(.textField, label: title) { text.wrappedValue }
    element.isDisabled = !node.environment.isEnabled
    element.control = .text(text, submit: node.environment.submitProviders)
    return [element]
  }
}
