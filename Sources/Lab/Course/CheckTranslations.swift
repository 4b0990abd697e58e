// The French of each exercise's checks: their names and the words of their expectations, kept beside
// the checks in CHECKS.fr.md (in Course/Checks/NN-name, or in the exercise's folder where its tests are
// the learner's), so that `course check N --lang fr` speaks French to the end.

import Foundation

/// An exercise's checks in French, read from a table of two columns, English then French:
///
///     | English | Français |
///     | --- | --- |
///     | keeps a valid title as typed | garde tel quel un titre valide |
///     | found {} states | en a trouvé {} |
///
/// `{}` stands for a part the test fills in, such as a count or a name: it is carried over in French
/// when the table, or the lab's words for a failed scenario (``ScenarioFrench``), has its French, and
/// as it is otherwise. The course's own `Course/Exercises/CHECKS.fr.md` holds the words several
/// exercises share.
struct CheckTranslations {
  /// The file beside each exercise's checks, and the course's own.
  static let file = "CHECKS.fr.md"

  private var exact: [String: String] = [:]
  private var patterns: [(english: [String], french: String)] = []

  init(markdown: [String]) {
    for text in markdown {
      for line in text.split(separator: "\n") {
        let cells = Self.cells(of: String(line))
        guard cells.count == 2, !cells[0].isEmpty, cells[0] != "English", !cells[0].hasPrefix("---") else { continue }
        if cells[0].contains("{}") {
          patterns.append((cells[0].components(separatedBy: "{}"), cells[1]))
        } else {
          exact[cells[0]] = cells[1]
        }
      }
    }
  }

  /// The translations of `exercise`'s checks, then the course's.
  static func load(course: Course, exercise: Exercise) -> CheckTranslations {
    let paths = ["\(exercise.checksPath)/\(file)", "\(exercise.path)/\(file)", "Course/Exercises/\(file)"]
    return CheckTranslations(
      markdown: paths.compactMap { try? String(contentsOf: course.url($0), encoding: .utf8) })
  }

  /// The French of `english`, or nil when neither the table nor the lab's words have it.
  func french(for english: String) -> String? {
    if let french = exact[english] ?? ScenarioFrench.line(english) { return french }
    for pattern in patterns {
      if let filled = Self.match(english, pattern.english) {
        var parts = pattern.french.components(separatedBy: "{}")
        var result = parts.removeFirst()
        for (index, part) in parts.enumerated() {
          // A part shorter than the whole: its own French, if it has one, never the same pattern forever.
          let value = index < filled.count ? filled[index] : ""
          result += (value.count < english.count ? french(for: value) ?? value : value) + part
        }
        return result
      }
    }
    return nil
  }

  /// What fills each `{}` when `text` matches the pieces around them, in order.
  private static func match(_ text: String, _ pieces: [String]) -> [String]? {
    guard let first = pieces.first, text.hasPrefix(first) else { return nil }
    var rest = text.dropFirst(first.count)
    var filled: [String] = []
    for (index, piece) in pieces.dropFirst().enumerated() {
      let isLast = index == pieces.count - 2
      if isLast {
        guard rest.hasSuffix(piece), rest.count >= piece.count else { return nil }
        filled.append(String(rest.dropLast(piece.count)))
        rest = ""
      } else {
        guard let range = rest.range(of: piece) else { return nil }
        filled.append(String(rest[..<range.lowerBound]))
        rest = rest[range.upperBound...]
      }
    }
    return filled
  }

  /// The cells of a Markdown table row, trimmed; a `\|` is a bar inside a cell.
  static func cells(of line: String) -> [String] {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    guard trimmed.hasPrefix("|"), trimmed.hasSuffix("|") else { return [] }
    let inner = trimmed.dropFirst().dropLast().replacingOccurrences(of: "\\|", with: "\u{0}")
    return inner.split(separator: "|", omittingEmptySubsequences: false).map {
      $0.replacingOccurrences(of: "\u{0}", with: "|").trimmingCharacters(in: .whitespaces)
    }
  }
}
