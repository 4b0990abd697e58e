// Numbers in prose, checked: a count of the repository or a measured figure is rendered from the
// repository (`<!-- n: exercises -->15`), or marked as a fact from outside it (`<!-- n: outside -->2019`).
// `archlab lessons` compares each marked number with its fact; `--sync` writes the fact in its place.

import Foundation

/// The numbers of a Markdown text's prose: those a marker names, and those that count something and have none.
///
/// A number *counts something* when a counted noun or a unit follows it, at most two words later:
/// `15 exercises`, `seven statements`, `2.78 ms`, `3×`, `douze leçons`. A number written with a
/// leading zero (`05`), or right after a name or a word that numbers things (`lesson 05`, `Swift 6`,
/// `T12`, `request 2`), is an identifier and needs nothing; so is a number in code, in a heading or
/// in a generated block.
struct ProseNumbers {
  /// A number a marker stands before.
  struct Marked: Equatable {
    /// The line, from 1.
    var line: Int
    /// What the marker names: a fact of ``RepositoryFacts``, `outside` or `listed`.
    var fact: String
    /// The number as written, and where it is in its line.
    var number: WrittenNumber
    /// The word or unit after it, lower-cased: `ms`, `µs`, `mib`, `×`…
    var unit: String
  }

  /// A counting number with no marker: the line, from 1, and the words that count.
  struct Unmarked: Equatable {
    var line: Int
    var text: String
  }

  /// The markers' names that are not facts of the repository.
  static let outside = "outside"
  static let listed = "listed"

  var marked: [Marked] = []
  var unmarked: [Unmarked] = []
  /// Markers with no number after them: their lines.
  var markersWithoutNumber: [Int] = []
  /// Words a marker stands before, in a code span: `<!-- n: bench redrawn mvi type 100 -->`field``.
  var markedCode: [(line: Int, fact: String, text: String, start: Int, end: Int)] = []

  /// The numbers of `lines`, in `language` (`en` or `fr`), skipping the lines in `skipped` (generated blocks).
  init(lines: [String], language: String, skipping skipped: Set<Int> = []) {
    let proses = lines.map(Self.prose)
    var inFence = false
    for (offset, line) in lines.enumerated() {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.hasPrefix("```") {
        inFence.toggle()
        continue
      }
      if inFence || skipped.contains(offset) || trimmed.hasPrefix("#") { continue }
      let (prose, markers, code) = proses[offset]
      for (position, span) in code.sorted(by: { $0.key < $1.key }) {
        guard let fact = markers[position] else { continue }
        markedCode.append((offset + 1, fact, span.text, span.start, span.end))
      }
      let characters = Array(prose)
      // What a number at the end of a line counts may be on the next line of its paragraph.
      var lookahead = characters
      if offset + 1 < lines.count, !skipped.contains(offset + 1) {
        let next = lines[offset + 1].trimmingCharacters(in: .whitespaces)
        if !next.isEmpty, !next.hasPrefix("```"), !next.hasPrefix("#") {
          lookahead += [" "] + Array(proses[offset + 1].text)
        }
      }
      var index = 0
      var rangeEnd: Int?
      while index < characters.count {
        guard let number = WrittenNumber.read(characters, at: index, language: language) else {
          index += 1
          continue
        }
        defer { index = number.end }
        let counted = Self.countedNoun(lookahead, after: number.end, language: language)
        if let marker = markers[index] {
          marked.append(Marked(line: offset + 1, fact: marker, number: number, unit: counted?.lowercased() ?? ""))
          rangeEnd = number.end
          continue
        }
        // The second number of a marked range, 24–29, shares its marker.
        if let end = rangeEnd, end + 1 == index, characters[end] == "–" { continue }
        guard let counted, !Self.isIdentifier(characters, number: number) else { continue }
        unmarked.append(Unmarked(line: offset + 1, text: String(characters[index..<number.end]) + " " + counted))
      }
      for position in markers.keys
      where code[position] == nil && WrittenNumber.read(characters, at: position, language: language) == nil {
        markersWithoutNumber.append(offset + 1)
      }
    }
  }

  // MARK: - Reading prose

