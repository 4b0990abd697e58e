// Modifiers that annotate elements or change identity, and styles that draw nothing.

import Foundation

/// `.accessibilityIdentifier`: names the content's elements for tests.
struct AccessibilityIdentifierModifier: PrimitiveModifier {
  let identifier: String

  func transform(_ elements: [Element], in node: Node) -> [Element] {
    each(elements) { $0.identifier = identifier }
  }
}

/// `.id(_:)`: an explicit identity; a new value is a new view with fresh state.
struct IDModifier: PrimitiveModifier {
  let id: AnyHashable
  var slot: Slot { .id(id) }
}

/// `.navigationTitle`: the title a navigation stack shows while this view is on top.
struct NavigationTitleModifier: PrimitiveModifier {
  let title: String

  func transform(_ elements: [Element], in node: Node) -> [Element] {
    each(elements) { $0.navigationTitle = title }
  }
}

/// Fonts, colours, padding: accepted and ignored, since nothing is drawn.
struct StyleModifier: PrimitiveModifier {}

extension View {
  nonisolated public func accessibilityIdentifier(_ identifier: String) -> some View {
    modifier(AccessibilityIdentifierModifier(identifier: identifier))
  }

  nonisolated public func id<ID: Hashable>(_ id: ID) -> some View {
    modifier(IDModifier(id: AnyHashable(id)))
  }

  nonisolated public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
    modifier(NavigationTitleModifier(title: String(title)))
  }

  nonisolated public func navigationTitle(_ title: Text) -> some View {
    modifier(NavigationTitleModifier(title: title.content))
  }

  nonisolated public func font(_ font: Font?) -> some View { modifier(StyleModifier()) }

  nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { modifier(StyleModifier()) }

  nonisolated public func foregroundColor(_ color: Color?) -> some View { modifier(StyleModifier()) }

  nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    modifier(StyleModifier())
  }

  nonisolated public func padding(_ length: CGFloat) -> some View { modifier(StyleModifier()) }

  nonisolated public func bold(_ isActive: Bool = true) -> some View { modifier(StyleModifier()) }

  nonisolated public func italic(_ isActive: Bool = true) -> some View { modifier(StyleModifier()) }
}
