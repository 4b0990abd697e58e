// The environment a view inherits from its ancestors.

/// The values a view inherits: observable objects, whether it is enabled, and the handlers
/// modifiers install for their subtree.
public struct EnvironmentValues {
  var objects: [ObjectIdentifier: AnyObject] = [:]
  /// The nodes of `.refreshable`, `.onSubmit` and the enclosing `NavigationStack`. Nodes,
  /// not closures: a gesture reads the modifier's latest action, and identity compares.
  /// Weak: every node under them keeps this environment, and a node kept by the nodes it holds
  /// would never go, nor they with it, once its host is gone.
  weak var refreshProvider: Node?
  weak var navigationStack: Node?
  /// The `.onSubmit` nodes around this view, outermost first.
  var submitProviders: [WeakNode] = []

  /// Whether controls here accept gestures; an outer `.disabled(true)` wins.
  public internal(set) var isEnabled = true

  /// The refresh action of the nearest `.refreshable`, if any.
  public internal(set) var refresh: RefreshAction?

  init() {}

  /// Whether a child sees the same environment: objects by identity, handlers by the node
  /// that provides them.
  func isSame(as other: EnvironmentValues) -> Bool {
    guard isEnabled == other.isEnabled, refreshProvider === other.refreshProvider,
      navigationStack === other.navigationStack, submitProviders.count == other.submitProviders.count,
      objects.count == other.objects.count
    else { return false }
    for (mine, theirs) in zip(submitProviders, other.submitProviders) where mine.node !== theirs.node { return false }
    for (key, object) in objects where other.objects[key] !== object { return false }
    return true
  }
}

/// The action of the nearest `.refreshable`; awaiting it runs the refresh.
public struct RefreshAction: Sendable {
  let action: @Sendable () async -> Void

  public func callAsFunction() async {
    await action()
  }
}

/// A node held weakly, in an array.
struct WeakNode {
  weak var node: Node?
}
