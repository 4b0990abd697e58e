// What the inside story is made of: where a list changed, which fields of a state changed, and how each is told.
// Checked against plain definitions on generated lists, and against each state's own stored properties.

import HexagonalDomain
import HexagonalPresentation
import LabEngine
import LabNarration
import LabOracle
import LabServer
import MV
import MVI
import MVVM
import ScreenContract
import SharedModel
import TestSupport
import Testing

@testable import LabDrivers
@testable import LabSideBySide

@MainActor
struct NarrationTests {
  // MARK: - Where a list changed

  /// The definition: the longest common start, then the longest common end of what is left, by `==`.
  static func reference<Element: Equatable>(_ old: [Element], _ new: [Element]) -> (Range<Int>, Range<Int>) {
    var start = 0
    while start < min(old.count, new.count), old[start] == new[start] { start += 1 }
    var end = 0
    while end < min(old.count, new.count) - start, old[old.count - 1 - end] == new[new.count - 1 - end] { end += 1 }
    return (start..<(old.count - end), start..<(new.count - end))
  }

  /// A list of rows, each title long enough to live in storage of its own.
  static func rows(_ count: Int, _ random: inout SplitMix64) -> [TodosScreen.Row] {
    (0..<count).map { index in
      TodosScreen.Row(
        id: Todo.ID(rawValue: "todo-\(index)"), title: "A todo with a title too long to fit inline \(index)",
        isDone: Bool.random(using: &random), isSaving: Bool.random(using: &random))
    }
  }

  @Test func findsTheSamePlaceAsTheDefinitionOnGeneratedEdits() {
    var random = SplitMix64(seed: 15)
    for _ in 0..<2000 {
      let old = Self.rows(Int.random(in: 0...12, using: &random), &random)
      var new = old
      for _ in 0..<Int.random(in: 0...3, using: &random) {
        switch Int.random(in: 0..<5, using: &random) {
        case 0 where !new.isEmpty: new.remove(at: Int.random(in: 0..<new.count, using: &random))
        case 1: new.insert(Self.rows(1, &random)[0], at: Int.random(in: 0...new.count, using: &random))
        case 2 where !new.isEmpty: new[Int.random(in: 0..<new.count, using: &random)].isDone.toggle()
        case 3 where !new.isEmpty:
          // Equal, but in storage of its own: the bytes differ and `==` must decide.
          let index = Int.random(in: 0..<new.count, using: &random)
          new[index].title = String(new[index].title.reversed().reversed())
        case 4 where !new.isEmpty:
          // A duplicate, so the common start and end compete for the same rows.
          new.insert(
            new[Int.random(in: 0..<new.count, using: &random)], at: Int.random(in: 0...new.count, using: &random))
        default: break
        }
      }
      let edit = ListEdit(from: old, to: new)
      let (removed, added) = Self.reference(old, new)
      #expect(edit.removed == removed && edit.added == added, "\(old.map(\.title)) → \(new.map(\.title))")
      #expect(edit.isEmpty == (old == new))
      // The screens the side-by-side view compares, told equal exactly when `==` says so.
      let (before, after) = (TodosScreen(rows: old), TodosScreen(rows: new))
      #expect(before.isSame(as: after) == (before == after))
    }
  }

  @Test func aListLeftAloneIsEqualAndAnEmptyOneDiffersFromAnyOther() {
    var random = SplitMix64(seed: 1)
    let list = Self.rows(5, &random)
    #expect(ListEdit(from: list, to: list).isEmpty)
    let fromEmpty = ListEdit(from: [], to: list)
    #expect(fromEmpty.removed == 0..<0 && fromEmpty.added == 0..<5)
    let toEmpty = ListEdit(from: list, to: [])
    #expect(toEmpty.removed == 0..<5 && toEmpty.added == 0..<0)
    #expect(ListEdit(from: [TodosScreen.Row](), to: []).isEmpty)
    var other = TodosScreen(rows: list)
    other.field = "Buy milk"
    #expect(!TodosScreen(rows: list).isSame(as: other))
  }

  // MARK: - Which fields of a state changed

