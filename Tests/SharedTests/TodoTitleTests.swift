// The title rules every architecture calls.

import SharedModel
import TestSupport
import Testing

@Suite(.failsInsteadOfHanging) struct TodoTitleTests {
  @Test func trimsSurroundingWhitespace() throws {
    #expect(try TodoTitle.validate("  Buy milk \n\t") == "Buy milk")
    #expect(try TodoTitle.validate("Buy  milk") == "Buy  milk")
  }

  @Test(arguments: ["", "   ", "\n\t "])
  func refusesATitleThatIsOnlyWhitespace(text: String) {
    #expect(throws: TitleError.empty) { try TodoTitle.validate(text) }
  }

  @Test func acceptsExactlyOneHundredCharactersAfterTrimming() throws {
    let hundred = String(repeating: "a", count: 100)
    #expect(try TodoTitle.validate("  \(hundred)  ") == hundred)
  }

  @Test func refusesMoreThanOneHundredCharacters() {
    #expect(throws: TitleError.tooLong) { try TodoTitle.validate(String(repeating: "a", count: 101)) }
  }

  @Test func countsCharactersAsAPersonReadsThem() throws {
    let accents = String(repeating: "é", count: 100)
    #expect(try TodoTitle.validate(accents) == accents)
    let family = String(repeating: "👨‍👩‍👧", count: 100)
    #expect(try TodoTitle.validate(family) == family)
  }

  @Test func trimsWhitespaceScalarByScalarSoACombiningMarkKeepsItsSpace() throws {
    // A space followed by a combining acute accent is one character, and not whitespace as a whole.
    #expect(try TodoTitle.validate("Caf \u{301}") == "Caf \u{301}")
    // Leading whitespace goes even when a combining mark follows it: what is left is what was meant.
    #expect(try TodoTitle.validate(" \u{301}x") == "\u{301}x")
  }

  @Test(arguments: [
    ("\u{00A0}Buy milk\u{2003}", "Buy milk"), ("\u{3000}Buy milk\u{2028}", "Buy milk"),
    // A zero-width no-break space is not whitespace: it stays, and so does what it guards.
    ("\u{85}Buy milk\u{FEFF}\u{200A}", "Buy milk\u{FEFF}"),
  ])
  func trimsUnicodeWhitespaceAndLeavesOtherScalars(text: String, title: String) throws {
    #expect(try TodoTitle.validate(text) == title)
  }

  @Test func countsTheLimitAfterTrimmingNotBefore() throws {
    let hundred = String(repeating: "b", count: 100)
    #expect(try TodoTitle.validate("\u{3000}\(hundred)\u{3000}") == hundred)
    #expect(throws: TitleError.tooLong) { try TodoTitle.validate(" \(hundred)x ") }
  }
}
