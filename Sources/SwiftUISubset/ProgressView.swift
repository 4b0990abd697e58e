// ProgressView: a spinner with an optional title.

/// A spinner, with an optional title.
public struct ProgressView<Label: View, CurrentValueLabel: View> {
  let title: String?
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
  public nonisolated init() {
    title = nil
  }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
  public nonisolated init<S: StringProtocol>(_ title: S) {
    self.title = String(title)
  }
}

extension ProgressView: View, PrimitiveView {
  public var body: Never { primitiveBody(Self.self) }

  func children(in node: Node) -> [ChildSpec] { [] }

  func elements(in node: Node) -> [Element] { [Element(.progress, label: title)] }
}
