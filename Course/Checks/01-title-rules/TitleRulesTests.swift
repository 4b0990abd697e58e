// The checks of exercise 01: what the title rules keep, trim and refuse.
// Run them with `swift run archlab course check 1`; lesson 01 states the rules.

import Testing

@testable import Exercise01

@Suite struct TitleRulesTests {
  @Test func keepsAValidTitleAsTyped() {
    #expect(outcome("Buy milk") == .success("Buy milk"), "a valid title comes back unchanged (T2)")
  }

  @Test func trimsSpacesAndNewlinesAroundTheTitle() {
    #expect(outcome("  Buy milk \n") == .success("Buy milk"), "spaces and newlines around a title are taken off (T2)")
    #expect(outcome("\tCall mom\r\n") == .success("Call mom"), "tabs and Windows line ends are taken off too (T2)")
  }

  @Test func keepsTheSpacesInsideTheTitle() {
    #expect(outcome("  Walk  the dog ") == .success("Walk  the dog"), "only the ends are trimmed, not the middle (T2)")
  }

  @Test func refusesAnEmptyTitle() {
    #expect(outcome("") == .failure(.empty), "an empty title is refused as empty (T2)")
  }

  @Test func refusesATitleOfOnlySpaces() {
    #expect(outcome("   ") == .failure(.empty), "a title of spaces is empty once trimmed (T2)")
    #expect(outcome(" \n\t ") == .failure(.empty), "a title of whitespace and newlines is empty once trimmed (T2)")
  }

  @Test func acceptsAHundredCharacters() {
    let title = String(repeating: "a", count: 100)
    #expect(outcome(title) == .success(title), "100 characters is the longest title allowed (T2)")
  }

  @Test func refusesAHundredAndOneCharacters() {
    let title = String(repeating: "a", count: 101)
    #expect(outcome(title) == .failure(.tooLong), "101 characters is one too many (T2)")
  }

  @Test func trimsBeforeCounting() {
    let title = String(repeating: "a", count: 100)
    #expect(outcome("  \(title)  ") == .success(title), "the spaces around a title don't count toward the 100 (T2)")
  }

  @Test func countsAnAccentedLetterAsOneCharacter() {
    let title = String(repeating: "é", count: 100)
    #expect(outcome(title) == .success(title), "“é” is one character for a reader, though two bytes in UTF-8 (T2)")
  }

  @Test func countsALetterWithACombiningAccentAsOneCharacter() {
    let title = String(repeating: "e\u{301}", count: 100)
    #expect(outcome(title) == .success(title), "“e” followed by a combining accent reads as one “é” (T2)")
  }

  @Test func countsAnEmojiFamilyAsOneCharacter() {
    let title = String(repeating: "👩‍👩‍👧", count: 100)
    #expect(outcome(title) == .success(title), "👩‍👩‍👧 is five code points, but a reader sees one character (T2)")
  }
}

// MARK: - Helpers

/// What ``TitleRules/validate(_:)`` makes of `text`: the title, or why it was refused.
private func outcome(_ text: String) -> Result<String, TitleError> {
  Result { () throws(TitleError) in try TitleRules.validate(text) }
}