  @Test func eachStateIsToldByEveryOneOfItsStoredPropertiesInOrder() throws {
    func labels(_ value: Any) -> [String] { Mirror(reflecting: value).children.map { $0.label ?? "?" } }
    #expect(StateFields.mviProfile.fields.map(\.name) == labels(ProfileState()))
    #expect(StateFields.mviTodos.fields.map(\.name) == labels(TodosState()))
    #expect(StateFields.hexagonalProfile.fields.map(\.name) == labels(ProfilePresenter.State()))
    #expect(StateFields.hexagonalTodos.fields.map(\.name) == labels(TodosPresenter.State()))
    #expect(StateFields.todoList.fields.map(\.name) == labels(HexagonalDomain.TodoList()))
    // An observed object's observed properties are its `_name` storage; the rest is not state.
    func observed(_ object: AnyObject) -> [String] {
      labels(object).filter { $0.hasPrefix("_") && !$0.hasPrefix("_$") }.map { String($0.dropFirst()) }
    }
    let viewModel = TodosViewModel(service: InMemoryTodosService())
    #expect(StateFields.mvvmTodos.fields.map(\.name) == observed(viewModel))
    #expect(StateFields.mvvmTodos.fields.map(\.name) == labels(TodosViewModelProperties(viewModel)))
    let profileModel = ProfileModel(service: NoProfile())
    #expect(StateFields.mvProfile.fields.map(\.name) == observed(profileModel))
    #expect(StateFields.mvProfile.fields.map(\.name) == labels(ProfileModelProperties(profileModel)))
    let todosModel = TodosModel(service: NoTodos())
    #expect(StateFields.mvTodos.fields.map(\.name) == observed(todosModel))
    #expect(StateFields.mvTodos.fields.map(\.name) == labels(TodosModelProperties(todosModel)))
    let router = MV.Router()
    #expect(StateFields.mvRouter.fields.map(\.name) == observed(router))
    #expect(StateFields.mvRouter.fields.map(\.name) == labels(RouterProperties(router)))
  }

  @Test func tellsOnlyTheFieldsThatChangedEachByWhatChangedInIt() {
    let before = TodosState(todos: [Todo(id: "1", title: "Walk the dog")], saving: ["1"])
    var after = before
    after.todos.append(Todo(id: "2", title: "Buy milk"))
    after.todos[0].isDone = true
    after.saving = ["2"]
    after.field = "Call mom"
    #expect(
      StateFields.mviTodos.changes(of: "state", from: before, to: after) == [
        "state.todos: − [ ] Walk the dog, + [x] Walk the dog, + [ ] Buy milk",
        "state.saving: + 2, − 1",
        "state.field: \"\" → \"Call mom\"",
      ])
    #expect(StateFields.mviTodos.changes(of: "state", from: after, to: after).isEmpty)
  }

  @Test func namesANestedFieldByItsPathAndAWholeStateByItsName() {
    var before = TodosPresenter.State()
    before.list.reload(with: [Todo(id: "1", title: "Walk the dog")])
    var after = before
    after.list.reload(with: [Todo(id: "1", title: "Walk the dog", isDone: true)])
    after.isLoading = true
    #expect(
      StateFields.hexagonalTodos.changes(of: "state", from: before, to: after) == [
        "state.list.todos: [ ] Walk the dog → [x] Walk the dog", "state.isLoading: false → true",
      ])
    #expect(StateFields.hexagonalTodos.changes(of: "", from: before, to: after).first?.hasPrefix("list.todos:") == true)
    let whole = StateFields<ProfileViewState>.whole
    #expect(
      whole.changes(of: "state", from: .idle, to: .loading(previous: nil)) == ["state: idle → loading(previous: nil)"])
  }
}

/// MV's services, never called: the models are only read.
private struct NoProfile: MV.ProfileService {
  func fetchProfile() async throws -> Profile { throw ServerDown() }
}

private struct NoTodos: MV.TodosService {
  func fetchTodos() async throws -> [Todo] { throw ServerDown() }
  func save(_ todo: Todo) async throws { throw ServerDown() }
  func delete(_ ids: [Todo.ID]) async throws { throw ServerDown() }
}
