// The stretch of exercise 01: the finer title rules of FEATURE.md, for a learner who found the checks too easy.
// Optional: `course check 1` shows these once the exercise's own checks pass; the README's Stretch says the rules.

import Testing

@testable import Exercise01

@Suite struct Stretch {
  @Test func stretchKeepsASpaceThatCarriesAnAccent() {
    #expect(
      outcome(" \u{301}Buy milk") == .success(" \u{301}Buy milk"),
      "a space under a combining accent is drawn as an accent: trimming keeps it at the start (T2)")
    #expect(
      outcome("Buy milk \u{301}") == .success("Buy milk \u{301}"),
      "and at the end: only a character that is whitespace in every scalar is trimmed (T2)")
  }

  @Test func stretchAcceptsAThousandScalars() {
    // A hundred characters of ten scalars each: an “e” under nine combining accents.
    let title = String(repeating: "e" + String(repeating: "\u{301}", count: 9), count: 100)
    #expect(outcome(title) == .success(title), "a thousand scalars is the most a title may hold (T2)")
  }

  @Test func stretchRefusesAThousandAndOneScalars() {
    // One character a reader sees, made of 1,001 scalars: an “e” under a thousand combining accents.
    let title = "e" + String(repeating: "\u{301}", count: 1_000)
    #expect(outcome(title) == .failure(.tooLong), "one character of 1,001 scalars is too long, though it is one (T2)")
  }
}

// MARK: - Helpers

/// What ``TitleRules/validate(_:)`` makes of `text`: the title, or why it was refused.
private func outcome(_ text: String) -> Result<String, TitleError> {
  Result { () throws(TitleError) in try TitleRules.validate(text) }
}
