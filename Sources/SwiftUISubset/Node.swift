// A view in the rendered tree: it keeps the view's identity, state and children for as long
// as the view is part of the tree.

import Observation

/// One view inserted in the tree. SwiftUI keeps state per identity; this node is that
/// identity: it is created when its view is inserted and dropped when it is removed, and its
/// storage (`@State`, `@SceneStorage` installations, a modifier's task) goes with it.
@MainActor final class Node {
  unowned let host: ViewHost
  /// The node this one is a child of; nil for the root, and once this node is removed. Not
  /// `weak`: a weak reference gives every node a side table, which makes each retain and release
  /// of a node several times slower. A mounted node's parent is alive, since it holds the node.
  private(set) unowned(unsafe) var parent: Node?
  let id: Int
  let key: ChildKey
  /// Distance from the root: dirty nodes render parents first.
  let depth: Int
  private(set) var view: any View
  private(set) var environment: EnvironmentValues
  /// The view when it is one of this module's primitives, cast once per update.
  private(set) var primitive: (any PrimitiveView)?
  private(set) var children: [Node] = []
  private var childIndex: [ChildKey: Node] = [:]
  /// Dynamic property storage, by the property's name in the view.
  var storage: [String: AnyObject] = [:]
  /// What a primitive keeps between updates (a task handle, the tabs created so far).
  var primitiveState: AnyObject?
  private(set) var isMounted = true
  private(set) var isVisible = false
  var isDirty = false
  /// Counts evaluations; an observation change reported for an older evaluation is stale.
  private(set) var generation = 0
  /// Set when a required environment object is missing: the body is not evaluated.
  var installFailed = false
  /// The elements as last built; nil once this node or one under it has rendered since.
  private var cachedElements: [Element]?

  init(host: ViewHost, parent: Node?, spec: ChildSpec) {
    self.host = host
    self.id = host.nextNodeID()
    self.key = spec.key
    self.parent = parent
    self.depth = (parent?.depth ?? -1) + 1
    self.view = spec.view
    self.environment = spec.environment
    self.primitive = spec.view as? any PrimitiveView
    host.register(self)
  }

  // MARK: - Rendering

  /// Evaluates the view (its body, or a primitive's children) under observation tracking,
  /// then reconciles the children outside it, so a child's reads belong to the child only.
  func render() {
    invalidateElements()
    isDirty = false
    generation += 1
    let generation = generation
    let tracker = host.tracker
    let id = id
    let specs = withObservationTracking {
      evaluate()
    } onChange: {
      tracker.invalidate(node: id, generation: generation)
    }
    reconcile(specs)
    applyChildVisibility()
  }

  private func evaluate() -> [ChildSpec] {
    if let primitive { return primitive.children(in: self) }
    installFailed = false
    PropertyInstaller.install(view, in: self)
    if installFailed { return [] }
    host.countBody(of: view, node: id)
    let body = evaluateBody(view)
    return [ChildSpec(.content, body, environment)]
  }

  /// Takes a new value for this view from its re-rendered parent. A view whose inputs are
  /// provably unchanged keeps its body (R22). So does a primitive, whose children are a
  /// function of its value, its environment and what it read, and a change to what it read
  /// invalidates it on its own.
  func update(view newView: any View, environment newEnvironment: EnvironmentValues) {
    let sameInputs = environment.isSame(as: newEnvironment) && InputComparison.provablyEqual(view, newView)
    view = newView
    environment = newEnvironment
    primitive = newView as? any PrimitiveView
    if sameInputs && !isDirty { return }
    render()
  }

