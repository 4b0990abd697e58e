// A view in the rendered tree: it keeps the view's identity, state and children for as long
// as the view is part of the tree.

import Observation

/// One view inserted in the tree. SwiftUI keeps state per identity; this node is that
/// identity: it is created when its view is inserted and dropped when it is removed, and its
/// storage (`@State`, `@SceneStorage` installations, a modifier's task) goes with it.
@MainActor final class Node {
  unowned let host: ViewHost
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

  init(host: ViewHost, parent: Node?, spec: ChildSpec) {
    self.host = host
    self.id = host.nextNodeID()
    self.key = spec.key
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

  /// Takes a new value for this view from its re-rendered parent. A composite view whose
  /// inputs are provably unchanged keeps its body (rule: inputs compared conservatively).
  func update(view newView: any View, environment newEnvironment: EnvironmentValues) {
    let sameEnvironment = environment.isSame(as: newEnvironment)
    let sameInputs = primitive == nil && sameEnvironment && InputComparison.provablyEqual(view, newView)
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

  /// The elements of this view as shown now.
  func elements() -> [Element] {
    if let primitive { return primitive.elements(in: self) }
    return childElements()
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
