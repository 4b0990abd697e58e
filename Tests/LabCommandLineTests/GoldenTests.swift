// Whole outputs of `show` and `diagram`, compared with golden files.
// When an output changes on purpose, regenerate the files with
// `ARCHLAB_UPDATE_GOLDEN=1 swift test --filter GoldenTests/` and read the diff before committing it.

import Foundation
import LabCommandLine
import LabDrivers
import LabTerminal
import TestSupport
import Testing

@MainActor
@Suite(.failsInsteadOfHanging) struct GoldenTests {
  @Test func showPrintsEachStepSideBySide() async throws {
    let ran = await archlab(["show", "profile/refresh-failure-keeps-profile"], registry: .standard)
    #expect(ran.code == .success, "\(ran.errors)")
    try checkGolden(ran.output, "show-refresh-failure-keeps-profile.txt")
  }

  @Test(arguments: ["mvi", "mvvm", "hexagonal"])
  func diagramDrawsARealRun(architecture: String) async throws {
    try #require(Architectures.named(architecture) != nil, "no architecture is named \(architecture)")
    let ran = await archlab(
      ["diagram", "todos/failed-add-gives-title-back", "--arch", architecture], registry: .standard)
    #expect(ran.code == .success, "\(ran.errors)")
    try checkGolden(ran.output, "diagram-failed-add-gives-title-back-\(architecture).mmd")
  }

  // MARK: - Helpers

  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

  /// Compares `output` with the golden file `name`, or rewrites the file when ARCHLAB_UPDATE_GOLDEN is set.
  private func checkGolden(_ output: String, _ name: String) throws {
    try Golden.check(output, file: Self.folder.appendingPathComponent("Golden/\(name)"))
  }
}

@MainActor
@Suite(.failsInsteadOfHanging) struct ShowWidthTests {
  @Test(arguments: ["todos/hundred-character-title-is-valid", "todos/failed-add-gives-title-back"])
  func showFitsInOneHundredColumns(scenario: String) async {
    for color in [false, true] {
      let ran = await archlab(["show", scenario], color: color, registry: .standard)
      #expect(ran.code == .success)
      let widest = ran.output.split(separator: "\n").map { TextLayout.visibleCount(of: $0) }.max() ?? 0
      #expect(widest <= 100)
      #expect(widest > 60)
    }
  }
}
