// What the inside story is made of: where a list changed, which fields of a state changed, and how each is told.
// Checked against plain definitions on generated lists, and on states and objects of the tests' own.

import HexagonalDomain
import HexagonalPresentation
import LabEngine
import LabNarration
import LabOracle
import LabServer
import MV
import MVI
import MVVM
import Observation
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

  @Test func anObjectIsToldByWhatObservationTracksOfItInOrder() {
    // `let`s and `@ObservationIgnored` properties are not state a view can observe.
    let names = ObservedObjects.trackedProperties(of: Shelf()).map(\.name)
    #expect(names == ["title", "count", "label"])
    #expect(ObservedObjects.trackedProperties(of: Plain()).isEmpty)
  }

  @Test func aPropertyAddedToAnObjectIsToldWithNoEditToTheLab() async {
    let narrator = Narrator()
    let shelf = Shelf()
    let observed = ObservedObjects([shelf], narrator: narrator)
    shelf.count = 2
    shelf.label = "Kitchen"
    shelf.ignored = 9
    narrator.tell(.message("User", "Shelf", "look"))
    #expect(
      narrator.take().map(\.text) == ["count: 0 → 2", "label: nil → \"Kitchen\"", "look"])
    withExtendedLifetime(observed) {}
  }

  @Test func objectsAreFoundThroughTheObjectsThatHoldThemEachToldOnce() {
    let narrator = Narrator()
    let shelf = Shelf()
    let holder = Holder(shelf: shelf)
    let observed = ObservedObjects([holder, shelf], narrator: narrator)
    holder.pushed = Shelf()
    shelf.title = "Top"
    narrator.tell(.message("User", "Holder", "look"))
    let notes = narrator.take().filter { $0.text != "look" }
    #expect(notes.map(\.from) == ["Holder", "Shelf"])
    #expect(notes.map(\.text) == ["pushed: nil → Shelf", "title: \"\" → \"Top\""])
    holder.pushed?.count = 5
    narrator.tell(.message("User", "Holder", "look"))
    #expect(narrator.take().map(\.text) == ["count: 0 → 5", "look"])
    withExtendedLifetime(observed) {}
  }

  @Test func tellsOnlyTheMembersThatChangedEachByWhatChangedInIt() {
    let before = TodosState(todos: [Todo(id: "1", title: "Walk the dog")], saving: ["1"])
    var after = before
    after.todos.append(Todo(id: "2", title: "Buy milk"))
    after.todos[0].isDone = true
    after.saving = ["2"]
    after.field = "Call mom"
    #expect(
      StateChanges.between(before, after, named: "state") == [
        "state.todos: − [ ] Walk the dog, + [x] Walk the dog, + [ ] Buy milk",
        "state.saving: + 2, − 1",
        "state.field: \"\" → \"Call mom\"",
      ])
    #expect(StateChanges.between(after, after, named: "state").isEmpty)
  }

  @Test func namesANestedMemberByItsPathAndAModelValueAsAWhole() {
    var before = TodosPresenter.State()
    before.list.reload(with: [Todo(id: "1", title: "Walk the dog")])
    var after = before
    after.list.reload(with: [Todo(id: "1", title: "Walk the dog", isDone: true)])
    after.load.start()
    after.field = "Call mom"
    #expect(
      StateChanges.between(before, after, named: "state") == [
        "state.list.todos: [ ] Walk the dog → [x] Walk the dog", "state.load.isLoading: false → true",
        "state.field: \"\" → \"Call mom\"",
      ])
    #expect(StateChanges.between(before, after, named: "").first?.hasPrefix("list.todos:") == true)
    #expect(
      StateChanges.between(ProfileViewState.idle, ProfileViewState.loading(previous: nil), named: "state") == [
        "state: idle → loading(previous: nil)"
      ])
    // An optional struct that holds a value on both sides is told member by member; a profile as a whole.
    var detail = TodosState(detail: TodoDetail(id: "1", field: "Walk"))
    let typed = { detail.detail?.field = "Walk the dog" }
    let old = detail
    typed()
    #expect(StateChanges.between(old, detail, named: "state") == ["state.detail.field: \"Walk\" → \"Walk the dog\""])
    let ada = Profile(id: "1", name: "Ada Lovelace", email: "ada@example.com")
    #expect(
      StateChanges.between(ProfileState(), ProfileState(profile: ada), named: "state") == [
        "state.profile: nil → Profile(Ada Lovelace)"
      ])
  }
}

/// An observable object with a property of each kind.
@MainActor
@Observable
private final class Shelf {
  var title = ""
  var count = 0
  var label: String?
  @ObservationIgnored var ignored = 0
  let fixed = 1
}

/// An object that is not observable: nothing of it is state.
private final class Plain {
  var title = ""
}

/// An observable object that holds others.
@MainActor
@Observable
private final class Holder {
  let shelf: Shelf
  var pushed: Shelf?

  init(shelf: Shelf) {
    self.shelf = shelf
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
