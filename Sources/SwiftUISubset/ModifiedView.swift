// The view a modifier returns: its content plus what the modifier does to it.

/// A modifier this module implements: it may change the content's environment or identity,
/// post-process its elements, or act when the content appears and disappears.
///
/// Its requirements, not the types that conform, are main-actor isolated, so a `nonisolated`
/// `View` method can create a modifier as Apple's do.
protocol PrimitiveModifier {
  /// The content's slot; `.id(_:)` makes it the id, so a new id is a new view.
  @MainActor var slot: Slot { get }
  /// Runs at each render of the modifier, inside its observation tracking.
  @MainActor func update(in node: Node)
  @MainActor func modify(_ environment: inout EnvironmentValues, in node: Node)
  @MainActor func transform(_ elements: [Element], in node: Node) -> [Element]
  @MainActor var hasLifecycle: Bool { get }
  @MainActor func appear(in node: Node)
  @MainActor func disappear(in node: Node)
  @MainActor func unmount(in node: Node)
}

@MainActor extension PrimitiveModifier {
  var slot: Slot { .content }
  func update(in node: Node) {}
  func modify(_ environment: inout EnvironmentValues, in node: Node) {}
  func transform(_ elements: [Element], in node: Node) -> [Element] { elements }
  var hasLifecycle: Bool { false }
  func appear(in node: Node) {}
  func disappear(in node: Node) {}
  func unmount(in node: Node) {}
}

/// A view with a modifier applied; what `View` modifiers return, behind `some View`.
struct ModifiedView<Content: View, Modifier: PrimitiveModifier> {
  let content: Content
  let modifier: Modifier
}

extension ModifiedView: View, PrimitiveView {
  var body: Never { primitiveBody(Self.self) }

  func children(in node: Node) -> [ChildSpec] {
    modifier.update(in: node)
    var environment = node.environment
    modifier.modify(&environment, in: node)
    return [ChildSpec(modifier.slot, content, environment)]
  }

  func elements(in node: Node) -> [Element] { modifier.transform(node.childElements(), in: node) }

  var hasLifecycle: Bool { modifier.hasLifecycle }
  func appear(in node: Node) { modifier.appear(in: node) }
  func disappear(in node: Node) { modifier.disappear(in: node) }
  func unmount(in node: Node) { modifier.unmount(in: node) }
  var staticChildren: [any View] { [content] }
}

extension View {
  nonisolated func modifier<M: PrimitiveModifier>(_ modifier: M) -> ModifiedView<Self, M> {
    ModifiedView(content: self, modifier: modifier)
  }
}

/// Applies a change to every top-level element of a modifier's content.
func each(_ elements: [Element], _ change: (inout Element) -> Void) -> [Element] {
  elements.map { element in
    var element = element
    change(&element)
    return element
  }
}
