// The rendered tree as a reader sees it: what an accessibility tree or a UI test shows.

/// One thing on screen: a text, a control, a container. A node keeps the elements it built until
/// it renders again; a control's value is read from its binding when it is read.
public struct Element: CustomStringConvertible {
  /// What kind of thing it is.
  public enum Kind: String, Sendable {
    case text, image, label, button, textField, toggle, picker, progress, link
    case scene, list, vstack, hstack, spacer, navigationStack, tabView, tab
  }

  public var kind: Kind
  /// The visible text: a text's string, a control's title.
  public var label: String?
  /// The accessibility identifier.
  public var identifier: String?
  /// A control's value: a field's text, "on"/"off", a picker's selected option. A control's
  /// value is read from its binding each time, as a UI test reads the control as it is now.
  public var value: String? {
    get {
      switch valueSource {
      case .fixed(let value): value
      case .live(let read): read()
      }
    }
    set { valueSource = .fixed(newValue) }
  }
  public var isDisabled = false
  public var badge: String?
  /// The value `.tag(_:)` (or a `ForEach` id) gave it.
  public var tag: AnyHashable?
  /// Set on the selected tab.
  public var isSelected = false
  /// False for what is alive but not on screen: an unselected tab's content, a view covered by a
  /// push, everything while the host's window is covered. It can be read, not acted on.
  public var isOnScreen = true
  /// For a list over a `ForEach`, which of its rows are built (R26); nil for other elements.
  public internal(set) var rows: ListRowsShown?
  /// The title a `.navigationTitle` gave it; a navigation stack's label is its top view's.
  public var navigationTitle: String?
  /// The elements inside, each off screen when this one is.
  public var children: [Element] {
    get { isOnScreen ? content : content.map { $0.offScreen() } }
    set { content = newValue }
  }
  /// The elements inside as they were built: an element under one off screen is off screen too,
  /// whatever its own flag says, so covering a view marks one element, not its whole subtree.
  private(set) var content: [Element]
  private var valueSource: ValueSource
  var control: Control?
  var refresh: RefreshAction?

  enum ValueSource {
    case fixed(String?)
    case live(() -> String?)
  }

  init(_ kind: Kind, label: String? = nil, value: String? = nil, children: [Element] = []) {
    self.kind = kind
    self.label = label
    self.valueSource = .fixed(value)
    self.content = children
  }

  /// An element whose value is read from `value` each time it is read.
  init(_ kind: Kind, label: String? = nil, liveValue value: @escaping () -> String?) {
    self.kind = kind
    self.label = label
    self.valueSource = .live(value)
    self.content = []
  }

  /// Every element of this subtree, pre-order.
  public var allElements: [Element] {
    var result: [Element] = []
    collect(into: &result, onScreenOnly: false, ancestorsOnScreen: true)
    return result
  }

  /// The elements of this subtree that are on screen, pre-order.
  public var elementsOnScreen: [Element] {
    var result: [Element] = []
    collect(into: &result, onScreenOnly: true, ancestorsOnScreen: true)
    return result
  }

  private func collect(into result: inout [Element], onScreenOnly: Bool, ancestorsOnScreen: Bool) {
    let onScreen = ancestorsOnScreen && isOnScreen
    if onScreenOnly, !onScreen { return }
    result.append(onScreen ? self : offScreen())
    for index in content.indices {
      content[index].collect(into: &result, onScreenOnly: onScreenOnly, ancestorsOnScreen: onScreen)
    }
  }

  /// The first element of this subtree with that identifier: one on screen if there is one,
  /// else one that is alive off screen.
  public func element(identifier: String) -> Element? {
    first(onScreenOnly: true) { $0.identifier == identifier }
      ?? first(onScreenOnly: false) { $0.identifier == identifier }
  }

  /// The first element on screen in this subtree whose identifier or, failing that, label matches:
  /// what a UI test's query finds.
  public func find(_ query: String) -> Element? {
    first(onScreenOnly: true) { $0.identifier == query } ?? first(onScreenOnly: true) { $0.label == query }
  }

  /// The first element of this subtree, pre-order, that `matches`, on screen or alive off it.
  public func first(where matches: (Element) -> Bool) -> Element? {
    first(onScreenOnly: false, where: matches)
  }

  /// The first element of this subtree, pre-order, that `matches`, found without listing the
  /// subtree: a list of 10⁵ rows is searched, not copied.
  func first(onScreenOnly: Bool, where matches: (Element) -> Bool) -> Element? {
    first(onScreenOnly: onScreenOnly, ancestorsOnScreen: true, where: matches)
  }

  private func first(onScreenOnly: Bool, ancestorsOnScreen: Bool, where matches: (Element) -> Bool) -> Element? {
    let onScreen = ancestorsOnScreen && isOnScreen
    if onScreenOnly, !onScreen { return nil }
    if matches(self) { return onScreen ? self : offScreen() }
    // By index, so each child is read where it is, not copied.
    for index in content.indices {
      if let found = content[index].first(onScreenOnly: onScreenOnly, ancestorsOnScreen: onScreen, where: matches) {
        return found
      }
    }
    return nil
  }

  /// This element, marked as not on screen, and with it everything under it.
  func offScreen() -> Element {
    guard isOnScreen else { return self }
    var element = self
    element.isOnScreen = false
    return element
  }

  /// The strings a user reads on screen in this subtree, in order: texts, labels, and the titles
  /// of buttons, links and progress views.
  public var texts: [String] {
    elementsOnScreen.compactMap { element in
      switch element.kind {
      case .text, .label, .button, .link, .progress: element.label
      default: nil
      }
    }
  }

  /// An indented dump, one element a line.
  public var description: String { dump() }

  public func dump(indent: Int = 0) -> String {
    dump(indent: indent, parentOnScreen: true)
  }

  private func dump(indent: Int, parentOnScreen: Bool) -> String {
    var line = String(repeating: "  ", count: indent) + kind.rawValue
    if let label { line += " \"\(label)\"" }
    if let identifier { line += " #\(identifier)" }
    if let value { line += " value=\"\(value)\"" }
    if let navigationTitle { line += " title=\"\(navigationTitle)\"" }
    if let badge { line += " badge=\(badge)" }
    if let rows, !rows.isWhole { line += " rows=\(rows.first + 1)-\(rows.first + rows.shown)/\(rows.total)" }
    if isSelected { line += " selected" }
    if isDisabled { line += " disabled" }
    // Marked where it starts: everything under an element off screen is off screen too.
    if !isOnScreen, parentOnScreen { line += " offscreen" }
    let onScreen = parentOnScreen && isOnScreen
    return ([line] + content.map { $0.dump(indent: indent + 1, parentOnScreen: onScreen) }).joined(separator: "\n")
  }
}

/// What a gesture on an element does.
enum Control {
  case tap(@MainActor () -> Void)
  case text(Binding<String>, submit: [WeakNode])
  case toggle(Binding<Bool>)
  case pick(@MainActor (AnyHashable) -> Bool)
  case scroll(ListScroller)
}

extension [Element] {
  /// The labels of these elements, joined: a button's title from its label's texts.
  var joinedText: String? {
    let texts = flatMap(\.texts)
    return texts.isEmpty ? nil : texts.joined(separator: " ")
  }
}