  /// `line` with its code spans, comments, links' targets and addresses blanked out, character for
  /// character; the offsets in it where a number marker's comment ended, with the marker's name; and
  /// the code spans, by the offset of their first backtick, with where their text starts and ends.
  static func prose(_ line: String) -> (
    text: String, markers: [Int: String], code: [Int: (text: String, start: Int, end: Int)]
  ) {
    var out: [Character] = []
    var markers: [Int: String] = [:]
    var code: [Int: (text: String, start: Int, end: Int)] = [:]
    var rest = Substring(line)
    func blank(_ count: Int) { out += Array(repeating: " ", count: count) }
    while let first = rest.first {
      if first == "`" {
        let ticks = rest.prefix { $0 == "`" }
        let after = rest.dropFirst(ticks.count)
        if let close = after.range(of: String(ticks)) {
          let text = String(after[..<close.lowerBound])
          code[out.count] = (text, out.count + ticks.count, out.count + ticks.count + text.count)
          blank(rest.distance(from: rest.startIndex, to: close.upperBound))
          rest = after[close.upperBound...]
          continue
        }
      }
      if rest.hasPrefix("<!--") {
        let end = rest.range(of: "-->")?.upperBound ?? rest.endIndex
        let inside = rest[rest.index(rest.startIndex, offsetBy: 4)..<(rest.range(of: "-->")?.lowerBound ?? end)]
          .trimmingCharacters(in: .whitespaces)
        blank(rest.distance(from: rest.startIndex, to: end))
        if inside.hasPrefix("n:") {
          markers[out.count] = inside.dropFirst(2).trimmingCharacters(in: .whitespaces)
        }
        rest = rest[end...]
        continue
      }
      if rest.hasPrefix("](") || rest.hasPrefix("http://") || rest.hasPrefix("https://")
        || rest.hasPrefix("archlab://")
      {
        let end: Substring.Index
        if rest.hasPrefix("](") {
          end = rest.firstIndex(of: ")").map { rest.index(after: $0) } ?? rest.endIndex
        } else {
          end = rest.firstIndex { $0 == " " || $0 == ")" } ?? rest.endIndex
        }
        out.append(rest.hasPrefix("](") ? "]" : "x")
        blank(rest.distance(from: rest.startIndex, to: end) - 1)
        rest = rest[end...]
        continue
      }
      out.append(first)
      rest = rest.dropFirst()
    }
    return (String(out), markers, code)
  }

  /// What counts, in each language: nouns of the repository and of its measures, and units.
  static let nouns: [String: Set<String>] = [
    "en": [
      "exercise", "exercises", "scenario", "scenarios", "rule", "rules", "lesson", "lessons", "architecture",
      "architectures", "question", "questions", "run", "runs", "statement", "statements", "bug", "bugs",
    ],
    "fr": [
      "exercice", "exercices", "scénario", "scénarios", "règle", "règles", "leçon", "leçons", "architecture",
      "architectures", "question", "questions", "exécution", "exécutions", "instruction", "instructions", "bug",
      "bugs", "bogue", "bogues",
    ],
  ]
  static let units: Set<String> = [
    "ms", "µs", "μs", "ns", "mib", "kib", "gib", "mb", "kb", "gb", "mo", "mio", "%", "×",
  ]
  /// Words that may not stand between a number and what it counts: a number before them counts nothing.
  static let linking: Set<String> = [
    "of", "to", "the", "a", "an", "and", "or", "in", "on", "at", "for", "by", "with", "when", "every", "each", "is",
    "are", "was", "were", "be", "that", "this", "it", "its", "than", "then", "as", "from", "per", "into",
    "de", "des", "du", "d", "la", "le", "les", "l", "et", "ou", "en", "à", "au", "aux", "sur", "par", "pour",
    "avec", "que", "qui", "chaque", "est", "sont", "dans", "ce", "ces", "cette", "son", "sa", "ses", "un", "une",
  ]

  /// The noun or unit that `characters` hold after a number ending at `end`, within two words.
  static func countedNoun(_ characters: [Character], after end: Int, language: String) -> String? {
    var index = end
    // A unit written against the number: 3×, 12%.
    if index < characters.count, characters[index] == "×" || characters[index] == "%" {
      return String(characters[index])
    }
    for _ in 0..<3 {
      while index < characters.count, characters[index].isWhitespace { index += 1 }
      let start = index
      if index < characters.count, characters[index] == "×" || characters[index] == "%" {
        return start == end ? nil : String(characters[index])
      }
      while index < characters.count, characters[index].isLetter || characters[index] == "-" { index += 1 }
      guard index > start else { return nil }
      let word = String(characters[start..<index])
      let lower = word.lowercased()
      if start == end { return nil }  // glued to the number: a name, such as 2D or 10a
      if units.contains(lower) || nouns[language, default: []].contains(lower) { return word }
      guard word == lower, !linking.contains(lower) else { return nil }
      // A word is allowed in between ("small real tasks", "random scenarios"), then another.
      if index < characters.count, !characters[index].isWhitespace { return nil }
    }
    return nil
  }

  /// Words after which a number names a thing instead of counting: `lesson 05`, `request 2`, `Swift 6`.
  static let naming: Set<String> = [
    "lesson", "lessons", "leçon", "leçons", "exercise", "exercises", "exercice", "exercices", "rule", "règle",
    "request", "requests", "requête", "requêtes", "step", "étape", "question", "version", "episode", "épisode",
    "appendix", "annexe", "pitfall", "piège", "seed", "graine", "size", "taille", "code", "exit",
  ]

