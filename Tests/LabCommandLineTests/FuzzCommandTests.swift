// `archlab fuzz` from the command line: its report, its exit codes, the file it writes, its usage errors.

import Foundation
import LabCommandLine
import LabEngine
import LabTerminal
import LabTestSupport
import TestSupport
import Testing

@MainActor
@Suite(.failsInsteadOfHanging, .temporaryFolders) struct FuzzCommandTests {
  @Test func passesAndSaysHowManyScenariosPassed() async {
    let ran = await archlab(["fuzz", "--runs", "20", "--seed", "3"])
    #expect(ran.code == .success)
    #expect(ran.output.hasPrefix("Fuzzed 20 scenarios of up to 30 statements (seed 3, "))
    #expect(ran.output.hasSuffix("\n20 passed, 0 failed\n"))
    #expect(ran.errors == "", "no progress bar when the output is not a terminal")
  }

  @Test func writesTheShrunkScenarioAndExits1() async throws {
    let folder = try scenarioFolder([:])
    let planted = Registry([ReferenceDriver.planted(.rollbackAtTheEnd)])
    let ran = await archlab(["fuzz", "--runs", "400", "--out", folder.path], registry: planted)
    #expect(ran.code == .failure)
    #expect(ran.output.hasSuffix(" passed, 1 failed\n"))
    let path = try #require(
      ran.output.split(separator: "\n").first { $0.hasPrefix("Written to ") }.map { String($0.dropFirst(11)) })
    #expect(path.hasPrefix(folder.path + "/seed-") && path.hasSuffix("-T12.scenario"))
    let written = try String(contentsOfFile: path, encoding: .utf8)
    #expect(written.contains("# Breaks T12: "))
    // The file is a scenario `archlab run` reads (it has no expectations: the rule broken is the oracle's).
    let replayed = await archlab(["run", path], registry: planted)
    #expect(replayed.code == .success, "\(replayed.errors)")
  }

  @Test func saysHowOftenEachRuleWasReachedAndFailsARunThatReachedOneTooSeldom() async {
    let few = await archlab(["fuzz", "--runs", "2", "--seed", "3", "--require-reach", "1"])
    #expect(few.code == .failure, "two scenarios can't reach every rule")
    #expect(few.output.contains("\nRules reached: P1 "))
    #expect(few.output.hasSuffix("\n2 passed, 0 failed\n"))
    let prefix = "archlab: reached fewer than 1 time (--require-reach): "
    #expect(few.errors.hasPrefix(prefix) && few.errors.count > prefix.count + 1, "names what it missed")

    let enough = await archlab(["fuzz", "--runs", "400", "--seed", "1", "--require-reach", "1"])
    #expect(enough.code == .success, "\(enough.errors)")
    #expect(enough.errors == "")
  }

  @Test func reportsInJSON() async throws {
    let ran = await archlab(["fuzz", "--runs", "3", "--seed", "9", "--format", "json"])
    #expect(ran.code == .success)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(ran.output.utf8)) as? [String: Any])
    #expect(object["passed"] as? Int == 3)
    #expect(object["failed"] as? Int == 0)
    #expect(object["seed"] as? Int == 9)
    #expect(object["architectures"] as? [String] == ["reference"])
  }

  @Test(arguments: [
    (["--runs", "0"], "archlab: --runs is a whole number from 1 to 1000000, not '0'\n"),
    (["--runs", "1000001"], "archlab: --runs is a whole number from 1 to 1000000, not '1000001'\n"),
    (["--steps", "many"], "archlab: --steps is a whole number from 1 to 1000000, not 'many'\n"),
    (["--seed", "-1"], "archlab: --seed is a whole number from 0 to 18446744073709551615, not '-1'\n"),
    (["--format", "xml"], "archlab: --format is text or json, not 'xml'\n"),
    (["--require-reach", "x"], "archlab: --require-reach is a whole number from 1 to 1000000, not 'x'\n"),
    (["--arch", "nope"], "archlab: unknown architecture 'nope'; known: reference\n"),
    (["extra"], "archlab: unexpected argument 'extra'\n"),
  ])
  func refusesABadCommandLineWithExit64(arguments: [String], message: String) async {
    let ran = await archlab(["fuzz"] + arguments)
    #expect(ran.code == .usage)
    #expect(ran.output == "")
    #expect(ran.errors == message + "Run `archlab fuzz --help` for usage.\n")
  }
}

@MainActor
@Suite(.failsInsteadOfHanging, .temporaryFolders) struct BenchCommandTests {
  @Test func aFileThatIsNotABenchResultIsRefusedWithExit66() async throws {
    let file = try TemporaryFolders.file("not-a-bench.json")
    try Data("{\"sizes\": 3}".utf8).write(to: file)
    let ran = await archlab(["bench", "--from", file.path, "--format", "svg"])
    #expect(ran.code == .noInput)
    #expect(ran.errors.hasPrefix("archlab bench: \(file.path) is not a JSON result of bench: "))
    #expect(ran.output.isEmpty)
  }

  @Test(arguments: [
    (["--sizes", "5"], "archlab: --sizes takes list sizes from 10 to 1000000, separated by commas, not '5'\n"),
    (
      ["--sizes", "100,,1000"],
      "archlab: --sizes takes list sizes from 10 to 1000000, separated by commas, not '100,,1000'\n"
    ),
    (["--repetitions", "0"], "archlab: --repetitions is a whole number from 1 to 1000, not '0'\n"),
    (["--format", "csv"], "archlab: --format is text, json, markdown or svg, not 'csv'\n"),
    (
      ["--gestures", "type,swipe"],
      "archlab: --gestures takes gestures among type, add, toggle, delete, filter, refresh, show, rename,"
        + " separated by commas, not 'type,swipe'\n"
    ),
  ])
  func refusesABadCommandLineWithExit64(arguments: [String], message: String) async {
    let ran = await archlab(["bench"] + arguments)
    #expect(ran.code == .usage)
    #expect(ran.errors == message + "Run `archlab bench --help` for usage.\n")
  }

  @Test func timesOnlyTheGesturesNamedInTheirOwnOrder() async {
    // The reference app has no views: only the baseline is measured.
    let ran = await archlab(["bench", "--sizes", "10", "--repetitions", "1", "--gestures", "delete,type"])
    #expect(ran.code == .success)
    #expect(ran.output.contains("Type a character, median time per gesture"))
    #expect(ran.output.contains("Delete a row, median time per gesture"))
    #expect(!ran.output.contains("Add a todo"))
    let lines = ran.output.split(separator: "\n")
    let header = lines.firstIndex { $0.hasPrefix("The gesture alone") }.map { lines[$0 + 1] }
    #expect(header?.split(separator: " ") == ["type", "delete"])
  }

  @Test func saysWhenItRunsFromADebugBuild() async {
    // The reference app has no views: only the baseline is measured, which is quick.
    let ran = await archlab(["bench", "--sizes", "10", "--repetitions", "1"])
    #expect(ran.code == .success)
    #if DEBUG
      #expect(ran.errors.contains("this is a debug build"))
    #endif
    #expect(ran.output.contains("Not measured (no views whose bodies to count): reference"))
  }
}
