// RULES.md and the tests agree: every rule names Apple's page for it or says that Apple is silent, has a
// test whose name starts with its number, and cites only tests that exist.

import Foundation
import Testing

@Suite struct RulesDocumentTests {
  @Test("every rule names its source or says Apple is silent, and a test names it")
  func everyRuleHasASourceAndATest() throws {
    let rules = try Self.rules()
    let tests = try Self.testNames()
    #expect(rules.count >= 40, "\(rules.count) rules")
    #expect(Set(rules.map(\.number)).count == rules.count, "a rule number is used twice")
    for rule in rules {
      let text = rule.text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
      let sourced = ["https://developer.apple.com/", "Apple is silent", "Deviation"].contains(where: text.contains)
      #expect(sourced, "\(rule.number) names no Apple page and doesn't say that Apple is silent")
      #expect(tests.contains { Self.numbers(in: $0).contains(rule.number) }, "no test names \(rule.number)")
      for cited in rule.citedTests {
        let exists = cited.hasSuffix("…") ? tests.contains { $0.hasPrefix(cited.dropLast()) } : tests.contains(cited)
        #expect(exists, "\(rule.number) cites a test that doesn't exist: \(cited)")
      }
    }
  }

  @Test("every test that names a rule names one that RULES.md has")
  func everyTestNamesARuleThatExists() throws {
    let numbers = Set(try Self.rules().map(\.number))
    for test in try Self.testNames() where test.hasPrefix("R") {
      for number in Self.numbers(in: test) { #expect(numbers.contains(number), "\(test) names no rule") }
    }
  }

  // MARK: - Helpers

  struct Rule {
    var number: String
    var text: String
    /// The tests it names, in backticks; one that ends with `…` names those whose names start so.
    var citedTests: [String]
  }

  private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// Each `- **Rn** …` item of RULES.md, with the indented lines that continue it.
  static func rules() throws -> [Rule] {
    let text = try String(
      contentsOf: root.appendingPathComponent("Sources/SwiftUISubset/RULES.md"), encoding: .utf8)
    var rules: [Rule] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("- **R"), let end = line.dropFirst(4).firstIndex(of: "*") {
        rules.append(
          Rule(number: String(line[line.index(line.startIndex, offsetBy: 4)..<end]), text: "", citedTests: []))
      } else if !line.hasPrefix("  ") {
        continue
      }
      guard !rules.isEmpty, line.hasPrefix("- **R") || line.hasPrefix("  ") else { continue }
      rules[rules.count - 1].text += line + "\n"
    }
    for index in rules.indices {
      let spans = rules[index].text.split(separator: "`", omittingEmptySubsequences: false).enumerated()
      rules[index].citedTests = spans.filter {
        $0.offset % 2 == 1 && $0.element.first == "R" && numbers(in: String($0.element)).count > 0
      }
      .map { String($0.element) }
    }
    return rules
  }

  /// The names given to `@Test` in this folder.
  static func testNames() throws -> [String] {
    let folder = root.appendingPathComponent("Tests/SwiftUISubsetTests")
    var names: [String] = []
    for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where file.hasSuffix(".swift") {
      let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      // `@Test("…")`, or the name on the next line when it is long.
      for part in text.components(separatedBy: "@Test(").dropFirst() {
        let name = part.drop { $0.isWhitespace }
        guard name.first == "\"", let end = name.dropFirst().firstIndex(of: "\"") else { continue }
        names.append(String(name[name.index(after: name.startIndex)..<end]))
      }
    }
    return names
  }

  /// The rule numbers a test name starts with: `R28 R49 MVVM ProfileView…` names R28 and R49.
  static func numbers(in name: String) -> [String] {
    let words: [Substring] = name.split(separator: " ")
    let isNumber = { (word: Substring) in word.count > 1 && word.first == "R" && word.dropFirst().allSatisfy(\.isNumber)
    }
    return words.prefix(while: isNumber).map(String.init)
  }
}
