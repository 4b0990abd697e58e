// Whole outputs of `show` and `diagram`, compared with golden files.
// When an output changes on purpose, regenerate the files with
// `ARCHLAB_UPDATE_GOLDEN=1 swift test --filter GoldenTests/` and read the diff before committing it.

import Foundation
import LabCommandLine
import LabDrivers
import LabTerminal
import LabTestSupport
import TestSupport
import Testing

@MainActor
@Suite(.failsInsteadOfHanging, .temporaryFolders) struct GoldenTests {
  @Test func showPrintsEachStepSideBySide() async throws {
    let ran = await archlab(["show", "profile/refresh-failure-keeps-profile"], registry: .standard)
    #expect(ran.code == .success, "\(ran.errors)")
    try checkGolden(ran.output, "show-refresh-failure-keeps-profile.txt")
  }

  @Test(arguments: ["mvi", "mvvm", "hexagonal"])
  func diagramDrawsARealRun(architecture: String) async throws {
    try #require(Architectures.all().contains { $0.name == architecture }, "no architecture is named \(architecture)")
    let ran = await archlab(
      ["diagram", "todos/failed-add-gives-title-back", "--arch", architecture], registry: .standard)
    #expect(ran.code == .success, "\(ran.errors)")
    try checkGolden(ran.output, "diagram-failed-add-gives-title-back-\(architecture).mmd")
  }

  /// Every command's help, as a whole text: generated from its declaration, so an option it accepts
  /// is an option it lists. The same text comes from `--help` after the command and from `help COMMAND`.
  @Test(arguments: ["", "run", "list", "show", "play", "diagram", "compare", "fuzz", "bench", "lessons", "course"])
  func helpIsTheWholeTextItsDeclarationGives(command: String) async throws {
    // In English whatever the machine's locale: a French one would otherwise ask for the French help.
    let english = ["--lang", "en"]
    let ran = await archlab((command.isEmpty ? ["--help"] : [command, "--help"]) + english, registry: .standard)
    #expect(ran.code == .success)
    try checkGolden(ran.output, "help-\(command.isEmpty ? "archlab" : command).txt")
    let asked = await archlab((command.isEmpty ? ["help"] : ["help", command]) + english, registry: .standard)
    #expect(asked.output == ran.output)
  }

  // MARK: - Helpers

  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

  /// Compares `output` with the golden file `name`, or rewrites the file when ARCHLAB_UPDATE_GOLDEN is set.
  private func checkGolden(_ output: String, _ name: String) throws {
    try Golden.check(output, file: Self.folder.appendingPathComponent("Golden/\(name)"))
  }
}

@MainActor
@Suite(.failsInsteadOfHanging, .temporaryFolders) struct ShowWidthTests {
  /// Every scenario of the package, as `screen/name`.
  nonisolated static let scenarios: [String] = {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Scenarios")
    let files =
      FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?
      .compactMap { $0 as? URL }.filter { $0.pathExtension == "scenario" } ?? []
    return files.map {
      "\($0.deletingLastPathComponent().lastPathComponent)/\($0.deletingPathExtension().lastPathComponent)"
    }
    .sorted()
  }()

  @Test func everyScenarioIsMeasured() {
    #expect(Self.scenarios.count > 60)
  }

  @Test(arguments: scenarios)
  func showFitsInOneHundredColumns(scenario: String) async {
    for color in [false, true] {
      let ran = await archlab(
        ["show", scenario, "--arch", "mvi,mvvm,hexagonal,mv"], color: color, registry: .standard)
      #expect(ran.code == .success)
      let widest = ran.output.split(separator: "\n").map { TextLayout.visibleCount(of: $0) }.max() ?? 0
      #expect(widest <= 100)
      #expect(widest > 60)
    }
  }

  /// At every width `show` is asked for, no line is wider, in terminal columns: a CJK character or an
  /// emoji takes two, a combining mark none.
  @Test(arguments: scenarios)
  func showFitsTheWidthItIsGivenInTerminalColumns(scenario: String) async {
    for width in [40, 64] {
      let ran = await archlab(["show", scenario, "--width", "\(width)"], registry: .standard)
      #expect(ran.code == .success)
      #expect(Self.widest(ran.output) <= width, "at --width \(width)")
    }
  }

  @Test(arguments: [40, 64, 100])
  func wideAndZeroWidthTitlesFitTheWidthToo(width: Int) async throws {
    let hundred = String(repeating: "字", count: 100)
    let folder = try scenarioFolder([
      "wide.scenario": """
      scenario "Wide titles: 牛乳を買う, 👩‍👩‍👧‍👦 and 🇫🇷, each two columns a character"
      server todos "[ ] 牛乳を買う" "[x] 👩‍👩‍👧‍👦 dinner" "[ ] 🇫🇷🇫🇷🇫🇷🇫🇷🇫🇷🇫🇷🇫🇷🇫🇷🇫🇷🇫🇷🇫🇷🇫🇷🇫🇷🇫🇷🇫🇷"
      todos open
      todos add "\(hundred)"
      todos add "Cafe\u{301} \u{301}accent 우유 사기 ✅ ⚽ 👍🏽 ok"
      todos toggle "牛乳を買う"
      expect todos left 3
      """
    ])
    let ran = await archlab(
      ["show", folder.appendingPathComponent("wide.scenario").path, "--width", "\(width)"], registry: .standard)
    #expect(ran.code == .success, "\(ran.errors)")
    #expect(Self.widest(ran.output) <= width)
    #expect(ran.output.contains("牛乳"))
  }

  private static func widest(_ output: String) -> Int {
    output.split(separator: "\n").map { TextLayout.visibleCount(of: $0) }.max() ?? 0
  }

  @Test func compareShowsTheChangeCostOfTheRulesAskedForAlone() async {
    let ran = await archlab(["compare", "--rules", "N8,N4", "--format", "markdown"], color: false, registry: .standard)
    #expect(ran.code == .success, "\(ran.errors)")
    let rows = ran.output.split(separator: "\n")
    #expect(rows.count == 4)
    #expect(rows.first == "| Change cost (code lines) | MVI | MVVM | Hexagonal | MV |")
    #expect(rows.dropFirst(2).map { $0.split(separator: " ")[1] } == ["N8", "N4"])
    let unknown = await archlab(["compare", "--rules", "N4,T99"], color: false, registry: .standard)
    #expect(unknown.code == .usage)
    #expect(unknown.errors.contains("'T99'"))
  }

  @Test func compareFitsInOneHundredColumns() async {
    let ran = await archlab(["compare"], color: false, registry: .standard)
    #expect(ran.code == .success)
    let widest = ran.output.split(separator: "\n").map { TextLayout.visibleCount(of: $0) }.max() ?? 0
    #expect(widest <= 100)
    #expect(widest > 60)
  }
}
