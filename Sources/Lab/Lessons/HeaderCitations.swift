// The lesson a source file's header cites must be about that file: a citation nobody checks drifts.

import Foundation
import LabSourceTree

/// Checks the lesson citations in the opening comment of each source file of the architectures and the
/// shared kernel: `Lesson 04 reads it`, `Read in lesson 02 (MVI)`, `lessons 02 and 07`, `appendix A`.
///
/// A citation holds when the English lesson it names either names the file's main type (the file's
/// name, or the type a `Type+Topic.swift` file extends when the lesson names that file) or quotes one of
/// the file's snippet regions, or gives the file's path.
struct HeaderCitations {
  let root: URL

  /// The folders whose files' headers are checked.
  static let folders = ["Sources/MVI", "Sources/MVVM", "Sources/Hexagonal", "Sources/Shared"]

  func problems(lessons: [(path: String, text: String)]) -> [LessonChecker.Problem] {
    var english: [String: String] = [:]
    for (path, text) in lessons where path.hasPrefix("Lessons/en/") {
      let name = String(path.dropFirst("Lessons/en/".count))
      if let code = name.split(separator: "-").first { english[String(code)] = text }
    }
    var problems: [LessonChecker.Problem] = []
    for (path, text) in sourceFiles() {
      let header = text.split(separator: "\n", omittingEmptySubsequences: false).prefix { $0.hasPrefix("//") }
      let type = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
      let snippets = Self.snippetNames(in: text)
      for (index, line) in header.enumerated() {
        for lesson in Self.citations(in: String(line)) {
          guard let lessonText = english[lesson] else {
            problems.append(.init(file: path, line: index + 1, message: "cites lesson \(lesson), which doesn't exist"))
            continue
          }
          let names = Self.mentions(type, in: lessonText) || lessonText.contains(path)
          let quotes = snippets.contains { lessonText.contains("<!-- snippet: \($0) -->") }
          if !names && !quotes {
            problems.append(
              .init(
                file: path, line: index + 1,
                message: "cites lesson \(lesson), which neither names \(type) nor quotes this file"))
          }
        }
      }
    }
    return problems
  }

  /// The lessons `line` cites: two digits after `lesson`/`lessons` (`lessons 02 and 07`), or `appendix A`.
  static func citations(in line: String) -> [String] {
    var found: [String] = []
    let words = line.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
    var index = 0
    while index < words.count {
      let word = words[index].lowercased()
      if word == "lesson" || word == "lessons" {
        var next = index + 1
        while next < words.count {
          let candidate = words[next]
          if candidate.count == 2, candidate.allSatisfy(\.isNumber) {
            found.append(candidate)
          } else if !["and", "or"].contains(candidate) {
            break
          }
          next += 1
        }
        index = next
      } else {
        if word == "appendix", index + 1 < words.count, words[index + 1] == "A" { found.append("A") }
        index += 1
      }
    }
    return found
  }

  /// Whether `text` names `type` as a word of its own (not inside a longer identifier).
  static func mentions(_ type: String, in text: String) -> Bool {
    var searched = text[...]
    while let range = searched.range(of: type) {
      let before = range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
      let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
      let isPart = { (character: Character?) in character.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false }
      if !isPart(before), !isPart(after) { return true }
      searched = text[range.upperBound...]
    }
    return false
  }

  static func snippetNames(in text: String) -> [String] {
    text.split(separator: "\n").compactMap { SwiftCode.snippetMarker($0)?.name }
  }

  private func sourceFiles() -> [(path: String, text: String)] {
    let base = root.standardizedFileURL.path + "/"
    var files: [(path: String, text: String)] = []
    for folder in Self.folders {
      guard
        let enumerator = FileManager.default.enumerator(
          at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
      else { continue }
      for case let url as URL in enumerator where url.pathExtension == "swift" {
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
        files.append((String(url.standardizedFileURL.path.dropFirst(base.count)), text))
      }
    }
    return files.sorted { $0.path < $1.path }
  }
}
