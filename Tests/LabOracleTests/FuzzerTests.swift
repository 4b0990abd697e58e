// The oracle is tested the way a checker must be: it finds bugs planted on purpose, shrinks them to a
// handful of statements, and passes an app that has none. Its generator reaches the whole language.

import LabDrivers
import LabEngine
import LabLanguage
import LabServer
import LabTestSupport
import ScreenContract
import SharedModel
import TestSupport
import Testing

@testable import LabOracle

@MainActor
@Suite(.failsInsteadOfHanging) struct FuzzerTests {
  // snippet.oracle-finds-planted-bug
  /// The rules each planted bug may break first.
  static let expectedRules: [PlantedBug: Set<Rule>] = [
    .rollbackAtTheEnd: [.listEqualsServer, .spec],
    .titleOverTypedText: [.nothingTypedLost],
    .closeForgetsChanges: [.savingMark],
    .rollbackByIndex: [.listEqualsServer, .noRowTwice, .spec],
    // Bugs the architectures would share: only the reference model of FEATURE.md can see them.
    .untrimmedTitle: [.spec],
    .hundredCharactersRefused: [.spec],
    .refusalFlipsAgain: [.spec, .listEqualsServer],
  ]

  @Test(arguments: PlantedBug.allCases)
  func findsAPlantedBugAndShrinksItToAHandfulOfStatements(_ bug: PlantedBug) async throws {
    let fuzzer = Fuzzer(architectures: [ReferenceDriver.planted(bug)])
    // `archlab fuzz` as it runs by default: 200 scenarios from seed 1.
    let report = await fuzzer.run(runs: 200, seed: 1)
    let failure = try #require(report.failure, "\(bug.rawValue) went unnoticed in 200 scenarios")
    #expect(!failure.isGeneratorFault)
    #expect(Self.expectedRules[bug]?.contains(failure.violation.rule) == true, "broke \(failure.violation.rule)")
    #expect(failure.statements.count <= 8, "shrunk to \(failure.statements.map(\.source))")
    #expect(failure.statements.count < failure.foundLength || failure.foundLength <= 8)
    // The shrunk scenario breaks the same rule when played again.
    #expect(await fuzzer.replay(failure.statements)?.rule == failure.violation.rule)
  }
  // snippet.end

  @Test func theSameScenariosPassWithoutTheBug() async {
    // The runs that find every planted bug above, on the app without it: a finding is the bug's, not the oracle's.
    let report = await Fuzzer(architectures: [ReferenceDriver.architecture]).run(runs: 400, seed: 1)
    #expect(report.failure == nil, "\(report.failure.map { "\($0.violation.rule): \($0.violation.message)" } ?? "")")
    #expect(report.passed == 400)
    // The generator aims at the situations the planted bugs need, and reaches each of them.
    for situation in Situation.allCases {
      #expect(report.situations[situation, default: 0] > 0, "never reached: \(situation.rawValue)")
    }
    // And every rule of FEATURE.md: a rule the generator never reaches is a rule nobody checks.
    #expect(report.reachedFewer(than: 1) == [])
  }

  @Test func twoAppsThatDisagreeBreakTheSameBehaviourRuleFirst() async throws {
    let fuzzer = Fuzzer(architectures: [ReferenceDriver.architecture, ReferenceDriver.planted(.rollbackAtTheEnd)])
    let failure = try #require(await fuzzer.run(runs: 400, seed: 1).failure)
    #expect(failure.violation.rule == .sameBehaviour)
    #expect(failure.violation.screens.map(\.architecture) == ["reference", "rollback-at-the-end"])
  }

  @Test func theRunOfASeedIsTheSameEveryTime() async {
    let fuzzer = Fuzzer(architectures: [ReferenceDriver.architecture])
    let first = await fuzzer.play(seed: 42)
    let second = await fuzzer.play(seed: 42)
    #expect(first.0 == second.0)
    #expect(first.1 == second.1)
    #expect(first.2.reached == second.2.reached)
    #expect(first.2.rulesReached == second.2.rulesReached)
    #expect(first.0 != (await fuzzer.play(seed: 43)).0)
  }

  @Test func aFailureIsWrittenAsAScenarioThatParsesBackToItsStatements() async throws {
    let fuzzer = Fuzzer(architectures: [ReferenceDriver.planted(.rollbackAtTheEnd)])
    let failure = try #require(await fuzzer.run(runs: 400, seed: 1).failure)
    let text = failure.scenarioText(command: "archlab fuzz --seed \(failure.seed) --runs 1")
    let parsed = try ScenarioParser.parse(text, file: "found.scenario")
    #expect(parsed.statements.map(\.statement) == failure.statements)
    #expect(text.contains("# Breaks \(failure.violation.rule.rawValue): "))
    #expect(text.contains("# rollback-at-the-end:"))
  }
}

@MainActor
@Suite(.failsInsteadOfHanging) struct GeneratorTests {
  /// The statements of 300 random scenarios, written and parsed back.
  static func generated() async throws -> [[Statement]] {
    let fuzzer = Fuzzer(architectures: [ReferenceDriver.architecture])
    var scenarios: [[Statement]] = []
    for seed in 1...300 {
      scenarios.append(await fuzzer.play(seed: UInt64(seed)).0)
    }
    return scenarios
  }

  @Test func everyScenarioItMakesIsWrittenAndReadBackExactly() async throws {
    for statements in try await Self.generated() {
      let text = (["scenario \"generated\""] + statements.map(\.source)).joined(separator: "\n")
      let parsed = try ScenarioParser.parse(text, file: "generated.scenario")
      #expect(parsed.statements.map(\.statement) == statements)
    }
  }

