// Button: a control whose action runs synchronously on the main actor when tapped.

/// Runs its action when tapped. The action is synchronous; async work it starts with
/// `Task { }` is still the tap's work, which the host tracks (see ViewHost.settle).
public struct Button<Label: View> {
  let action: @MainActor () -> Void
  let label: Label

  public nonisolated init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
    self.action = action
    self.label = label()
  }
}

extension Button where Label == Text {
  public nonisolated init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
    self.init(action: action, label: { Text(title) })
  }
}

extension Button: View, PrimitiveView {
  public var body: Never { primitiveBody(Self.self) }

  func children(in node: Node) -> [ChildSpec] { [ChildSpec(.content, label, node.environment)] }

  func elements(in node: Node) -> [Element] {
    var element = Element(.button, label: node.childElements().joinedText)
    element.isDisabled = !node.environment.isEnabled
    element.control = .tap { [weak node] in
      // The button's action as of now: a re-rendered button carries a new closure.
      (node?.primitive as? Self)?.action()
    }
    return [element]
  }

  var staticChildren: [any View] { [label] }
}
