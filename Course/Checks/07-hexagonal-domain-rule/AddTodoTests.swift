// The checks of exercise 07: the new rule, tested with in-memory adapters behind the port.
// Lesson 07 reads the project's use-case tests in Tests/HexagonalTests/UseCases the same way.

import Foundation
import HexagonalDrivenAdapters
import SharedModel
import Testing

import protocol HexagonalDomain.TodoRepository

@testable import Exercise07

@Suite struct AddTodoTests {
  @Test func aNewTitleIsSavedAtTheEndOfTheList() async throws {
    let repository = InMemoryTodoRepository(todos: [.buyMilk])
    let todo = try await AddTodo(repository: repository)(titled: "  Call mom ", id: TodoIDs().next)
    #expect(todo == Todo(id: "todo-1", title: "Call mom"), "the new todo has the trimmed title and a new id (T2)")
    let stored = await repository.fetchAll()
    #expect(stored == [.buyMilk, todo], "it is saved at the end of the list (T3)")
  }

  @Test func aTitleTheListAlreadyHoldsIsRefused() async {
    let repository = InMemoryTodoRepository(todos: [.buyMilk, .callMom])
    await #expect(
      throws: AddTodoError.duplicate(of: .buyMilk),
      "“Buy milk” is already in the list (the new rule: no duplicate titles)"
    ) {
      try await AddTodo(repository: repository)(titled: "Buy milk", id: TodoIDs().next)
    }
  }

  @Test func titlesAreComparedOnceTrimmed() async {
    let repository = InMemoryTodoRepository(todos: [.buyMilk])
    await #expect(
      throws: AddTodoError.duplicate(of: .buyMilk),
      "the spaces around a title don't make it new (the new rule: titles compared trimmed)"
    ) {
      try await AddTodo(repository: repository)(titled: "  Buy milk  ", id: TodoIDs().next)
    }
  }

  @Test func titlesAreComparedWhateverTheCaseOfTheirLetters() async {
    let repository = InMemoryTodoRepository(todos: [.buyMilk])
    await #expect(
      throws: AddTodoError.duplicate(of: .buyMilk), "“buy MILK” repeats “Buy milk” (the new rule: whatever the case)"
    ) {
      try await AddTodo(repository: repository)(titled: "buy MILK", id: TodoIDs().next)
    }
  }

  @Test func aTodoThatIsDoneStillHoldsItsTitle() async {
    let repository = InMemoryTodoRepository(todos: [.walkTheDog])
    await #expect(
      throws: AddTodoError.duplicate(of: .walkTheDog), "a done todo is still in the list (the new rule: done or not)"
    ) {
      try await AddTodo(repository: repository)(titled: "Walk the dog", id: TodoIDs().next)
    }
  }

  @Test func aRefusedDuplicateSavesNothingAndUsesNoID() async {
    let repository = RecordingTodoRepository(todos: [.buyMilk])
    let ids = TodoIDs()
    _ = try? await AddTodo(repository: repository)(titled: "Buy milk", id: ids.next)
    let saved = await repository.saved
    #expect(
      saved == [],
      "nothing is saved when the title repeats one in the list (the new rule: a refused duplicate costs nothing)")
    #expect(ids.made == 0, "no id is used up by a refused todo (the new rule: a refused duplicate costs nothing)")
  }

  @Test func theTitleRulesComeFirstAndReadNothing() async {
    let repository = RecordingTodoRepository(todos: [.buyMilk])
    await #expect(throws: AddTodoError.title(.empty), "an empty title is refused by the title rules (T2)") {
      try await AddTodo(repository: repository)(titled: "   ", id: TodoIDs().next)
    }
    let reads = await repository.reads
    #expect(
      reads == 0, "a title the rules refuse needs no trip to the repository (the new rule: the title rules judge first)"
    )
  }

  @Test func theRuleImportsNothingButTheDomainAndTheModel() throws {
    let imports = try exerciseSources().flatMap { file in
      file.text.split(separator: "\n").filter { $0.hasPrefix("import ") }.map { "\(file.name): \($0)" }
    }
    let others = imports.filter { !$0.hasSuffix(": import HexagonalDomain") && !$0.hasSuffix(": import SharedModel") }
    #expect(
      others == [],
      "the rule imports the domain and the model, and nothing else: no Foundation, no adapter (the hexagon: the domain knows the outside only through its ports)"
    )
  }
}

// MARK: - Helpers

/// The Swift files of this exercise's Sources/, or of its solution's when the course builds the solutions.
private func exerciseSources() throws -> [(name: String, text: String)] {
  #if ARCHLAB_COURSE_SOLUTIONS
    let folder = "Solutions"
  #else
    let folder = "Exercises"
  #endif
  let course = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // 07-hexagonal-domain-rule
    .deletingLastPathComponent()  // Checks
    .deletingLastPathComponent()
  let sources = course.appendingPathComponent("\(folder)/07-hexagonal-domain-rule/Sources")
  let files = try FileManager.default.contentsOfDirectory(atPath: sources.path)
  let names = files.filter { $0.hasSuffix(".swift") }.sorted()
  return try names.map { name in
    (name, try String(contentsOf: sources.appendingPathComponent(name), encoding: .utf8))
  }
}

/// An in-memory repository that also counts reads and records saves.
private actor RecordingTodoRepository: TodoRepository {
  private(set) var todos: [Todo]
  private(set) var reads = 0
  private(set) var saved: [Todo] = []

  init(todos: [Todo]) {
    self.todos = todos
  }

  func fetchAll() -> [Todo] {
    reads += 1
    return todos
  }

  func save(_ todo: Todo) {
    saved.append(todo)
    todos.append(todo)
  }

  func delete(_ ids: [Todo.ID]) {
    todos.removeAll { ids.contains($0.id) }
  }
}

/// Ids `todo-1`, `todo-2`, ... as a scenario would make them, counting how many were made.
private final class TodoIDs: Sendable {
  private let count = Counter()

  var made: Int { count.value }

  func next() -> Todo.ID {
    Todo.ID(rawValue: "todo-\(count.increment())")
  }

  private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var number = 0

    var value: Int { lock.withLock { number } }

    func increment() -> Int {
      lock.withLock {
        number += 1
        return number
      }
    }
  }
}

extension Todo {
  fileprivate static let buyMilk = Todo(id: "buy-milk", title: "Buy milk")
  fileprivate static let walkTheDog = Todo(id: "walk-the-dog", title: "Walk the dog", isDone: true)
  fileprivate static let callMom = Todo(id: "call-mom", title: "Call mom")
}
