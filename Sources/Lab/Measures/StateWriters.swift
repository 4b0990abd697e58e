// Finds the functions that write screen state: the places a screen can change from.

import LabSourceTree

/// Counts the functions whose bodies write one of a set of stored properties.
enum StateWriters {
  /// The names of the functions in `text` that write any of `properties`, in order.
  ///
  /// A write is an assignment (`=`, `+=`, `-=`) to the property or to a part of it
  /// (`state.rows[i].isDone = …`), or a call of a mutating method on it
  /// (`saving.insert(id)`, `list.remove(…)`). A write inside a closure belongs to
  /// the function around it.
  static func functions(in text: String, writing properties: [String]) -> [String] {
    struct Frame {
      var name: String
      var depth: Int
      var isOpen = false
    }
    var writers: [String] = []
    var stack: [Frame] = []
    var depth = 0
    for line in SwiftCode.codeLines(of: text) {
      // A declaration without a body (a protocol's requirement) ends where its
      // signature does; a signature may run over several lines.
      if let last = stack.last, !last.isOpen, !continuesSignature(line) { stack.removeLast() }
      if let name = functionName(in: line) {
        stack.append(Frame(name: name, depth: depth))
      }
      if let current = stack.last, writes(line, properties), !writers.contains(current.name) {
        writers.append(current.name)
      }
      for character in line {
        if character == "{" {
          depth += 1
          if let last = stack.last, !last.isOpen, depth == last.depth + 1 { stack[stack.count - 1].isOpen = true }
        } else if character == "}" {
          depth -= 1
          while let last = stack.last, last.isOpen, depth <= last.depth { stack.removeLast() }
        }
      }
    }
    return writers
  }

  private static func continuesSignature(_ line: String) -> Bool {
    ["{", ")", "->", "async", "throws", "where", "_ "].contains { line.hasPrefix($0) }
      || (line.hasSuffix(",") && line.contains(":"))
  }

  private static func functionName(in line: String) -> String? {
    guard let range = line.range(of: "func ") else { return nil }
    let before = line[..<range.lowerBound]
    guard before.split(separator: " ").allSatisfy({ $0.hasPrefix("@") || modifiers.contains(String($0)) }) else {
      return nil
    }
    let rest = line[range.upperBound...]
    return String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
  }

  private static let modifiers: Set<String> = [
    "public", "private", "fileprivate", "internal", "package", "static", "mutating", "nonisolated", "override",
    "final", "open",
  ]

  private static let mutatingMethods = [
    "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "toggle", "formUnion", "subtract",
    "take", "put", "restore", "replace", "update", "apply",
  ]

  /// Whether `line` writes one of `properties`.
  static func writes(_ line: String, _ properties: [String]) -> Bool {
    for property in properties {
      var searchStart = line.startIndex
      while let found = line.range(of: property, range: searchStart..<line.endIndex) {
        searchStart = found.upperBound
        let before = found.lowerBound == line.startIndex ? nil : line[line.index(before: found.lowerBound)]
        if let before, before.isLetter || before.isNumber || before == "_" { continue }
        if let before, before == ".", !line[..<found.lowerBound].hasSuffix("self.") { continue }
        // A declaration's initial value is not a write.
        let prefix = line[..<found.lowerBound]
        if prefix.hasSuffix("var ") || prefix.hasSuffix("let ") { continue }
        var rest = line[found.upperBound...]
        if let next = rest.first, next.isLetter || next.isNumber || next == "_" { continue }
        // Skip `.member` and `[index]` parts: a write to a part writes the whole.
        while let next = rest.first, next == "." || next == "[" {
          if next == "[" {
            guard let close = rest.firstIndex(of: "]") else { break }
            rest = rest[rest.index(after: close)...]
            continue
          }
          let member = rest.dropFirst().prefix { $0.isLetter || $0.isNumber || $0 == "_" }
          let afterMember = rest.dropFirst(1 + member.count)
          if afterMember.first == "(" {
            return mutatingMethods.contains { member.hasPrefix($0) }
          }
          rest = afterMember
        }
        let trimmed = rest.drop { $0 == " " }
        if trimmed.hasPrefix("+=") || trimmed.hasPrefix("-=") { return true }
        if trimmed.hasPrefix("="), !trimmed.hasPrefix("==") { return true }
      }
    }
    return false
  }
}
