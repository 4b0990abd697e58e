// .onOpenURL: URLs the scene opens, delivered to the views on screen.

import Foundation

/// `.onOpenURL`: receives URLs the scene opens, while its view is on screen.
struct OpenURLModifier: PrimitiveModifier {
  let action: (URL) -> Void
}

@MainActor protocol OpenURLCarrier {
  func open(_ url: URL)
}

extension ModifiedView: OpenURLCarrier where Modifier == OpenURLModifier {
  func open(_ url: URL) { modifier.action(url) }
}

extension View {
  /// Runs `action` with each URL the scene opens while this view is on screen.
  nonisolated public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View {
    modifier(OpenURLModifier(action: action))
  }
}
