// A failed expectation as a teacher would say it: what the check wants beside what the code gave,
// only the fields that differ, in plain words, without the test framework's notation.

import Foundation

/// Turns what Swift Testing prints for a failed `#expect` into lines a learner reads at a glance.
///
/// `(state.itemsLeft → 2) == 1` becomes "wanted: 1" and "got: 2". Two values of one type, such as two
/// states, are compared field by field, and only the fields that differ are shown. Module names
/// (`Exercise02.`, `SharedModel.`) are left out, and a long value is cut, unless the learner asks
/// for everything (`--verbose`).
struct FailureText {
  /// The labels, in the learner's language, padded to one width.
  struct Labels {
    /// `expected:`, `got:`, and `not:` for a value that must differ.
    var wanted: String
    var got: String
    var not: String
    /// For two lists: what the check wants that the code left out, and what the code has in excess.
    var missing: String
    var extra: String
    /// `nil` said in words, and what a check that refuses `nil` wants.
    var nothing: String
    var aValue: String
    /// What a condition checked (`#expect(list.isEmpty)`) should have been, and was.
    var isTrue: String
    var isFalse: String
  }

  var labels: Labels
  var verbose: Bool

  private var wanted: String { labels.wanted }
  private var got: String { labels.got }

  /// The lines for `message` (Swift Testing's, without `Expectation failed: `); nil when it is not a
  /// comparison this knows how to say better.
  func lines(_ message: String) -> [String]? {
    guard let (left, operation, right) = Self.comparison(message) else { return condition(message) }
    let (gave, wants) = (Self.value(of: left), Self.value(of: right))
    if operation == "!=" {
      // A check that refuses nil wants a value, whatever it is.
      if Self.unwrapped(clean(wants, cut: false)) == "nil" {
        return ["\(wanted) \(labels.aValue)", "\(got) \(words(gave))"]
      }
      return ["\(got) \(words(clean(gave)))", "\(labels.not) \(words(clean(wants)))"]
    }
    if !verbose, let lines = listDifference(clean(gave, cut: false), clean(wants, cut: false)) { return lines }
    if let fields = Self.differingFields(clean(gave, cut: false), clean(wants, cut: false)), !verbose {
      return fields.flatMap { field in
        ["\(field.label):"]
          + (listDifference(field.gave, field.wants) ?? pair(field.wants, field.gave)).map { "  \($0)" }
      }
    }
    return pair(clean(wants, cut: false), clean(gave, cut: false))
  }

  /// A condition that should have held, `(source.fetches → HeldEndpoint<…>).wasCancelled(1)`: the
  /// condition as the test wrote it, in code, then "expected: true" above "got: false"; nil for a
  /// message with no value Swift Testing filled in (a bare name, or a sentence).
  private func condition(_ message: String) -> [String]? {
    guard message.contains(" → "), !message.contains("\n") else { return nil }
    return ["`\(Self.asWritten(message))`", "\(wanted) \(labels.isTrue)", "\(got) \(labels.isFalse)"]
  }

  /// `message` with each `(expression → value)` Swift Testing filled in put back as `expression`:
  /// `!((title → "TODO: …").contains("TODO") → true)` is `!title.contains("TODO")`.
  ///
  /// Parentheses and arrows inside a quoted value are the value's; only those outside quotes count.
  static func asWritten(_ message: String) -> String {
    var result = ""
    var rest = Substring(message)
    while let open = firstOutsideQuotes("(", in: rest) {
      result += rest[..<open]
      guard let close = matchingParenthesis(of: open, in: rest) else {
        result += rest[open...]
        return result
      }
      let inside = rest[rest.index(after: open)..<close]
      let parts = topLevelSplit(String(inside), separator: " → ")
      // A call's parentheses are the code's, `isSaving(id → 3)`; a capture's stand alone, `(id → 3)`.
      let isCall = result.last.map { $0.isLetter || $0.isNumber || $0 == "_" || $0 == ")" || $0 == "?" } ?? false
      if parts.count > 1, isCall {
        result += "(" + asWritten(parts.dropLast().joined(separator: " → ")) + ")"
      } else if parts.count > 1 {
        result += asWritten(parts.dropLast().joined(separator: " → "))
      } else {
        result += "(" + asWritten(String(inside)) + ")"
      }
      rest = rest[rest.index(after: close)...]
    }
    return result + rest
  }

