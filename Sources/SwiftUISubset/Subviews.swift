// A container's subviews with their traits, found without mounting them (TabView needs its
// tabs' labels and tags before it creates any tab).

/// What `.tag`, `.tabItem` and `.badge` say about a subview to its container.
struct Traits {
  var tag: AnyHashable?
  var tabLabel: (any View)?
  var badge: String?
}

/// A view that only groups others (a builder block, a branch, a `ForEach`).
@MainActor protocol TransparentView {
  /// Each part's slot, view, and the tag it gets implicitly (a `ForEach` id).
  var parts: [(slot: AnyHashable, view: any View, implicitTag: AnyHashable?)] { get }
}

/// A modifier that gives its content a trait.
protocol TraitModifier: PrimitiveModifier {
  @MainActor func apply(to traits: inout Traits)
}

@MainActor protocol TraitCarrying {
  var traitContent: any View { get }
  func apply(to traits: inout Traits)
}

extension ModifiedView: TraitCarrying where Modifier: TraitModifier {
  var traitContent: any View { content }
  func apply(to traits: inout Traits) { modifier.apply(to: &traits) }
}

/// One subview: its position, the view without its trait modifiers, its traits.
struct Subview {
  var slots: [AnyHashable]
  var view: any View
  var traits = Traits()

  var key: ChildKey { ChildKey(.path(slots), view) }
}

@MainActor enum Subviews {
  static func of(_ view: any View, path: [AnyHashable] = []) -> [Subview] {
    if let transparent = view as? any TransparentView {
      return transparent.parts.flatMap { part in
        of(part.view, path: path + [part.slot]).map { subview in
          var subview = subview
          if subview.traits.tag == nil { subview.traits.tag = part.implicitTag }
          return subview
        }
      }
    }
    if let carrier = view as? any TraitCarrying {
      return of(carrier.traitContent, path: path).map { subview in
        var subview = subview
        carrier.apply(to: &subview.traits)
        return subview
      }
    }
    return [Subview(slots: path, view: view)]
  }

  /// The texts a label view shows, read without mounting it.
  static func texts(of view: any View) -> [String] {
    if let text = view as? Text { return [text.content] }
    if view is Image { return [] }
    if let primitive = view as? any PrimitiveView { return primitive.staticChildren.flatMap(texts) }
    return texts(of: staticBody(view))
  }
}

extension Subviews {
  /// The accessibility identifier a label view carries, read without mounting it: a tab item's
  /// `Label(…).accessibilityIdentifier(…)` names its tab, as it names the tab bar's button in a UI test.
  static func identifier(of view: any View) -> String? {
    if let carrier = view as? any IdentifierCarrying { return carrier.identifier }
    if view is Text || view is Image { return nil }
    if let primitive = view as? any PrimitiveView { return primitive.staticChildren.lazy.compactMap(identifier).first }
    return identifier(of: staticBody(view))
  }
}

@MainActor protocol IdentifierCarrying {
  var identifier: String { get }
}

extension ModifiedView: IdentifierCarrying where Modifier == AccessibilityIdentifierModifier {
  var identifier: String { modifier.identifier }
}

@MainActor private func staticBody<V: View>(_ view: V) -> any View { view.body }

extension TupleView: TransparentView {
  var parts: [(slot: AnyHashable, view: any View, implicitTag: AnyHashable?)] {
    views.enumerated().map { (AnyHashable($0.offset), $0.element, nil) }
  }
}

extension _ConditionalContent: TransparentView {
  var parts: [(slot: AnyHashable, view: any View, implicitTag: AnyHashable?)] {
    switch storage {
    case .trueContent(let view): [(AnyHashable(true), view, nil)]
    case .falseContent(let view): [(AnyHashable(false), view, nil)]
    }
  }
}

extension Optional: TransparentView where Wrapped: View {
  var parts: [(slot: AnyHashable, view: any View, implicitTag: AnyHashable?)] {
    self.map { [(AnyHashable(true), $0, nil)] } ?? []
  }
}

extension Group: TransparentView where Content: View {
  var parts: [(slot: AnyHashable, view: any View, implicitTag: AnyHashable?)] { [(AnyHashable(0), content, nil)] }
}

extension EmptyView: TransparentView {
  var parts: [(slot: AnyHashable, view: any View, implicitTag: AnyHashable?)] { [] }
}

extension ForEach: TransparentView where Content: View {
  var parts: [(slot: AnyHashable, view: any View, implicitTag: AnyHashable?)] {
    data.map { element in
      let id = AnyHashable(element[keyPath: id])
      return (id, content(element), id)
    }
  }
}

/// `.tag(_:)`.
struct TagModifier: TraitModifier {
  let tag: AnyHashable

  func apply(to traits: inout Traits) { traits.tag = tag }

  func transform(_ elements: [Element], in node: Node) -> [Element] {
    each(elements) { $0.tag = tag }
  }
}

/// `.tabItem { }`.
struct TabItemModifier: TraitModifier {
  let label: any View

  func apply(to traits: inout Traits) { traits.tabLabel = label }
}

/// `.badge(_:)`: on a tab, on a list row.
struct BadgeModifier: TraitModifier {
  let badge: String?

  func apply(to traits: inout Traits) { traits.badge = badge }

  func transform(_ elements: [Element], in node: Node) -> [Element] {
    each(elements) { $0.badge = badge }
  }
}

extension View {
  nonisolated public func tag<V: Hashable>(_ tag: V) -> some View {
    modifier(TagModifier(tag: AnyHashable(tag)))
  }

  nonisolated public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
    modifier(TabItemModifier(label: label()))
  }

  /// A count badge; zero shows none.
  nonisolated public func badge(_ count: Int) -> some View {
    modifier(BadgeModifier(badge: count == 0 ? nil : String(count)))
  }

  /// A text badge; `nil` shows none.
  nonisolated public func badge(_ label: Text?) -> some View {
    modifier(BadgeModifier(badge: label?.content))
  }

  nonisolated public func badge<S: StringProtocol>(_ label: S?) -> some View {
    modifier(BadgeModifier(badge: label.map { String($0) }))
  }
}
