// The side-by-side views, on the reference app: steps recorded with their screens, text that fits, diagrams that escape.

import LabEngine
import LabLanguage
import LabNarration
import LabTerminal
import LabTestSupport
import TestSupport
import Testing

@testable import LabSideBySide

@MainActor
@Suite(.failsInsteadOfHanging) struct SideBySideTests {
  static let text = """
    scenario "Two screens"
    profile open
    expect profile name "Ada Lovelace"
    todos open
    todos add "Buy milk"
    expect todos rows "[ ] Buy milk"
    """

  @Test func recordsEveryStepWithBothScreensAfterIt() async throws {
    let run = await RecordedRun.play(
      try #require(scenario(Self.text)), on: ReferenceDriver.architecture, narrator: Narrator())
    #expect(run.passed)
    #expect(run.steps.map(\.statement.line) == [2, 3, 4, 5, 6])
    #expect(run.steps[0].profile.name == "Ada Lovelace")
    #expect(run.steps[3].todosLines.contains("  1 [ ] Buy milk"))
  }

  @Test(arguments: [40, 64, 100, 160])
  func theLayoutFitsTheWidthItIsGiven(width: Int) async throws {
    let played = try #require(scenario(Self.text))
    let runs = [
      await RecordedRun.play(played, on: ReferenceDriver.architecture, narrator: Narrator()),
      await RecordedRun.play(played, on: ReferenceDriver.architecture, narrator: Narrator()),
    ]
    let console = Console(write: { _ in }, writeError: { _ in }, usesColor: true)
    let text = TextLayout.fitting(
      SideBySide.text(scenario: played, runs: runs, width: width, console: console), width: width)
    #expect(text.split(separator: "\n").allSatisfy { TextLayout.visibleCount(of: $0) <= width })
    #expect(text.contains("passed: reference, reference"))
  }

  @Test func aDiagramEscapesWhatMermaidWouldReadAsSyntax() {
    #expect(SequenceDiagram.escaped("a;b #c <d>") == "a#59;b #35;c #lt;d#gt;")
  }

  @Test func wrapsAtSpacesAndCutsAWordLongerThanTheLine() {
    #expect(TextLayout.wrap("one two three", 7) == ["one two", "  three"])
    #expect(TextLayout.wrap("abcdefghij", 6) == ["  abcd", "  efgh", "  ij"])
  }
}
