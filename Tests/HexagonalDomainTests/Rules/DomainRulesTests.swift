// The hexagon's rules, read from its source: the domain imports the pure shared model and nothing else.
// Lesson 04 reads it beside Package.swift: the target graph keeps the rule, this test says it out loud.

import Foundation
import Testing

// snippet.hexagonal-domain-imports-rule
@Suite struct DomainRulesTests {
  @Test func everyDomainFileImportsOnlyTheSharedModel() throws {
    let files = try Self.domainFiles()
    #expect(!files.isEmpty)
    for file in files {
      let imports = try Self.importedModules(in: file)
      #expect(imports.allSatisfy { $0 == "SharedModel" }, "\(file.lastPathComponent) imports \(imports)")
    }
  }

  @Test func noDomainTypeIsNamedTask() throws {
    let declaration = /(struct|class|enum|actor|protocol|typealias)\s+Task\b/
    for file in try Self.domainFiles() {
      let source = try String(contentsOf: file, encoding: .utf8)
      #expect(source.firstMatch(of: declaration) == nil, "\(file.lastPathComponent) declares a type named Task")
    }
  }
}
// snippet.end

// MARK: - Helpers

extension DomainRulesTests {
  /// Every Swift file under Sources/Hexagonal/Domain, found from this file's own path.
  static func domainFiles() throws -> [URL] {
    let packageRoot = URL(filePath: #filePath)
      .deletingLastPathComponent()  // Rules
      .deletingLastPathComponent()  // HexagonalDomainTests
      .deletingLastPathComponent()  // Tests
      .deletingLastPathComponent()
    let domain = packageRoot.appending(path: "Sources/Hexagonal/Domain", directoryHint: .isDirectory)
    let enumerator = try #require(FileManager.default.enumerator(at: domain, includingPropertiesForKeys: nil))
    return enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
  }

  /// The modules a file imports, however the import is written:
  /// `import A`, `@testable import A`, `public import A`, `import struct A.B`.
  static func importedModules(in file: URL) throws -> [String] {
    let modifiers: Set<Substring> = ["public", "package", "internal", "fileprivate", "private"]
    return try String(contentsOf: file, encoding: .utf8)
      .split(separator: "\n")
      .compactMap { line -> String? in
        let words = line.split(separator: " ").drop { $0.hasPrefix("@") || modifiers.contains($0) }
        guard words.first == "import", let path = words.last, words.count > 1 else { return nil }
        return path.split(separator: ".").first.map(String.init)
      }
  }
}
