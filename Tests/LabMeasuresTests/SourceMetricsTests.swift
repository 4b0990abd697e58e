// Measuring source text: what counts as a line of code, a type, a seam, a test, a snippet region.

import LabSourceTree
import TestSupport
import Testing

@testable import LabMeasures

@Suite(.failsInsteadOfHanging) struct SourceMetricsTests {
  @Test func countsOnlyLinesThatHoldCode() {
    let text = """
      // A header comment.
      /// A doc comment.
      import Foundation

      /* a block
         comment */ let a = "// not a comment" // a trailing comment
      let b = \"\"\"
        // inside a multi-line string: code
        \"\"\"
      /* nested /* block */ still comment */
      """
    #expect(
      SwiftCode.codeLines(of: text) == [
        "import Foundation", #"let a = "// not a comment""#, "let b = \"\"\"", "// inside a multi-line string: code",
        "\"\"\"",
      ])
  }

  @Test func countsTypesProtocolsAndTests() {
    let text = """
      public protocol ProfileService: Sendable {
        func fetchProfile() async throws -> Profile
      }
      @MainActor @Observable
      final class ProfileViewModel {
        enum Phase { case idle }
      }
      struct Tests {
        @Test func loads() {}
        @Test(arguments: [1]) func counts(n: Int) {}
        let classification = "class X"
      }
      """
    let metrics = SourceMetrics.measure(text)
    #expect(metrics.files == 1)
    #expect(metrics.types == 4)
    #expect(metrics.protocols == 1)
    #expect(metrics.tests == 2)
    #expect(metrics.linesOfCode == 12)
  }

  @Test func readsNamedSnippetRegions() {
    // Built from parts, so that this file holds no region of its own.
    let open = "// snippet."
    let text = """
      \(open)example-state
      struct State {}
      \(open)end
      let outside = 1
        \(open)example-intent
        enum Intent {}
        \(open)end
      """
    #expect(
      SwiftCode.snippets(in: text) == ["example-state": ["struct State {}"], "example-intent": ["  enum Intent {}"]])
  }

  @Test func aRegionNamesTheRulesItCarriesOutAndNestsInsideAnother() {
    let open = "// snippet."
    let text = """
      \(open)example-store
      final class Store {
        \(open)example-add (T3, T5)
        func add() {}
        \(open)end
      }
      \(open)end
      """
    let regions = SwiftCode.regions(in: text)
    #expect(
      regions.map(\.marker) == [
        .init(name: "example-store", rules: []), .init(name: "example-add", rules: ["T3", "T5"]),
      ])
    #expect(regions.first?.lines == ["final class Store {", "  func add() {}", "}"], "the inner markers are not lines")
    #expect(regions.last?.lines == ["  func add() {}"])
  }
}
