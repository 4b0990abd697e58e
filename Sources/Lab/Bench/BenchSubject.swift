// What the bench measures: an architecture's app over a list loaded from the server, or the baseline,
// a plain array of todos turned into the same screen value.

import Foundation
import LabEngine
import LabServer
import ScreenContract
import SharedModel

/// Something the bench can make gestures on, time, and count the redraws of.
@MainActor
protocol BenchSubject: AnyObject {
  /// The whole screen, built from everything it shows.
  var screen: TodosScreen { get }
  /// What comes before a gesture and is not timed: the typing before an add or a rename, going back
  /// before a show.
  func prepare(_ gesture: BenchGesture, _ repetition: Int) async
  /// The gesture, timed.
  func perform(_ gesture: BenchGesture, _ repetition: Int) async
  /// Starts counting the views a gesture evaluates (an app played through its rendered views).
  func markEvaluatedViews()
  /// The views evaluated since the mark, by type, each counted once; nil for the baseline.
  var evaluatedViews: [String: Int]? { get }
  /// What follows a gesture on screen: for an app, nothing more, since its host renders within each
  /// gesture; for the baseline, the screen built again.
  func render()
  /// Brings the subject back to the list as loaded, after a gesture's repetitions.
  func reset() async
}

/// The ids the server gives the todos of a list of `size`: `server-1` … `server-N`.
func row(_ index: Int) -> Todo.ID { Todo.ID(rawValue: "server-\(index + 1)") }

/// The row `show` and `rename` work on: before the middle, where `delete` takes rows away.
func shownRow(_ size: Int) -> Todo.ID { row(max(0, size / 2 - 1)) }

/// A list of `size` todos, one in three done.
func seed(_ size: Int) -> [(title: String, isDone: Bool)] {
  (0..<size).map { ("Todo \($0)", $0 % 3 == 0) }
}

// MARK: - An architecture

/// One architecture's app, its Todos screen open over a list loaded through the scripted server.
///
/// Its redraws are the bodies the host evaluated, which the host renders within each gesture.
@MainActor
final class ArchitectureSubject: BenchSubject {
  private let server = ScriptedServer()
  private let driver: any Driver
  private let views: EvaluatedViews
  private let size: Int

  /// Nil if the drivers give no body counts for this architecture's views.
  init?(_ architecture: Architecture, size: Int, evaluatedViews: (any Driver) -> EvaluatedViews?) async {
    self.size = size
    server.setTodos(seed(size))
    var made = 0
    let driver = architecture.makeDriver(
      DriverContext(server: server) {
        made += 1
        return Todo.ID(rawValue: "bench-\(made)")
      })
    guard let views = evaluatedViews(driver) else { return nil }
    self.views = views
    self.driver = driver
    await driver.todos.open()
  }

  var screen: TodosScreen { driver.todos.screen }

  func prepare(_ gesture: BenchGesture, _ repetition: Int) async {
    // A gesture on a row is made on a row on screen: the scroll that brings it there is not timed,
    // and the rows it brings in are not counted as the gesture's redraw.
    switch gesture {
    case .add: await driver.todos.type("New todo \(repetition)")
    case .toggle: await driver.todos.reveal(row(size / 2))
    case .delete: await driver.todos.reveal(row(size / 2 + repetition))
    case .show:
      await driver.todo?.back()
      await driver.todos.reveal(shownRow(size))
    case .rename:
      if driver.todo == nil {
        await driver.todos.reveal(shownRow(size))
        await driver.todos.show(shownRow(size))
      }
      await driver.todo?.type("Renamed \(repetition)")
    default: break
    }
  }

  func perform(_ gesture: BenchGesture, _ repetition: Int) async {
    let todos = driver.todos
    switch gesture {
    case .type: await todos.type(repetition.isMultiple(of: 2) ? "a" : "ab")
    case .add: await todos.add()
    case .toggle: await todos.toggle(row(size / 2))
    case .delete: await todos.delete(row(size / 2 + repetition))
    case .filter: await todos.filter(repetition.isMultiple(of: 2) ? .active : .all)
    case .refresh: await todos.retry()
    case .show: await todos.show(shownRow(size))
    case .rename: await driver.todo?.save()
    }
  }

  func markEvaluatedViews() { views.mark() }

  var evaluatedViews: [String: Int]? { views.read() }

  func render() {}

  func reset() async {
    await driver.todo?.back()
    await driver.todos.filter(.all)
    await driver.todos.type("")
  }
}

// MARK: - The baseline

/// The same changes made straight to a plain array of todos, turned into the same screen value:
/// what the feature costs with no architecture at all.
@MainActor
final class BaselineSubject: BenchSubject {
  private let loaded: [Todo]
  private var todos: [Todo]
  private var field = ""
  private var filter = TodosScreen.Filter.all
  /// The todo whose Todo screen is pushed, and that screen's field.
  private var shown: (id: Todo.ID, field: String)?
  private let size: Int

  init(size: Int) {
    self.size = size
    loaded = seed(size).enumerated().map {
      Todo(id: row($0.offset), title: $0.element.title, isDone: $0.element.isDone)
    }
    todos = loaded
  }

  /// The screen in one pass over the list: the rows the filter lets through, and the counter.
  var screen: TodosScreen {
    var rows: [TodosScreen.Row] = []
    rows.reserveCapacity(todos.count)
    var left = 0
    for todo in todos {
      if !todo.isDone { left += 1 }
      if filter.shows(isDone: todo.isDone) {
        rows.append(TodosScreen.Row(id: todo.id, title: todo.title, isDone: todo.isDone))
      }
    }
    return TodosScreen(rows: rows, itemsLeft: left, filter: filter, field: field)
  }

  func prepare(_ gesture: BenchGesture, _ repetition: Int) async {
    switch gesture {
    case .add: field = "New todo \(repetition)"
    case .show: shown = nil
    case .rename: shown = (shownRow(size), "Renamed \(repetition)")
    default: break
    }
  }

  // snippet.bench-baseline-gestures
  func perform(_ gesture: BenchGesture, _ repetition: Int) async {
    switch gesture {
    case .type: field = repetition.isMultiple(of: 2) ? "a" : "ab"
    case .add:
      todos.append(Todo(id: Todo.ID(rawValue: "bench-\(repetition)"), title: field))
      field = ""
    case .toggle:
      if let index = todos.firstIndex(where: { $0.id == row(size / 2) }) { todos[index].isDone.toggle() }
    case .delete:
      let id = row(size / 2 + repetition)
      todos.removeAll { $0.id == id }
    case .filter: filter = repetition.isMultiple(of: 2) ? .active : .all
    case .refresh: todos = loaded
    case .show:
      let id = shownRow(size)
      shown = todos.first { $0.id == id }.map { ($0.id, $0.title) }
    case .rename:
      if let shown, let index = todos.firstIndex(where: { $0.id == shown.id }) { todos[index].title = shown.field }
    }
  }
  // snippet.end

  func markEvaluatedViews() {}

  var evaluatedViews: [String: Int]? { nil }

  /// A plain value tracks nothing: the whole screen is built again.
  func render() { _ = screen }

  func reset() async {
    shown = nil
    filter = .all
    field = ""
  }
}
