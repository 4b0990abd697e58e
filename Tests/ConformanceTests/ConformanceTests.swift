// Every scenario against every registered architecture: a new architecture is covered the moment it is registered.

import Foundation
import LabDrivers
import LabEngine
import LabLanguage
import LabNarration
import LabTestSupport
import TestSupport
import Testing

/// The package's scenario files; a folder that can't be read fails the tests that use it, never silently.
enum PackageScenarios {
  static let library = ScenarioLibrary(directory: TestPackage.root.appendingPathComponent("Scenarios"))

  static func files() throws -> [URL] {
    try library.files()
  }

  /// The names of every scenario, for parameterized tests: read once, and never empty without a failure.
  static let names: [String] = {
    let files = (try? library.files()) ?? []
    return files.isEmpty ? ["(the Scenarios folder can't be read)"] : files.map(library.name(of:))
  }()

  static func load(_ name: String) throws -> Scenario {
    let file = library.directory.appendingPathComponent(name + ".scenario")
    return try ScenarioLibrary.load(file, displayPath: "Scenarios/\(name).scenario")
  }
}

@Suite(.failsInsteadOfHanging) struct ConformanceTests {
  @MainActor
  @Test(arguments: PackageScenarios.names)
  func everyArchitecturePassesTheScenario(name: String) async throws {
    let scenario = try PackageScenarios.load(name)
    for architecture in Architectures.all() {
      let result = await Engine(architecture).play(scenario)
      #expect(
        result.passed,
        "\(architecture.name): \(result.failure.map { "\($0)\n" + $0.screen.joined(separator: "\n") } ?? "")")
    }
  }

  @MainActor
  @Test func architecturesHaveDistinctCommandLineNames() {
    let names = Architectures.all().map(\.name)
    #expect(Set(names).count == names.count)
    #expect(names.allSatisfy { !$0.isEmpty && $0 == $0.lowercased() && !$0.contains(",") })
  }
}

@MainActor
@Suite(.failsInsteadOfHanging) struct DeterminismTests {
  /// Scenarios where answers cross: latest wins, cancellation, answers released together, restarts, closing.
  nonisolated static let racy = [
    "profile/latest-request-wins-when-answers-arrive-out-of-order", "profile/superseded-failure-shows-no-error",
    "todos/saving-row-ignores-toggle-and-delete", "todos/restart-shows-what-the-server-stored",
  ]

  @Test(arguments: racy)
  func everyArchitectureTellsTheSameStoryOnEveryRun(name: String) async throws {
    let scenario = try PackageScenarios.load(name)
    for architecture in Architectures.all() {
      let first = await storyAndTrace(scenario, architecture.name)
      for _ in 1..<50 {
        let again = await storyAndTrace(scenario, architecture.name)
        #expect(again.trace == first.trace, "\(architecture.name): the trace changed")
        #expect(again.story == first.story, "\(architecture.name): the inside story changed")
      }
    }
  }

  private func storyAndTrace(_ scenario: Scenario, _ name: String) async -> (trace: [String], story: [String]) {
    let narrator = Narrator()
    var story: [String] = []
    let engine = Engine(Architectures.all().first { $0.name == name }!)
    engine.observers = [narrator, StoryCollector(narrator: narrator) { story += $0 }]
    let result = await engine.play(scenario)
    return (result.trace, story)
  }
}

/// Takes the narrator's story after each step.
@MainActor
private final class StoryCollector: SessionObserver {
  let narrator: Narrator
  let collect: ([String]) -> Void
  init(narrator: Narrator, collect: @escaping ([String]) -> Void) {
    self.narrator = narrator
    self.collect = collect
  }
  func session(_ session: Session, didPerform statement: Scenario.Located, failure: ScenarioFailure?) {
    collect(narrator.take().map(\.description))
  }
}

/// What the runner says when a gesture reaches a screen the user can't reach: the parser lets it
/// through where the Todo screen may be open, and the run decides.
@MainActor
@Suite(.failsInsteadOfHanging) struct TodoScreenRunTimeTests {
  @Test(arguments: [
    (
      "server todos \"[ ] a\"\napp link todos \"a\"\ntodos add \"b\"", 4,
      "the Todo screen is open over the list: `todos add` needs `todo back` first"
    ),
    (
      "server todos \"[ ] a\"\napp link \"archlab://todos/nope\"\ntodo save", 4,
      "`todo save` needs a Todo screen, and none is open: the list shows"
    ),
    (
      "app link todos \"Buy milk\"", 2,
      "the server holds no todo titled \"Buy milk\""
    ),
  ])
  func aGestureNoScreenCanTakeFailsTheRun(text: String, line: Int, message: String) async throws {
    let scenario = try ScenarioParser.parse("scenario \"x\"\n" + text, file: "x.scenario")
    for architecture in Architectures.all() {
      let result = await Engine(architecture).play(scenario)
      #expect(result.failure?.line == line, "\(architecture.name)")
      #expect(result.failure?.message == message, "\(architecture.name)")
    }
  }

  @Test func backWithNoTodoScreenOpenDoesNothing() async throws {
    let scenario = try ScenarioParser.parse(
      """
      scenario "x"
      server todos "[ ] a"
      todos open
      app link "archlab://todos/nope"
      todo back
      expect todo closed
      expect todos rows "[ ] a"
      """, file: "x.scenario")
    for architecture in Architectures.all() {
      let result = await Engine(architecture).play(scenario)
      #expect(result.passed, "\(architecture.name): \(result.failure.map(String.init(describing:)) ?? "")")
    }
  }
}
