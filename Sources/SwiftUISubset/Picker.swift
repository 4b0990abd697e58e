// Picker: chooses one of its options by their tags.

/// Chooses a value among options tagged with `.tag(_:)`; a `ForEach` tags its rows with
/// their ids. An option whose tag is not of the selection's type cannot be picked.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View> {
  let selection: Binding<SelectionValue>
  let content: Content
  let label: Label

  public nonisolated init(
    selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
  ) {
    self.selection = selection
    self.content = content()
    self.label = label()
  }
}

extension Picker where Label == Text {
  public nonisolated init<S: StringProtocol>(
    _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content, label: { Text(title) })
  }
}

extension Picker: View, PrimitiveView {
  public var body: Never { primitiveBody(Self.self) }

  func children(in node: Node) -> [ChildSpec] {
    [ChildSpec(.index(0), label, node.environment), ChildSpec(.index(1), content, node.environment)]
  }

  func elements(in node: Node) -> [Element] {
    let parts = node.children.map { $0.elements() }
    let options = parts.count > 1 ? parts[1] : []
    let selection = selection
    var element = Element(.picker, label: parts.first?.joinedText) {
      let selected = AnyHashable(selection.wrappedValue)
      return options.first { $0.tag == selected }.flatMap { [$0].joinedText }
    }
    element.children = options
    element.isDisabled = !node.environment.isEnabled
    element.control = .pick { tag in
      guard options.contains(where: { $0.tag == tag }), let value = tag.base as? SelectionValue else { return false }
      selection.wrappedValue = value
      return true
    }
    return [element]
  }

  var staticChildren: [any View] { [label] }
}
