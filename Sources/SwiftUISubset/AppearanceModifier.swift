// .onAppear and .onDisappear: actions run when the view comes on and goes off screen.

/// `.onAppear` and `.onDisappear`.
struct AppearanceModifier: PrimitiveModifier {
  let onAppear: (@MainActor () -> Void)?
  let onDisappear: (@MainActor () -> Void)?

  var hasLifecycle: Bool { true }
  func appear(in node: Node) { onAppear?() }
  func disappear(in node: Node) { onDisappear?() }
}

extension View {
  /// Runs `action` each time the view comes on screen.
  nonisolated public func onAppear(perform action: (@MainActor () -> Void)? = nil) -> some View {
    modifier(AppearanceModifier(onAppear: action, onDisappear: nil))
  }

  /// Runs `action` each time the view leaves the screen.
  nonisolated public func onDisappear(perform action: (@MainActor () -> Void)? = nil) -> some View {
    modifier(AppearanceModifier(onAppear: nil, onDisappear: action))
  }
}
