// The stretch of exercise 08, optional: the same scenario also catches a second bug of latest wins.
// FEATURE.md, T1: the load a Retry replaces is cancelled, and never shows an error, even when it fails.

import Foundation
import LabEngine
import LabLanguage
import LabServer
import MVI
import ScreenContract
import SharedModel
import Testing

@testable import Exercise08

@MainActor
@Suite struct StaleAnswerStretchTests {
  @Test func stretchItFailsForTheStoreWhereASupersededLoadShowsItsError() async {
    guard let scenario = loadStretchScenario() else { return }
    let result = await Engine(SupersededErrorDriver.architecture).play(scenario)
    #expect(
      result.failure != nil,
      "it passes for the store where a replaced load that fails still shows its error, so it doesn't catch that bug (T1)"
    )
  }

  @Test func stretchThatStoreFailsAtAnExpectation() async {
    guard let scenario = loadStretchScenario() else { return }
    let result = await Engine(SupersededErrorDriver.architecture).play(scenario)
    guard let failure = result.failure else { return }  // the check above says it
    #expect(
      failure.message.hasPrefix("expected"),
      "the second broken store should fail on what its screen shows (the task: at an `expect` line), not at: \(failure)"
    )
  }

  /// The learner's scenario, parsed; nil after recording the parser's messages.
  private func loadStretchScenario() -> Scenario? {
    let file = StaleAnswerScenario.file
    do {
      return try ScenarioLibrary.load(file, displayPath: ScenarioLibrary.displayPath(of: file))
    } catch {
      Issue.record("the scenario does not follow the language (Scenarios/README.md):\n\(error)")
      return nil
    }
  }
}

// MARK: - The second broken store

/// MVI's Profile store as it is, and its Todos screen with half of latest wins: an old list never
/// lands, but the failure of a load that a newer one replaced does.
@MainActor
final class SupersededErrorDriver: Driver {
  static let architecture = Architecture(
    name: "superseded-error",
    summary: "MVI, except that a load a Retry replaced is not cancelled, and its failure still shows"
  ) { context in SupersededErrorDriver(context) }

  let profile: any ProfileUserInterface
  let todos: any TodosUserInterface
  // Only the list's loads matter here: no Todo screen, no badge, no links.
  var todo: (any TodoUserInterface)? { nil }
  var badge: Int? { nil }
  func open(_ link: String) async {}

  init(_ context: DriverContext) {
    let server = context.server
    let makeTodoID = context.makeTodoID
    let loads = LoadCounter()
    profile = ProfileScreenOverStore(store: ProfileStore(api: ServerProfileAPI(server: server)))
    let store = Store<TodosState, TodosIntent, NumberedEffect>(
      initialState: TodosState(),
      reduce: { state, intent in
        TodosReducer.reduce(&state, intent, newTodoID: makeTodoID).map { effect in
          guard effect == .fetchTodos else { return NumberedEffect(effect: effect, load: nil) }
          loads.latest += 1
          return NumberedEffect(effect: effect, load: loads.latest)
        }
      },
      perform: { numbered in await Self.perform(numbered, server: server, loads: loads) })
    todos = BrokenListView(store: store)
  }

  /// What MVI's TodosStore does for each effect, except for an old load's answer.
  private static func perform(
    _ numbered: NumberedEffect, server: ScriptedServer, loads: LoadCounter
  ) async -> TodosIntent? {
    guard numbered.effect == .fetchTodos else { return await StaleListDriver.perform(numbered.effect, server: server) }
    let answer = await outcome { try await server.fetchTodos() }
    // The bug: an old list is dropped, as latest wins asks, but an old failure lands.
    if case .success = answer, numbered.load != loads.latest { return nil }
    return .todosAnswered(answer)
  }
}

/// Numbers the loads of the list: the latest is the one whose rows may land.
@MainActor
final class LoadCounter {
  var latest = 0
}

/// MVI's TodosEffect, numbered when it is a load, and on no latest-wins line: nothing is cancelled.
struct NumberedEffect: SideEffect {
  var effect: TodosEffect
  var load: Int?
  var latestWinsID: TodosEffect.LatestWinsID? { nil }
}
