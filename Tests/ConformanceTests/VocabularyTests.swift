// VOCABULARY.md names each concept in each architecture; the code must declare every name it gives.

import Foundation
import LabTestSupport
import TestSupport
import Testing

@Suite(.failsInsteadOfHanging) struct VocabularyTests {
  /// The folder of each architecture column, and where its test doubles live.
  static let columns = [
    ("MVI", "Sources/MVI", "Tests/MVITests"), ("MVVM", "Sources/MVVM", "Tests/MVVMTests"),
    ("Hexagonal", "Sources/Hexagonal", "Tests/HexagonalTests"), ("MV", "Sources/MV", "Tests/MVTests"),
  ]

  @Test func everyNameTheTableGivesIsDeclaredInThatArchitecture() throws {
    let table = try String(contentsOf: TestPackage.root.appendingPathComponent("VOCABULARY.md"), encoding: .utf8)
    let rows = table.split(separator: "\n").filter { $0.hasPrefix("| ") && !$0.hasPrefix("| Concept") }
    #expect(rows.count >= 10, "the table has a row per concept")
    var checked = 0
    for row in rows {
      let cells = row.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
        .map { $0.trimmingCharacters(in: .whitespaces) }
      guard cells.count == Self.columns.count + 1 else { continue }
      for (index, (name, sources, tests)) in Self.columns.enumerated() {
        let folder = cells[0] == "Test doubles" ? tests : sources
        let texts = Self.swiftTexts(in: TestPackage.root.appendingPathComponent(folder))
        for identifier in Self.identifiers(in: cells[index + 1]) {
          checked += 1
          #expect(
            texts.contains { Self.declares($0, identifier) },
            "\(name): \(cells[0]) names `\(identifier)`, which \(folder) does not declare")
        }
      }
    }
    #expect(checked >= 55)
  }

  /// VOCABULARY.fr.md, which the French lessons include, is the same table in French: a row for each
  /// row, and in each cell the same names in backticks, so what the English table checks holds for it.
  @Test func theFrenchTableNamesWhatTheEnglishTableNames() throws {
    func names(_ file: String) throws -> [[[String]]] {
      let text = try String(contentsOf: TestPackage.root.appendingPathComponent(file), encoding: .utf8)
      return text.split(separator: "\n").filter { $0.hasPrefix("| ") && !$0.hasPrefix("| Concept") }.map { row in
        row.split(separator: "|", omittingEmptySubsequences: false).dropFirst(2).dropLast().map { cell in
          cell.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            .filter { !$0.offset.isMultiple(of: 2) }.map { String($0.element) }.sorted()
        }
      }
    }
    let english = try names("VOCABULARY.md")
    let french = try names("VOCABULARY.fr.md")
    #expect(french.count == english.count)
    for (row, (englishRow, frenchRow)) in zip(english, french).enumerated() {
      #expect(frenchRow == englishRow, "row \(row + 1) of VOCABULARY.fr.md names other code than VOCABULARY.md's")
    }
  }

  /// The names in backticks: `ProfilePresenter.State` gives both parts, `delete(_:)` gives `delete`.
  static func identifiers(in cell: String) -> [String] {
    let spans = cell.split(separator: "`", omittingEmptySubsequences: false).enumerated()
      .filter { !$0.offset.isMultiple(of: 2) }.map { String($0.element) }
    return spans.filter { !$0.contains("/") }.flatMap { span in
      span.prefix { $0 != "(" }.split(separator: ".").map(String.init)
    }
  }

  static func declares(_ text: String, _ name: String) -> Bool {
    let keywords = "struct|class|enum|protocol|func|var|let|case|typealias|actor"
    return text.range(of: "\\b(\(keywords))\\s+\(name)\\b", options: .regularExpression) != nil
  }

  static func swiftTexts(in folder: URL) -> [String] {
    let files =
      FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
      .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
    return files.compactMap { try? String(contentsOf: $0, encoding: .utf8) }
  }
}

/// Small types each architecture keeps a copy of on purpose (VOCABULARY.md, "Copied on purpose"): each
/// module stands alone, as an app's would. The copies may say different things in their comments, and
/// must not drift in their code.
@Suite struct CopiedTypesTests {
  static let copies: [(type: String, files: [String])] = [
    (
      "URLPath",
      ["Sources/MVI/Network", "Sources/MVVM/Network", "Sources/Hexagonal/Adapters/Network", "Sources/MV/Network"]
    ),
    (
      "HTTPError",
      ["Sources/MVI/Network", "Sources/MVVM/Network", "Sources/Hexagonal/Adapters/Network", "Sources/MV/Network"]
    ),
    ("LatestRequest", ["Sources/MVVM/Support", "Sources/Hexagonal/Domain/UseCase", "Sources/MV/Support"]),
  ]

  @Test(arguments: copies.map(\.type))
  func everyCopyHasTheSameCode(type: String) throws {
    let folders = try #require(Self.copies.first { $0.type == type }).files
    let codes = try folders.map { folder in
      let text = try String(
        contentsOf: TestPackage.root.appendingPathComponent("\(folder)/\(type).swift"), encoding: .utf8)
      return Self.code(of: text)
    }
    #expect(!codes[0].isEmpty)
    for (folder, code) in zip(folders, codes).dropFirst() {
      #expect(code == codes[0], "\(folder)/\(type).swift differs from \(folders[0])/\(type).swift in its code")
    }
  }

  /// The lines that hold code: comments, snippet markers and blank lines aside. What a copy makes visible
  /// is its module's choice (the hexagon's `LatestRequest` is public, for two modules), so the words
  /// `public` and `nonisolated` and an empty `init() {}` are left out.
  static func code(of text: String) -> [String] {
    text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty && !$0.hasPrefix("//") }
      .map { $0.replacing("public ", with: "").replacing("nonisolated ", with: "") }
      .filter { $0 != "init() {}" }
  }
}
