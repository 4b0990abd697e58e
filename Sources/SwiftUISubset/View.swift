// The View protocol, declared as Xcode 16 and later SDKs declare it, so a conforming type
// written here compiles unchanged against Apple's SwiftUI.

/// A piece of user interface, described by its `body`.
@MainActor @preconcurrency public protocol View {
  associatedtype Body: View
  @ViewBuilder @MainActor var body: Body { get }
}

extension Never: View {
  public var body: Never { fatalError("Never has no body") }
}

/// The views this module renders itself: they have no `body` of their own, the host asks them
/// for their children and for the elements they show.
@MainActor protocol PrimitiveView {
  /// The children to reconcile, computed inside the node's observation tracking, so what it
  /// reads (a path binding, a tab selection) re-renders this node when it changes.
  func children(in node: Node) -> [ChildSpec]
  /// The elements this view shows, built when the tree is read, from current values.
  func elements(in node: Node) -> [Element]
  /// Whether a child is on screen when this view is (a tab that is not selected is not).
  func isChildVisible(_ child: Node, in node: Node) -> Bool
  /// Whether the node takes part in appear and disappear events.
  var hasLifecycle: Bool { get }
  func appear(in node: Node)
  func disappear(in node: Node)
  func unmount(in node: Node)
  /// The views inside, for reading a label without mounting it (a tab item).
  var staticChildren: [any View] { get }
}

extension PrimitiveView {
  func elements(in node: Node) -> [Element] { node.childElements() }
  func isChildVisible(_ child: Node, in node: Node) -> Bool { true }
  var hasLifecycle: Bool { false }
  func appear(in node: Node) {}
  func disappear(in node: Node) {}
  func unmount(in node: Node) {}
  var staticChildren: [any View] { [] }
}

/// Fails where SwiftUI's primitives do: their `body` is never evaluated.
func primitiveBody(_ type: Any.Type) -> Never {
  fatalError("\(type) is a primitive view and has no body")
}
