// Every named snippet region of the package: `// snippet.NAME` … `// snippet.end` in Sources/ and Tests/.

import Foundation
import LabSourceTree

/// The named regions lessons quote, found in the package's Swift files.
struct SnippetIndex {
  struct Region {
    /// From the package's root, e.g. `Sources/MVI/Store/Store.swift`.
    var file: String
    /// The region's lines, without their common indentation.
    var lines: [String]
  }

  private(set) var regions: [String: Region] = [:]
  /// Names defined more than once, with their files.
  private(set) var duplicates: [String: [String]] = [:]

  init(root: URL) throws {
    for folder in ["Sources", "Tests"] {
      for (path, text) in try SwiftCode.files(in: root.appendingPathComponent(folder)) {
        for (name, lines) in SwiftCode.snippets(in: text) {
          let file = "\(folder)/\(path)"
          if let existing = regions[name] {
            duplicates[name, default: [existing.file]].append(file)
          }
          regions[name] = Region(file: file, lines: Self.dedented(lines))
        }
      }
    }
  }

  /// `lines` without the indentation they all share; blank lines don't count.
  static func dedented(_ lines: [String]) -> [String] {
    let indents = lines.filter { !$0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }.map {
      $0.prefix { $0 == " " }.count
    }
    let common = indents.min() ?? 0
    return lines.map { $0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ? "" : String($0.dropFirst(common)) }
  }
}