  private func reconcile(_ specs: [ChildSpec]) {
    // Most nodes have one child that keeps its identity (a body, a modifier's content).
    if specs.count == 1, children.count == 1, children[0].key == specs[0].key {
      children[0].update(view: specs[0].view, environment: specs[0].environment)
      return
    }
    // The same children in the same order (a list whose rows changed, not which rows): each
    // takes its new value in place.
    if specs.count == children.count, zip(children, specs).allSatisfy({ $0.key == $1.key }) {
      for (child, spec) in zip(children, specs) { child.update(view: spec.view, environment: spec.environment) }
      return
    }
    var incoming = Set<ChildKey>(minimumCapacity: specs.count)
    var unique: [ChildSpec] = []
    unique.reserveCapacity(specs.count)
    for spec in specs {
      guard incoming.insert(spec.key).inserted else {
        host.warn(
          "Duplicate identity \(spec.key.slot) among the children of \(typeName(view)); the later one is dropped.")
        continue
      }
      unique.append(spec)
    }
    // Removal comes first, so an `.id` change is a removal followed by an insertion.
    var kept: [ChildKey: Node] = [:]
    for child in children {
      if incoming.contains(child.key) {
        kept[child.key] = child
      } else {
        child.unmount()
      }
    }
    var updated: [Node] = []
    updated.reserveCapacity(unique.count)
    for spec in unique {
      if let existing = kept[spec.key] {
        existing.update(view: spec.view, environment: spec.environment)
        updated.append(existing)
      } else {
        let child = Node(host: host, parent: self, spec: spec)
        updated.append(child)
        child.render()
      }
    }
    children = updated
    childIndex = updated.count > 1 ? Dictionary(uniqueKeysWithValues: updated.map { ($0.key, $0) }) : [:]
  }

  /// Removes this view and everything under it: disappear events, then its state is gone.
  func unmount() {
    setVisible(false)
    for child in children { child.unmount() }
    primitive?.unmount(in: self)
    for case let installation as any Installation in storage.values { installation.invalidate() }
    storage.removeAll()
    isMounted = false
    parent = nil
    host.unregister(self)
  }

  // MARK: - Visibility

  /// Hides what its parent no longer shows, then shows what it now shows, so a push or a
  /// tab switch runs the old view's disappear before the new view's appear.
  func applyChildVisibility() {
    guard isVisible else { return }
    for child in children where child.isVisible && !shows(child) { child.setVisible(false) }
    for child in children where !child.isVisible && shows(child) { child.setVisible(true) }
  }

  private func shows(_ child: Node) -> Bool {
    primitive?.isChildVisible(child, in: self) ?? true
  }

  /// Appear runs parent first; disappear runs children first, the mirror order.
  func setVisible(_ visible: Bool) {
    guard visible != isVisible else { return }
    if visible {
      isVisible = true
      if primitive?.hasLifecycle == true { host.enqueue(.appear(self)) }
      for child in children where shows(child) { child.setVisible(true) }
    } else {
      for child in children where child.isVisible { child.setVisible(false) }
      isVisible = false
      if primitive?.hasLifecycle == true { host.enqueue(.disappear(self)) }
    }
  }

  // MARK: - Reading

  /// The elements of this view as shown now: built once, and kept until this node or one under
  /// it renders. Only a render changes what a node shows (its view, its children, which of them
  /// are on screen); a control's value is read live (see `Element.value`).
  func elements() -> [Element] {
    if let cachedElements { return cachedElements }
    let built = primitive.map { $0.elements(in: self) } ?? childElements()
    cachedElements = built
    return built
  }

  /// Drops the elements of this node and of every node above it that holds them. A node whose
  /// elements are not built has no ancestor holding them (building one builds its children's
  /// first), so the walk stops there.
  private func invalidateElements() {
    var node: Node? = self
    while let current = node, current.cachedElements != nil {
      current.cachedElements = nil
      node = current.parent
    }
  }

  /// The elements of the children on screen.
  func childElements() -> [Element] {
    var result: [Element] = []
    for child in children where shows(child) { result.append(contentsOf: child.elements()) }
    return result
  }

  /// The child with this key, if it is in the tree.
  func child(_ key: ChildKey) -> Node? {
    children.count > 1 ? childIndex[key] : children.first { $0.key == key }
  }

  /// The node's primitive state, created on first use.
  func state<S: AnyObject>(_ make: () -> S) -> S {
    if let existing = primitiveState as? S { return existing }
    let created = make()
    primitiveState = created
    return created
  }

  /// Pre-order walk of the nodes on screen.
  func forEachVisible(_ body: (Node) -> Void) {
    guard isVisible else { return }
    body(self)
    for child in children { child.forEachVisible(body) }
  }
}

@MainActor private func evaluateBody<V: View>(_ view: V) -> any View {
  view.body
}

/// A type's name without its module, for messages and counts.
func typeName(_ value: Any) -> String {
  String(describing: type(of: value))
}
