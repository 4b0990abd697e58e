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
/// never opened has no view yet, and reads as the empty screen.
@MainActor
public struct RenderedScreens {
  public let tree: Element

  public init(tree: Element) {
    self.tree = tree
  }

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
    let rows = screen.allElements.filter { $0.identifier == AccessibilityID.Todos.row }.map(Self.row)
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