  @Test func itReachesEveryKindOfStatement() async throws {
    let all = try await Self.generated().flatMap { $0 }
    let kinds = Set(all.map(Self.kind))
    let expected: Set<String> = [
      "server profile", "server todos", "server fail", "server fail many", "server hold", "server release",
      "server release K", "server resume", "profile open", "profile refresh", "profile retry", "profile close",
      "todos open", "todos retry", "todos type", "todos add", "todos add TEXT", "todos toggle", "todos delete",
      "todos clear-completed", "todos filter", "todos close", "app restart", "todos show", "todo back", "todo type",
      "todo save", "todo rename", "todo toggle", "todo delete", "app link profile", "app link todos",
      "app link todos TITLE", "app link URL", "app link foreign",
    ]
    #expect(expected.subtracting(kinds).isEmpty, "never made: \(expected.subtracting(kinds).sorted())")
    for endpoint in Endpoint.allCases {
      #expect(all.contains(.server(.hold(endpoint))), "never holds \(endpoint)")
    }
  }

  @Test func itTypesTitlesAroundTheLimitAndInEveryKindOfUnicode() async throws {
    let typed = try await Self.generated().flatMap { $0 }.compactMap { statement -> String? in
      switch statement {
      case .todos(.add(let text?)), .todos(.type(let text)): text
      default: nil
      }
    }
    let lengths = Set(typed.map { TitleLength.of($0) })
    #expect(lengths.isSuperset(of: [99, 100, 101]))
    #expect(typed.contains { $0.unicodeScalars.first?.properties.generalCategory == .nonspacingMark })
    #expect(typed.contains { $0.unicodeScalars.contains { $0.properties.isEmojiPresentation } })
    #expect(typed.contains { $0.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) } })
    #expect(typed.contains { $0.contains("\"") && $0.contains("\\") == false })
    #expect(typed.contains { $0.contains("\\") })
    #expect(typed.contains { !$0.isEmpty && $0.unicodeScalars.allSatisfy(\.properties.isWhitespace) })
    #expect(typed.contains("Café") && typed.contains("Cafe\u{301}"))
  }

  private static func kind(_ statement: Statement) -> String {
    switch statement {
    case .server(.profile): "server profile"
    case .server(.todos): "server todos"
    case .server(.fail(_, let times)): times == 1 ? "server fail" : "server fail many"
    case .server(.hold): "server hold"
    case .server(.release(_, let request)): request == nil ? "server release" : "server release K"
    case .server(.resume): "server resume"
    case .profile(let gesture): "profile \(gesture.rawValue)"
    case .todos(.add(let text)): text == nil ? "todos add" : "todos add TEXT"
    case .todos(let gesture): "todos \(gesture.word)"
    case .todo(let gesture): "todo \(gesture.word)"
    case .appLink(.raw(let text)): AppLink(text) == nil ? "app link foreign" : "app link URL"
    case .appLink(.profile): "app link profile"
    case .appLink(.todos): "app link todos"
    case .appLink(.todo): "app link todos TITLE"
    case .appRestart: "app restart"
    case .expect: "expect"
    }
  }
}

/// A title's length as the title rules count it: characters, once trimmed (FEATURE.md, "Shared model").
private enum TitleLength {
  static func of(_ text: String) -> Int {
    let scalars = text.unicodeScalars
    guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
      let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
    else { return 0 }
    return String(scalars[first...last]).count
  }
}

@MainActor
@Suite(.failsInsteadOfHanging) struct ShrinkerTests {
  static let needle: [Statement] = [.todos(.open), .server(.fail(.delete, times: 1)), .todos(.delete(.position(1)))]

  @Test func itKeepsOnlyTheStatementsTheFailureNeeds() async {
    // A made-up failure: it happens when the three needles come in order, whatever surrounds them.
    var noise: [Statement] = []
    var random = SplitMix64(seed: 7)
    let fillers: [Statement] = [
      .server(.hold(.save)), .todos(.type("x")), .profile(.open), .todos(.filter(.active)), .server(.resume(.list)),
    ]
    for needle in Self.needle {
      for _ in 0..<Int.random(in: 3...9, using: &random) { noise.append(fillers.randomElement(using: &random)!) }
      noise.append(needle)
    }
    var shrinker = Shrinker { candidate in
      var rest = Self.needle[...]
      for statement in candidate where statement == rest.first { rest = rest.dropFirst() }
      return rest.isEmpty ? .listEqualsServer : nil
    }
    #expect(await shrinker.shrink(noise, rule: .listEqualsServer) == Self.needle)
  }

  @Test func itSimplifiesArgumentsOnlyWhileTheRuleStillBreaks() async {
    let found: [Statement] = [
      .server(.fail(.save, times: 3)), .todos(.add("Caf\u{301}e with a long title")),
      .server(.release(.save, request: 2)),
    ]
    var shrinker = Shrinker { candidate in
      // Breaks whenever an add of a title over one character is in it.
      candidate.contains { if case .todos(.add(let text?)) = $0 { text.count > 1 } else { false } } ? .counter : nil
    }
    let shrunk = await shrinker.shrink(found, rule: .counter)
    #expect(shrunk.count == 1)
    guard case .todos(.add(let text?)) = shrunk.first else {
      Issue.record("expected one add, got \(shrunk.map(\.source))")
      return
    }
    #expect(text.count > 1)
    #expect(text.allSatisfy { $0 == "a" }, "a plainer title of the same length: \(text)")
  }

  @Test func itStopsWithinItsBudget() async {
    // A failure that needs nearly every statement: each candidate is a replay, and most are refused.
    var shrinker = Shrinker { $0.count >= 45 ? .counter : nil }
    shrinker.budget = 5
    let long = Array(repeating: Statement.todos(.open), count: 50)
    #expect(await shrinker.shrink(long, rule: .counter).count == 50)
    #expect(shrinker.replays == 5)
  }
}
