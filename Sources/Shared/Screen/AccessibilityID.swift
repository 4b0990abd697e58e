// The accessibility identifiers every architecture's views carry, the way TodoMVC fixes its element ids:
// the lab finds each control a scenario touches by these, and reads each screen by them.
// Scenarios/README.md lists the same identifiers; a test checks that both lists agree.

// snippet.accessibility-ids
/// The identifier of every element a scenario's gesture or expectation touches.
///
/// A view sets them with `.accessibilityIdentifier(AccessibilityID.Todos.add)`; the lab's one reader
/// turns the rendered tree into ``ProfileScreen``, ``TodosScreen`` and ``TodoScreen`` by them alone.
public enum AccessibilityID {
  /// The tabs of the app's `TabView`.
  public enum Tab {
    public static let profile = "tab.profile"
    /// The Todos tab, which carries the badge (S1).
    public static let todos = "tab.todos"
  }

  /// The Profile screen.
  public enum Profile {
    /// The screen's container, which is refreshable (P4).
    public static let screen = "profile"
    public static let loading = "profile.loading"
    public static let name = "profile.name"
    public static let email = "profile.email"
    public static let error = "profile.error"
    public static let retry = "profile.retry"
  }

  /// The Todos screen, the list.
  public enum Todos {
    /// The screen's container.
    public static let screen = "todos"
    public static let loading = "todos.loading"
    public static let field = "todos.field"
    public static let add = "todos.add"
    /// Each row; its `ForEach` id, the todo's `Todo.ID`, is the element's tag.
    public static let row = "todos.row"
    /// Inside a row: its done mark, which toggles it.
    public static let rowDone = "todos.row.done"
    public static let rowTitle = "todos.row.title"
    /// Inside a row: shown while a change of it is on its way.
    public static let rowSaving = "todos.row.saving"
    /// Inside a row: what a tap opens the Todo screen with (N1).
    public static let rowShow = "todos.row.show"
    public static let rowDelete = "todos.row.delete"
    public static let counter = "todos.counter"
    /// A `Picker` whose options are tagged with `TodosScreen.Filter`.
    public static let filter = "todos.filter"
    public static let clearCompleted = "todos.clear-completed"
    public static let error = "todos.error"
    public static let retry = "todos.retry"
  }

  /// The Todo screen, pushed over the list. Back is the navigation stack's.
  public enum Todo {
    /// The screen's container.
    public static let screen = "todo"
    public static let title = "todo.title"
    /// Its done mark, which toggles the todo.
    public static let done = "todo.done"
    public static let saving = "todo.saving"
    public static let field = "todo.field"
    public static let save = "todo.save"
    public static let delete = "todo.delete"
    public static let error = "todo.error"
  }

  /// Every identifier, in the order Scenarios/README.md lists them.
  public static let all: [String] = [
    Tab.profile, Tab.todos,
    Profile.screen, Profile.loading, Profile.name, Profile.email, Profile.error, Profile.retry,
    Todos.screen, Todos.loading, Todos.field, Todos.add, Todos.row, Todos.rowDone, Todos.rowTitle, Todos.rowSaving,
    Todos.rowShow, Todos.rowDelete, Todos.counter, Todos.filter, Todos.clearCompleted, Todos.error, Todos.retry,
    Todo.screen, Todo.title, Todo.done, Todo.saving, Todo.field, Todo.save, Todo.delete, Todo.error,
  ]
}
// snippet.end
