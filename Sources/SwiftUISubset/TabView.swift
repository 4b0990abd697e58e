// TabView: tabs created on first selection, kept (with their state) while unselected.

/// Shows one tab at a time. A tab's view is created the first time it is selected and kept
/// alive afterwards, invisible, with its state; a tab removed from the content is destroyed.
public struct TabView<SelectionValue: Hashable, Content: View> {
  let selection: Binding<SelectionValue>?
  let content: Content

  public nonisolated init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
    self.selection = selection
    self.content = content()
  }
}

extension TabView where SelectionValue == Int {
  public nonisolated init(@ViewBuilder content: () -> Content) {
    self.init(selection: nil, content: content)
  }
}

/// What a TabView node keeps: its tabs as last rendered and which ones exist.
@MainActor final class TabViewState {
  var tabs: [Subview] = []
  /// Each tab's label text and identifier, read from its tab item once per render of the tab view,
  /// not at each reading of the tree.
  var labels: [(text: String?, identifier: String?)] = []
  var created: Set<ChildKey> = []
  var selectedKey: ChildKey?
}

extension TabView: View, PrimitiveView {
  public var body: Never { primitiveBody(Self.self) }

  /// Without a binding, the selection lives in the node, like a `@State`.
  @MainActor private func ownSelection(in node: Node) -> StateBox<AnyHashable?> {
    if let installation = node.storage["selection"] as? StateInstallation<AnyHashable?> { return installation.box }
    let tracker = node.host.tracker
    let box = StateBox<AnyHashable?>(nil) { tracker.warn($0) }
    node.storage["selection"] = StateInstallation(box)
    return box
  }

  /// The value selecting this tab: its tag, or its position when there is no binding.
  private func identity(of tab: Subview, at index: Int) -> AnyHashable? {
    tab.traits.tag ?? (selection == nil ? AnyHashable(index) : nil)
  }

  func children(in node: Node) -> [ChildSpec] {
    let state = node.state(TabViewState.init)
    let tabs = Subviews.of(content)
    state.tabs = tabs
    state.labels = tabs.map { tab in
      (
        tab.traits.tabLabel.map(Subviews.texts).map { $0.joined(separator: " ") },
        tab.traits.tabLabel.flatMap(Subviews.identifier)
      )
    }
    let selected: AnyHashable? =
      if let selection { AnyHashable(selection.wrappedValue) } else { ownSelection(in: node).value }
    let index =
      selected.flatMap { value in tabs.indices.first { identity(of: tabs[$0], at: $0) == value } }
      ?? (selection == nil && !tabs.isEmpty ? 0 : nil)
    state.selectedKey = index.map { tabs[$0].key }
    let keys = Set(tabs.map(\.key))
    state.created = state.created.intersection(keys)
    if let key = state.selectedKey { state.created.insert(key) }
    return tabs.filter { state.created.contains($0.key) }.map { ChildSpec(.path($0.slots), $0.view, node.environment) }
  }

  func isChildVisible(_ child: Node, in node: Node) -> Bool {
    child.key == node.state(TabViewState.init).selectedKey
  }

  func elements(in node: Node) -> [Element] {
    let state = node.state(TabViewState.init)
    let own = selection == nil ? ownSelection(in: node) : nil
    let tabs = state.tabs.enumerated().map { index, tab in
      var element = Element(.tab, label: state.labels[index].text)
      element.identifier = state.labels[index].identifier
      element.badge = tab.traits.badge
      element.tag = tab.traits.tag
      element.isDisabled = !node.environment.isEnabled
      if tab.key == state.selectedKey {
        element.isSelected = true
        element.children = node.child(tab.key)?.elements() ?? []
      } else if let created = node.child(tab.key) {
        // Alive with its state (R33), off screen (R34): it can be read, not acted on.
        element.children = created.elements().map { $0.offScreen() }
      }
      let value = identity(of: tab, at: index)
      let selection = selection
      element.control = .tap {
        guard let value else { return }
        if let selection, let typed = value.base as? SelectionValue {
          selection.wrappedValue = typed
        } else {
          own?.value = value
        }
      }
      return element
    }
    return [Element(.tabView, children: tabs)]
  }

  var staticChildren: [any View] { [content] }
}
