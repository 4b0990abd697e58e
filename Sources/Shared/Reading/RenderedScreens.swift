// The one reader of every architecture's rendered app: what a UI test reads off the screen, turned into
// the screen values the scenarios expect. It knows the accessibility identifiers and nothing of any
// architecture's state.

import ScreenContract
import SharedModel
import SwiftUISubset

// snippet.rendered-screens
/// Reads the screens from the tree a `ViewHost` renders, by accessibility identifier
/// (Scenarios/README.md lists them), and by the texts, values, tags and badges of the
/// elements: never from the state of the architecture that drew them.
///
/// A screen that is alive off screen (a tab away, the list under a Todo screen, every
/// view while the window is covered) is read as it would show if it came back; a tab
/// never opened has no view yet, and reads as the empty screen. A list longer than its
/// window is read as a UI test reads it: scrolled through, then scrolled back.
@MainActor
public struct RenderedScreens {
  public let host: ViewHost

  public init(host: ViewHost) {
    self.host = host
  }

  private var tree: Element { host.tree }

  public var profile: ProfileScreen {
    guard let screen = tree.element(identifier: AccessibilityID.Profile.screen) else { return ProfileScreen() }
    return ProfileScreen(
      isLoading: screen.element(identifier: AccessibilityID.Profile.loading) != nil,
      name: screen.element(identifier: AccessibilityID.Profile.name)?.label,
      email: screen.element(identifier: AccessibilityID.Profile.email)?.label,
      error: screen.element(identifier: AccessibilityID.Profile.error)?.label)
  }

  public var todos: TodosScreen {
    guard let screen = tree.element(identifier: AccessibilityID.Todos.screen) else { return TodosScreen() }
    let rows = rows(of: screen)
    let counter = screen.element(identifier: AccessibilityID.Todos.counter)?.label ?? ""
    return TodosScreen(
      isLoading: screen.element(identifier: AccessibilityID.Todos.loading) != nil, rows: rows,
      itemsLeft: Int(counter.prefix { $0.isNumber }) ?? 0,
      filter: screen.element(identifier: AccessibilityID.Todos.filter)?.value.flatMap(TodosScreen.Filter.init)
        ?? .all,
      field: screen.element(identifier: AccessibilityID.Todos.field)?.value ?? "",
      error: screen.element(identifier: AccessibilityID.Todos.error)?.label)
  }

  /// The Todo screen pushed over the list, nil when none is.
  public var todo: TodoScreen? {
    guard let screen = tree.element(identifier: AccessibilityID.Todo.screen) else { return nil }
    return TodoScreen(
      id: screen.tag?.base as? Todo.ID ?? Todo.ID(rawValue: ""),
      title: screen.element(identifier: AccessibilityID.Todo.title)?.label ?? "",
      field: screen.element(identifier: AccessibilityID.Todo.field)?.value ?? "",
      isDone: screen.element(identifier: AccessibilityID.Todo.done)?.value == "on",
      isSaving: screen.element(identifier: AccessibilityID.Todo.saving) != nil,
      error: screen.element(identifier: AccessibilityID.Todo.error)?.label)
  }

  /// The Todos tab's badge: the number it shows, nil when it shows none.
  public var badge: Int? {
    tree.element(identifier: AccessibilityID.Tab.todos)?.badge.flatMap { Int($0) }
  }

  /// Whether the tab with this identifier is the selected one.
  public func isSelected(_ tab: String) -> Bool {
    tree.element(identifier: tab)?.isSelected == true
  }

  /// Every row of the Todos screen. When its list holds more rows than its window builds, the
  /// list is scrolled window by window from the top, each row read once, then scrolled back to
  /// where it was.
  private func rows(of screen: Element) -> [TodosScreen.Row] {
    guard let list = Self.list(in: screen), let window = list.rows, !window.isWhole else {
      return Self.rowElements(in: screen).map(Self.row)
    }
    var rows: [TodosScreen.Row] = []
    rows.reserveCapacity(window.total)
    while rows.count < window.total {
      host.scroll(list, toRow: rows.count)
      guard
        let shown = tree.element(identifier: AccessibilityID.Todos.screen).flatMap(Self.list),
        let now = shown.rows, now.first <= rows.count, now.first + now.shown > rows.count
      else { break }
      rows += Self.rowElements(in: shown).dropFirst(rows.count - now.first).map(Self.row)
    }
    host.scroll(list, toRow: window.first)
    return rows
  }

  private static func list(in screen: Element) -> Element? {
    screen.first { $0.kind == .list }
  }

  private static func rowElements(in element: Element) -> [Element] {
    element.allElements.filter { $0.identifier == AccessibilityID.Todos.row }
  }

  /// One row: its todo's id is the row's tag, the rest is read inside it.
  private static func row(_ row: Element) -> TodosScreen.Row {
    TodosScreen.Row(
      id: row.tag?.base as? Todo.ID ?? Todo.ID(rawValue: ""),
      title: row.element(identifier: AccessibilityID.Todos.rowTitle)?.label ?? "",
      isDone: row.element(identifier: AccessibilityID.Todos.rowDone)?.value == "on",
      isSaving: row.element(identifier: AccessibilityID.Todos.rowSaving) != nil)
  }
}
// snippet.end
