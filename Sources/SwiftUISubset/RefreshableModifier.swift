// .refreshable: a refresh action for the subtree and pull-to-refresh on its elements.

/// `.refreshable`: the refresh action for the subtree, and a pull-to-refresh on its elements.
struct RefreshableModifier: PrimitiveModifier {
  let action: @Sendable () async -> Void

  func modify(_ environment: inout EnvironmentValues, in node: Node) {
    environment.refreshProvider = node
    environment.refresh = RefreshAction { @MainActor [weak node] in
      await (node?.primitive as? any RefreshCarrier)?.refresh()
    }
  }

  func transform(_ elements: [Element], in node: Node) -> [Element] {
    let action = RefreshAction(action: action)
    return each(elements) { $0.refresh = action }
  }
}

@MainActor protocol RefreshCarrier {
  func refresh() async
}

extension ModifiedView: RefreshCarrier where Modifier == RefreshableModifier {
  func refresh() async { await modifier.action() }
}

extension View {
  /// Lets the user refresh the content; the host's `refresh` awaits `action`.
  nonisolated public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
    modifier(RefreshableModifier(action: action))
  }
}
