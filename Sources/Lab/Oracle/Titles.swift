// The text `archlab fuzz` types: ordinary titles, and every kind of text that has broken a title rule somewhere.

/// Titles to type, add and hold on the server, from plain to awkward.
enum Titles {
  /// Ordinary titles, which most gestures use so that rows are easy to tell apart.
  static let plain = ["Buy milk", "Call mom", "Walk the dog", "Pay rent", "Water plants", "Read"]

  /// Text that has broken title handling somewhere: Unicode, quotes, escapes, whitespace, lengths near 100.
  static let awkward: [String] = [
    // Canonically equivalent forms: precomposed é, and e with a combining acute.
    "Café", "Cafe\u{301}",
    // A title that starts with a combining mark, and one where a mark sits on a space.
    "\u{301}accent first", "Caf \u{301}",
    // Emoji: a family joined by zero-width joiners, a flag, a skin tone.
    "👩‍👩‍👧‍👦 dinner", "🇫🇷", "👍🏽 ok", "🥛",
    // CJK, Hangul, right to left.
    "牛乳を買う", "우유 사기", "קנה חלב",
    // Unicode whitespace around and inside: ideographic space, no-break space, em space, tab.
    "\u{3000}Buy milk\u{00A0}", "\u{2003}Walk\u{2003}", "\tTabbed\t", "a\u{3000}b",
    // Nothing but whitespace, and nothing at all: refused.
    "   ", "\u{3000}\u{00A0}\u{2028}", "",
    // A zero-width space is no whitespace to Unicode: a title of one character.
    "\u{200B}",
    // Quotes, backslashes, the comment sign.
    "Say \"hi\"", "C:\\temp\\", "\\\"", "#1 priority", "“curly”",
  ]

  /// Titles of `count` characters, made of `unit`, with whitespace around or not.
  static func long(_ count: Int, unit: String, padded: Bool) -> String {
    let core = String(repeating: unit, count: count)
    return padded ? "  " + core + "\u{3000}" : core
  }

  /// Units whose characters differ from their scalars and bytes: length is counted in characters.
  static let units = ["a", "é", "e\u{301}", "🥛", "👩‍👩‍👧", "字"]

  /// One title, picked with `random`.
  static func pick(using random: inout SplitMix64, existing: [String]) -> String {
    switch Int.random(in: 0..<100, using: &random) {
    case 0..<45: return plain.randomElement(using: &random)!
    case 45..<70: return awkward.randomElement(using: &random)!
    case 70..<85:
      // At, just under and just over the limit.
      let count = [99, 100, 101, 100, 101, 150].randomElement(using: &random)!
      return long(count, unit: units.randomElement(using: &random)!, padded: Bool.random(using: &random))
    default:
      // The title of a row already there: two rows with one title.
      return existing.randomElement(using: &random) ?? plain[0]
    }
  }
}