  /// Visits each character of `text` outside string literals, with how deep in parentheses it lies
  /// (an opening one counts itself), until `visit` returns false.
  private static func scan(_ text: Substring, _ visit: (Substring.Index, _ depth: Int) -> Bool) {
    var quoted = false
    var escaped = false
    var depth = 0
    for index in text.indices {
      let character = text[index]
      if quoted {
        if escaped {
          escaped = false
        } else if character == "\\" {
          escaped = true
        } else if character == "\"" {
          quoted = false
        }
        continue
      }
      if character == "\"" {
        quoted = true
        continue
      }
      if character == "(" { depth += 1 }
      if !visit(index, depth) { return }
      if character == ")" { depth -= 1 }
    }
  }

  private static func firstOutsideQuotes(_ character: Character, in text: Substring) -> Substring.Index? {
    var found: Substring.Index?
    scan(text) { index, _ in
      if text[index] == character { found = index }
      return found == nil
    }
    return found
  }

  private static func matchingParenthesis(of open: Substring.Index, in text: Substring) -> Substring.Index? {
    var found: Substring.Index?
    scan(text[open...]) { index, depth in
      if text[index] == ")", depth == 1 { found = index }
      return found == nil
    }
    return found
  }

  /// "expected" above "got", both cut alike so that where they first differ stays in view.
  private func pair(_ wants: String, _ gave: String) -> [String] {
    let (shownWants, shownGave) = cut(wants, gave)
    return ["\(wanted) \(words(shownWants))", "\(got) \(words(shownGave))"]
  }

  /// A value as the learner reads it: `nil` in words.
  /// A value said in words where it is one: nil, and a whole value that is `true` or `false`, said as a
  /// condition's verdict is.
  private func words(_ value: String) -> String {
    switch Self.unwrapped(value) {
    case "nil": labels.nothing
    case "true": labels.isTrue
    case "false": labels.isFalse
    default: value
    }
  }

  /// `value` without module names, and cut to a line unless verbose.
  private func clean(_ value: String, cut shouldCut: Bool = true) -> String {
    let value = value.replacingOccurrences(of: "\\'", with: "'")
    let bare = value.replacingOccurrences(
      of: #"\b(Exercise[0-9]+|Solution[0-9]+|SharedModel|MVI|MVVM|Hexagonal|Swift)\."#, with: "",
      options: .regularExpression)
    return shouldCut ? cut(bare) : bare
  }

  /// An optional's value without its wrapper.
  static func unwrapped(_ value: String) -> String {
    value.hasPrefix("Optional(") && value.hasSuffix(")") ? String(value.dropFirst(9).dropLast()) : value
  }

  /// How long a value's line may be, counted in scalars: one character can hold a thousand of them
  /// (an "e" under combining accents).
  private static let longest = 72
  /// How much of what two values share a cut keeps in view before the place where they differ.
  private static let context = 24

  /// `value` as a line shows it: an optional's value without its wrapper, cut unless verbose.
  private func cut(_ value: String) -> String {
    verbose ? Self.unwrapped(value) : Self.window(Array(Self.unwrapped(value)), from: 0)
  }

  /// Two values cut alike. When they first differ beyond what a line shows, both lines start a
  /// little before that place, behind "…", so that the difference is what the learner sees.
  private func cut(_ wants: String, _ gave: String) -> (String, String) {
    let (left, right) = (Array(Self.unwrapped(wants)), Array(Self.unwrapped(gave)))
    guard !verbose else { return (String(left), String(right)) }
    var first = 0
    while first < min(left.count, right.count), left[first] == right[first] { first += 1 }
    let before = left[..<first].reduce(0) { $0 + $1.unicodeScalars.count }
    let start = before + Self.context > Self.longest ? max(0, first - Self.context) : 0
    return (Self.window(left, from: start), Self.window(right, from: start))
  }

  /// The characters of `value` from `start` that fit on a line, with "…" where some are left out. A
  /// string cut keeps its quotes, so that it still reads as a string: `"… load the profile …"`.
  private static func window(_ value: [Character], from start: Int) -> String {
    let quote = value.count >= 2 && value.first == "\"" && value.last == "\"" ? "\"" : ""
    let start = min(start, value.count)
    var kept = start > 0 ? quote + "… " : ""
    var scalars = 0
    for character in value[start...] {
      scalars += character.unicodeScalars.count
      if scalars > longest { return kept + " …" + quote }
      kept.append(character)
    }
    return kept
  }

