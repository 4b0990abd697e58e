// NavigationStack: a root and a path of pushed values, each shown by a destination.

/// A list of pushed values of any hashable type.
public struct NavigationPath: Equatable {
  var elements: [AnyHashable]

  public init() {
    elements = []
  }

  public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
    self.elements = []
    for element in elements { self.elements.append(AnyHashable(element)) }
  }

  public var count: Int { elements.count }
  public var isEmpty: Bool { elements.isEmpty }

  public mutating func append<V: Hashable>(_ value: V) {
    elements.append(AnyHashable(value))
  }

  public mutating func removeLast(_ k: Int = 1) {
    elements.removeLast(k)
  }
}

/// How a stack reads and changes its path, whatever the path's type.
struct PathAccess {
  let read: () -> [AnyHashable]
  let append: (AnyHashable) -> Bool
  let removeLast: () -> Void
}

/// Shows a root view and, over it, a view per value in its path; only the top one is on
/// screen. Covered views stay alive; a popped view is destroyed. An entry's identity is its
/// index and its value.
public struct NavigationStack<Data, Root: View> {
  let path: PathAccess?
  let root: Root
}

extension NavigationStack where Data == NavigationPath {
  public nonisolated init(@ViewBuilder root: () -> Root) {
    path = nil
    self.root = root()
  }

  public nonisolated init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
    self.path = PathAccess(
      read: { path.wrappedValue.elements },
      append: { value in
        path.wrappedValue.elements.append(value)
        return true
      },
      removeLast: { path.wrappedValue.elements.removeLast() })
    self.root = root()
  }
}

extension NavigationStack {
  public nonisolated init(path: Binding<Data>, @ViewBuilder root: () -> Root)
  where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable
  {
    self.path = PathAccess(
      read: {
        var values: [AnyHashable] = []
        for element in path.wrappedValue { values.append(AnyHashable(element)) }
        return values
      },
      append: { value in
        // A value of another type than the path's elements cannot be pushed on this path.
        guard let element = value.base as? Data.Element else { return false }
        path.wrappedValue.append(element)
        return true
      },
      removeLast: { path.wrappedValue.removeLast() })
    self.root = root()
  }
}

/// What a stack node keeps: the destinations declared in it and which entry is on top.
@MainActor final class NavigationState {
  var destinations: [ObjectIdentifier: (owner: Int, make: (AnyHashable) -> (any View)?)] = [:]
  var top: ChildKey?
}

/// A stack as found on a node, for links and the host.
@MainActor protocol NavigationStackNode {
  func push(_ value: AnyHashable, in node: Node) -> Bool
  func pop(in node: Node) -> Bool
}

extension NavigationStack: View, PrimitiveView, NavigationStackNode {
  public var body: Never { primitiveBody(Self.self) }

  @MainActor private func ownPath(in node: Node) -> StateBox<[AnyHashable]> {
    if let installation = node.storage["path"] as? StateInstallation<[AnyHashable]> { return installation.box }
    let tracker = node.host.tracker
    let box = StateBox<[AnyHashable]>([]) { tracker.warn($0) }
    node.storage["path"] = StateInstallation(box)
    return box
  }

  @MainActor private func values(in node: Node) -> [AnyHashable] {
    path?.read() ?? ownPath(in: node).value
  }

  func children(in node: Node) -> [ChildSpec] {
    let state = node.state(NavigationState.init)
    var environment = node.environment
    environment.navigationStack = node
    var specs = [ChildSpec(.content, root, environment)]
    for (index, value) in values(in: node).enumerated() {
      specs.append(ChildSpec(.path([AnyHashable(index), value]), DestinationView(value: value), environment))
    }
    state.top = specs.last?.key
    return specs
  }

  func isChildVisible(_ child: Node, in node: Node) -> Bool {
    child.key == node.state(NavigationState.init).top
  }

