// The hexagon's boundaries, read from the source: what each part may import.
// Package.swift gives each part its own target, and the build's import check (`.ci/run`) refuses an
// import a target does not declare; this test says the rule in one place, with the reason beside it.

import Foundation
import Testing

@Suite struct BoundaryTests {
  static let hexagon = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // App
    .deletingLastPathComponent()  // HexagonalTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()
    .appending(path: "Sources/Hexagonal")

  /// The modules an adapter's files may import, by folder below Sources/Hexagonal (the domain's own rule
  /// is `DomainRulesTests`).
  static let allowed: [(folder: String, modules: Set<String>, why: String)] = [
    (
      "Adapters/Presentation", ["HexagonalDomain", "Observation", "ScreenContract", "SharedModel"],
      "a driving adapter sees use cases and ports, never a driven adapter"
    ),
    (
      "Adapters/Network", ["Foundation", "FoundationNetworking", "HexagonalDomain", "SharedModel"],
      "a driven adapter sees the ports it makes real, never a presenter"
    ),
    (
      "Adapters/Persistence", ["Foundation", "Glibc", "Darwin", "HexagonalDomain", "SharedModel"],
      "a driven adapter sees the ports it makes real, never a presenter"
    ),
  ]

  @Test(arguments: allowed.map(\.folder))
  func eachPartImportsOnlyWhatItsRoleAllows(folder: String) throws {
    let rule = try #require(Self.allowed.first { $0.folder == folder })
    let files = try FileManager.default.contentsOfDirectory(
      at: Self.hexagon.appending(path: folder), includingPropertiesForKeys: nil)
    let sources = try files.flatMap { url -> [URL] in
      url.hasDirectoryPath
        ? try FileManager.default.contentsOfDirectory(at: url, includingPropertiesForKeys: nil) : [url]
    }.filter { $0.pathExtension == "swift" }
    #expect(!sources.isEmpty)
    for source in sources {
      let imports = try String(contentsOf: source, encoding: .utf8).split(separator: "\n")
        .map { $0.trimmingCharacters(in: .whitespaces) }
        .filter { $0.hasPrefix("import ") }
        .map { String($0.dropFirst("import ".count)) }
      for module in imports where !rule.modules.contains(module) {
        Issue.record("\(folder)/\(source.lastPathComponent) imports \(module): \(rule.why)")
      }
    }
  }
}
