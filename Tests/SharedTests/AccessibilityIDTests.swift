// The accessibility identifiers are listed once for people, in Scenarios/README.md, and once for code,
// in AccessibilityID: the two lists must be the same.

import Foundation
import ScreenContract
import Testing

@Suite struct AccessibilityIDTests {
  @Test func theReadmeListsExactlyTheIdentifiersTheCodeHoldsInItsOrder() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let readme = try String(contentsOf: root.appendingPathComponent("Scenarios/README.md"), encoding: .utf8)
    let section =
      try #require(readme.components(separatedBy: "## Accessibility identifiers").dropFirst().first)
      .components(separatedBy: "\n## ").first ?? ""
    let listed = section.split(separator: "\n").filter { $0.hasPrefix("| `") }.compactMap { line in
      line.split(separator: "`", omittingEmptySubsequences: false).dropFirst().first.map(String.init)
    }
    #expect(listed == AccessibilityID.all)
  }

  @Test func noIdentifierIsUsedTwice() {
    #expect(Set(AccessibilityID.all).count == AccessibilityID.all.count)
  }
}