  /// The view on top, and under it the covered ones, alive and off screen (R37), in stack order.
  func elements(in node: Node) -> [Element] {
    let top = node.state(NavigationState.init).top
    var content: [Element] = []
    var title: String?
    for child in node.children {
      let elements = child.elements()
      if child.key == top {
        content.append(contentsOf: elements)
        // The first title, found without listing the rows under it.
        title =
          elements.lazy.compactMap { element in
            element.first(onScreenOnly: false) { $0.navigationTitle != nil }?.navigationTitle
          }.first
      } else {
        content.append(contentsOf: elements.map { $0.offScreen() })
      }
    }
    var element = Element(.navigationStack, children: content)
    element.label = title
    return [element]
  }

  func push(_ value: AnyHashable, in node: Node) -> Bool {
    let state = node.state(NavigationState.init)
    guard state.destinations[ObjectIdentifier(type(of: value.base))] != nil else {
      node.host.tracker.warn(
        "A NavigationLink is presenting a value of type '\(type(of: value.base))' but there is no matching "
          + "navigationDestination declaration visible from the location of the link. The link cannot be activated.")
      return false
    }
    if let path {
      guard path.append(value) else {
        node.host.tracker.warn("A value of type '\(type(of: value.base))' cannot be appended to this stack's path.")
        return false
      }
      return true
    }
    ownPath(in: node).value.append(value)
    return true
  }

  func pop(in node: Node) -> Bool {
    guard !values(in: node).isEmpty else { return false }
    if let path {
      path.removeLast()
    } else {
      ownPath(in: node).value.removeLast()
    }
    return true
  }

  var staticChildren: [any View] { [root] }
}

/// The view of one path entry: what the stack's destination for the value's type makes.
struct DestinationView: View, PrimitiveView {
  let value: AnyHashable

  var body: Never { primitiveBody(Self.self) }

  func children(in node: Node) -> [ChildSpec] {
    guard let stack = node.environment.navigationStack,
      let destination = stack.state(NavigationState.init).destinations[ObjectIdentifier(type(of: value.base))],
      let view = destination.make(value)
    else {
      node.host.tracker.warn("No navigationDestination for a value of type '\(type(of: value.base))' on the path.")
      return []
    }
    return [ChildSpec(.content, view, node.environment)]
  }
}

/// `.navigationDestination(for:destination:)`: how the enclosing stack shows values of a type.
struct NavigationDestinationModifier: PrimitiveModifier {
  let type: ObjectIdentifier
  let make: (AnyHashable) -> (any View)?

  func update(in node: Node) {
    node.environment.navigationStack?.state(NavigationState.init).destinations[type] = (node.id, make)
  }

  func unmount(in node: Node) {
    guard let state = node.environment.navigationStack?.state(NavigationState.init),
      state.destinations[type]?.owner == node.id
    else { return }
    state.destinations[type] = nil
  }
}

extension View {
  nonisolated public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    modifier(
      NavigationDestinationModifier(
        type: ObjectIdentifier(D.self), make: { value in (value.base as? D).map(destination) }))
  }
}

/// Pushes its value on the enclosing stack when tapped; inert with a `nil` value or when no
/// destination handles the value's type.
public struct NavigationLink<Label: View, Destination: View> {
  let value: AnyHashable?
  let label: Label
}

extension NavigationLink where Destination == Never {
  public nonisolated init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
    if let value { self.value = AnyHashable(value) } else { self.value = nil }
    self.label = label()
  }

  public nonisolated init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) where Label == Text {
    self.init(value: value, label: { Text(title) })
  }
}

extension NavigationLink: View, PrimitiveView {
  public var body: Never { primitiveBody(Self.self) }

  func children(in node: Node) -> [ChildSpec] { [ChildSpec(.content, label, node.environment)] }

  func elements(in node: Node) -> [Element] {
    var element = Element(.link, label: node.childElements().joinedText)
    element.isDisabled = !node.environment.isEnabled || value == nil
    element.control = .tap { [weak node] in
      guard let node, let link = node.primitive as? Self, let value = link.value,
        let stack = node.environment.navigationStack, let navigation = stack.primitive as? any NavigationStackNode
      else { return }
      _ = navigation.push(value, in: stack)
    }
    return [element]
  }

  var staticChildren: [any View] { [label] }
}