  /// Whether the number is a name's part: written with a leading zero, or after a word that
  /// numbers things or a name (a word with a capital that does not merely open a sentence).
  static func isIdentifier(_ characters: [Character], number: WrittenNumber) -> Bool {
    if !number.isWord, number.decimals == 0, number.text.count > 1, number.text.first == "0" { return true }
    var index = number.start - 1
    while index >= 0, characters[index] == " " || characters[index] == "\u{A0}" { index -= 1 }
    let end = index + 1
    while index >= 0, characters[index].isLetter { index -= 1 }
    guard end > index + 1 else { return false }
    let word = String(characters[(index + 1)..<end])
    if naming.contains(word.lowercased()) { return true }
    guard word.contains(where: \.isUppercase) else { return false }
    var before = index
    while before >= 0, characters[before] == " " { before -= 1 }
    let opensSentence = before < 0 || ".!?:(*".contains(characters[before])
    let capitalised = word.first?.isUppercase == true && word.dropFirst().allSatisfy(\.isLowercase)
    return !(opensSentence && capitalised)
  }
}

/// A number as prose writes it: digits, maybe with decimals and thin spaces between thousands, or a word.
struct WrittenNumber: Equatable {
  var text: String
  var value: Double
  /// Digits after the decimal separator; 0 for a word.
  var decimals: Int
  var isWord: Bool
  /// Offsets in the prose: the first character, and one past the last.
  var start: Int
  var end: Int

  static let words: [String: [String: Int]] = [
    "en": [
      "zero": 0, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
      "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17,
      "eighteen": 18, "nineteen": 19, "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "hundred": 100,
      "thousand": 1000,
    ],
    "fr": [
      "zéro": 0, "deux": 2, "trois": 3, "quatre": 4, "cinq": 5, "six": 6, "sept": 7, "huit": 8, "neuf": 9, "dix": 10,
      "onze": 11, "douze": 12, "treize": 13, "quatorze": 14, "quinze": 15, "seize": 16, "dix-sept": 17,
      "dix-huit": 18, "dix-neuf": 19, "vingt": 20, "trente": 30, "quarante": 40, "cinquante": 50, "cent": 100,
      "mille": 1000,
    ],
  ]

  /// The number that starts at `index`, if one does, on a word's boundary.
  static func read(_ characters: [Character], at index: Int, language: String) -> WrittenNumber? {
    guard index < characters.count else { return nil }
    if index > 0 {
      let previous = characters[index - 1]
      if previous.isLetter || previous.isNumber || "._-/#+'’".contains(previous) { return nil }
    }
    if characters[index].isASCII, characters[index].isNumber {
      var end = index
      while end < characters.count, characters[end].isASCII, characters[end].isNumber { end += 1 }
      // Thousands after a no-break or narrow no-break space: 100 000.
      while end + 3 < characters.count, "\u{A0}\u{202F} ".contains(characters[end]),
        characters[(end + 1)...(end + 3)].allSatisfy({ $0.isASCII && $0.isNumber }),
        end + 4 == characters.count || !characters[end + 4].isNumber
      {
        end += 4
      }
      var decimals = 0
      if end + 1 < characters.count, characters[end] == "." || characters[end] == ",",
        characters[end + 1].isASCII, characters[end + 1].isNumber
      {
        var last = end + 1
        while last < characters.count, characters[last].isASCII, characters[last].isNumber { last += 1 }
        decimals = last - end - 1
        end = last
      }
      if end < characters.count, characters[end].isLetter || characters[end].isNumber { return nil }
      let text = String(characters[index..<end])
      let digits = text.filter { $0.isNumber || $0 == "." || $0 == "," }.replacingOccurrences(of: ",", with: ".")
      guard let value = Double(digits) else { return nil }
      return WrittenNumber(text: text, value: value, decimals: decimals, isWord: false, start: index, end: end)
    }
    guard characters[index].isLetter else { return nil }
    var end = index
    while end < characters.count, characters[end].isLetter || characters[end] == "-" { end += 1 }
    let text = String(characters[index..<end])
    guard let value = words[language]?[text.lowercased()] else { return nil }
    return WrittenNumber(text: text, value: Double(value), decimals: 0, isWord: true, start: index, end: end)
  }

  /// `value` written the way this number is: as a word if it was one and one exists, with its
  /// capital; otherwise in digits, with as many decimals and the same separator.
  func rewritten(_ value: Double, language: String) -> String {
    if isWord, value == value.rounded(),
      let word = Self.words[language]?.first(where: { Double($0.value) == value })?.key
    {
      return text.first?.isUppercase == true ? word.prefix(1).uppercased() + word.dropFirst() : word
    }
    var digits = String(format: "%.\(decimals)f", value)
    if text.contains(",") { digits = digits.replacingOccurrences(of: ".", with: ",") }
    if decimals == 0, let space = text.first(where: { "\u{A0}\u{202F} ".contains($0) }), digits.count > 4 {
      var grouped = ""
      for (offset, digit) in digits.enumerated() {
        if offset > 0, (digits.count - offset).isMultiple(of: 3) { grouped.append(space) }
        grouped.append(digit)
      }
      digits = grouped
    }
    return digits
  }

  /// Whether this number says `value` at the precision it is written with.
  func says(_ value: Double) -> Bool {
    let scale = pow(10, Double(decimals))
    return (value * scale).rounded() == (self.value * scale).rounded()
  }
}