  /// Two lists with the same elements in another order: nil. Otherwise what one has and not the
  /// other, three of each at most.
  private func listDifference(_ gave: String, _ wants: String) -> [String]? {
    guard let given = Self.elements(of: gave), let wanted = Self.elements(of: wants) else { return nil }
    var leftOver = given
    var missing: [String] = []
    for element in wanted {
      if let index = leftOver.firstIndex(of: element) { leftOver.remove(at: index) } else { missing.append(element) }
    }
    guard !missing.isEmpty || !leftOver.isEmpty else { return nil }
    return missing.prefix(3).map { "\(labels.missing) \(cut($0))" }
      + leftOver.prefix(3).map { "\(labels.extra) \(cut($0))" }
  }

  /// The elements of `[a, b]` or `Set([a, b])`; nil for another value.
  static func elements(of value: String) -> [String]? {
    var inner = value
    if inner.hasPrefix("Set("), inner.hasSuffix(")") { inner = String(inner.dropFirst(4).dropLast()) }
    guard inner.hasPrefix("["), inner.hasSuffix("]") else { return nil }
    let body = String(inner.dropFirst().dropLast())
    return body.isEmpty ? [] : topLevelSplit(body, separator: ", ")
  }

  // MARK: - Reading Swift Testing's notation

  /// `A == B` or `A != B` at the top level of `message`.
  static func comparison(_ message: String) -> (String, String, String)? {
    for operation in [" == ", " != "] {
      let parts = topLevelSplit(message, separator: operation)
      if parts.count == 2 {
        return (parts[0], operation.trimmingCharacters(in: .whitespaces), parts[1])
      }
    }
    return nil
  }

  /// `(expression → value)` gives `value`; a literal stays as it is.
  static func value(of side: String) -> String {
    let trimmed = side.trimmingCharacters(in: .whitespaces)
    guard trimmed.hasPrefix("("), trimmed.hasSuffix(")") else { return trimmed }
    let inside = String(trimmed.dropFirst().dropLast())
    let parts = topLevelSplit(inside, separator: " → ")
    return parts.count == 2 ? parts[1] : trimmed
  }

  /// Two values `Name(label: value, …)` of one type: the fields whose values differ.
  static func differingFields(_ gave: String, _ wants: String) -> [(label: String, gave: String, wants: String)]? {
    guard let left = fields(of: gave), let right = fields(of: wants), left.name == right.name,
      left.fields.map(\.label) == right.fields.map(\.label)
    else { return nil }
    let differing = zip(left.fields, right.fields).filter { $0.value != $1.value }
    guard !differing.isEmpty else { return nil }
    return differing.map { ($0.label, $0.value, $1.value) }
  }

  /// `Name(label: value, …)` read into its name and its labelled fields.
  static func fields(of value: String) -> (name: String, fields: [(label: String, value: String)])? {
    guard let open = value.firstIndex(of: "("), value.hasSuffix(")") else { return nil }
    let name = String(value[..<open])
    guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" }) else {
      return nil
    }
    let inside = String(value[value.index(after: open)..<value.index(before: value.endIndex)])
    var fields: [(label: String, value: String)] = []
    for part in topLevelSplit(inside, separator: ", ") {
      let pieces = topLevelSplit(part, separator: ": ")
      guard pieces.count >= 2, pieces[0].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
      fields.append((pieces[0], pieces.dropFirst().joined(separator: ": ")))
    }
    return fields.isEmpty ? nil : (name, fields)
  }

  /// `text` split at `separator` where it is outside brackets and string literals.
  static func topLevelSplit(_ text: String, separator: String) -> [String] {
    var parts: [String] = []
    var depth = 0
    var inString = false
    var escaped = false
    var current = ""
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      if inString {
        if escaped {
          escaped = false
        } else if character == "\\" {
          escaped = true
        } else if character == "\"" {
          inString = false
        }
      } else if character == "\"" {
        inString = true
      } else if "([{".contains(character) {
        depth += 1
      } else if ")]}".contains(character) {
        depth -= 1
      } else if depth == 0, text[index...].hasPrefix(separator) {
        parts.append(current)
        current = ""
        index = text.index(index, offsetBy: separator.count)
        continue
      }
      current.append(character)
      index = text.index(after: index)
    }
    parts.append(current)
    return parts
  }
}
