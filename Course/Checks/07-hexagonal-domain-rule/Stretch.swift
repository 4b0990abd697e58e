// The stretch of exercise 07: titles compared as Unicode compares text without case, for a learner who found the
// checks too easy. Optional: `course check 7` shows these once the exercise's own checks pass.

import HexagonalDrivenAdapters
import SharedModel
import Testing

@testable import Exercise07

@Suite struct Stretch {
  @Test func stretchALetterWhoseCapitalIsTwoLettersStillRepeats() async {
    let street = Todo(id: "street", title: "Straße fegen")
    let repository = InMemoryTodoRepository(todos: [street])
    await #expect(
      throws: AddTodoError.duplicate(of: street),
      "“STRASSE FEGEN” repeats “Straße fegen”: without case, ß is ss (the stretch: case as Unicode means it)"
    ) {
      try await AddTodo(repository: repository)(titled: "STRASSE FEGEN", id: { "todo-1" })
    }
  }

  @Test func stretchASigmaRepeatsWhereverItStands() async {
    let road = Todo(id: "road", title: "ΟΔΟΣ")
    let repository = InMemoryTodoRepository(todos: [road])
    await #expect(
      throws: AddTodoError.duplicate(of: road),
      "“οδος” repeats “ΟΔΟΣ”: σ and a word's final ς are one letter (the stretch: case as Unicode means it)"
    ) {
      try await AddTodo(repository: repository)(titled: "οδος", id: { "todo-1" })
    }
  }

  @Test func stretchAnAccentStillMakesATitleNew() async {
    let repository = InMemoryTodoRepository(todos: [Todo(id: "cv", title: "Résumé")])
    let added = try? await AddTodo(repository: repository)(titled: "RESUME", id: { "todo-1" })
    #expect(
      added?.title == "RESUME",
      "case goes, accents stay: “RESUME” is another word than “Résumé” (the stretch: case as Unicode means it)")
  }
}
