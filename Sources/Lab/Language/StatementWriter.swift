// Writes a statement back as the language spells it: the parser's inverse.
// `archlab fuzz` writes the scenarios it makes and shrinks with it.

import ScreenContract

extension Statement {
  /// The statement as a line of a scenario file, such that parsing the line gives the statement back.
  public var source: String {
    switch self {
    case .server(let statement): "server " + statement.source
    case .profile(let gesture): "profile \(gesture.rawValue)"
    case .todos(let gesture): "todos " + gesture.source
    case .todo(let gesture): "todo " + gesture.source
    case .appRestart: "app restart"
    case .appLink(let link): "app link " + link.source
    case .expect(let expectation): "expect " + expectation.source
    }
  }
}

extension ServerStatement {
  var source: String {
    switch self {
    case .profile(let name, let email): "profile \(Scenario.quoted(name)) \(Scenario.quoted(email))"
    case .todos(let rows): (["todos"] + rows.map(\.description)).joined(separator: " ")
    case .fail(let endpoint, let times): times == 1 ? "fail \(endpoint)" : "fail \(endpoint) \(times)"
    case .hold(let endpoint): "hold \(endpoint)"
    case .release(let endpoint, let request): request.map { "release \(endpoint) \($0)" } ?? "release \(endpoint)"
    case .resume(let endpoint): "resume \(endpoint)"
    }
  }
}

extension TodosGesture {
  var source: String {
    switch self {
    case .type(let text): "type \(Scenario.quoted(text))"
    case .add(let text): text.map { "add \(Scenario.quoted($0))" } ?? "add"
    case .toggle(let row): "toggle \(row)"
    case .delete(let row): "delete \(row)"
    case .show(let row): "show \(row)"
    case .filter(let filter): "filter \(filter.rawValue)"
    case .open, .retry, .clearCompleted, .close: word
    }
  }
}

extension TodoGesture {
  var source: String {
    switch self {
    case .type(let text): "type \(Scenario.quoted(text))"
    case .rename(let text): "rename \(Scenario.quoted(text))"
    case .back, .save, .toggle, .delete: word
    }
  }
}

extension LinkStatement {
  var source: String {
    switch self {
    case .profile: "profile"
    case .todos: "todos"
    case .todo(let title): "todos \(Scenario.quoted(title))"
    case .raw(let text): Scenario.quoted(text)
    }
  }
}

extension Expectation {
  var source: String {
    switch self {
    case .profileLoading(let loading): loading ? "profile loading" : "profile not-loading"
    case .profileEmpty: "profile empty"
    case .profileName(let name): "profile name \(Scenario.quoted(name))"
    case .profileEmail(let email): "profile email \(Scenario.quoted(email))"
    case .profileError(let error): error.map { "profile error \(Scenario.quoted($0))" } ?? "profile no-error"
    case .todosLoading(let loading): loading ? "todos loading" : "todos not-loading"
    case .todosRows(let rows): (["todos rows"] + rows.map(\.description)).joined(separator: " ")
    case .todosSaving(let titles): (["todos saving"] + titles.map(Scenario.quoted)).joined(separator: " ")
    case .todosLeft(let count): "todos left \(count)"
    case .todosField(let text): "todos field \(Scenario.quoted(text))"
    case .todosFilter(let filter): "todos filter \(filter.rawValue)"
    case .todosError(let error): error.map { "todos error \(Scenario.quoted($0))" } ?? "todos no-error"
    case .todoClosed: "todo closed"
    case .todoTitle(let title): "todo title \(Scenario.quoted(title))"
    case .todoField(let text): "todo field \(Scenario.quoted(text))"
    case .todoDone(let done): done ? "todo done" : "todo not-done"
    case .todoSaving(let saving): saving ? "todo saving" : "todo not-saving"
    case .todoError(let error): error.map { "todo error \(Scenario.quoted($0))" } ?? "todo no-error"
    case .appBadge(let count): count.map { "app badge \($0)" } ?? "app badge none"
    case .serverTodos(let rows): (["server todos"] + rows.map(\.description)).joined(separator: " ")
    case .serverRequests(let endpoint, let count): "server requests \(endpoint) \(count)"
    }
  }
}

extension Expectation {
  /// The expectations `screen` meets, each of its parts said once: what `archlab play --record` writes
  /// after a gesture, so that the scenario checks the screen the user saw.
  public static func all(metBy screen: ProfileScreen) -> [Expectation] {
    if screen.isEmpty { return [.profileEmpty] }
    return [.profileLoading(screen.isLoading)] + (screen.name.map { [.profileName($0)] } ?? [])
      + (screen.email.map { [.profileEmail($0)] } ?? []) + [.profileError(screen.error)]
  }

  /// The expectations the Todo screen meets, or `todo closed` when none is open.
  public static func all(metBy screen: TodoScreen?) -> [Expectation] {
    guard let screen else { return [.todoClosed] }
    return [
      .todoTitle(screen.title), .todoField(screen.field), .todoDone(screen.isDone), .todoSaving(screen.isSaving),
      .todoError(screen.error),
    ]
  }

  /// The expectations `screen` meets; its rows are listed only when there are at most `rowsUpTo`.
  public static func all(metBy screen: TodosScreen, rowsUpTo: Int) -> [Expectation] {
    let rows = screen.rows.map { RowValue(title: $0.title, isDone: $0.isDone) }
    return [.todosLoading(screen.isLoading)] + (rows.count <= rowsUpTo ? [.todosRows(rows)] : []) + [
      .todosSaving(screen.rows.filter(\.isSaving).map(\.title)), .todosLeft(screen.itemsLeft),
      .todosField(screen.field), .todosFilter(screen.filter), .todosError(screen.error),
    ]
  }
}
