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

  @Test func trimsWholeCharactersAtBothEndsAlike() throws {
    // A space followed by a combining acute accent is one character, drawn as an accent: it stays,
    // at the end as at the start, and no mark is ever left without the space it sat on.
    #expect(try TodoTitle.validate("Caf \u{301}") == "Caf \u{301}")
    #expect(try TodoTitle.validate(" \u{301}x") == " \u{301}x")
    #expect(try TodoTitle.validate("  \u{301}Buy") == " \u{301}Buy")
    #expect(try TodoTitle.validate("Buy \u{301}  ") == "Buy \u{301}")
    // A carriage return and a line feed are one character, every scalar of it whitespace: it goes.
    #expect(try TodoTitle.validate("\r\nBuy\r\n") == "Buy")
  }

  @Test func boundsTheScalarsAsWellAsTheCharacters() throws {
    // One character of a million combining marks: 2 MB that the character count alone would take.
    let heavy = "a" + String(repeating: "\u{301}", count: 1_000_000)
    #expect(heavy.count == 1)
    #expect(throws: TitleError.tooLong) { try TodoTitle.validate(heavy) }
    let atTheBound = "a" + String(repeating: "\u{301}", count: TodoTitle.maximumScalars - 1)
    #expect(try TodoTitle.validate(atTheBound) == atTheBound)
    #expect(throws: TitleError.tooLong) { try TodoTitle.validate(atTheBound + "\u{301}") }
    // Emoji sequences of many scalars still fit a hundred to a title: 👨‍👩‍👧 is five scalars.
    #expect(try TodoTitle.validate(String(repeating: "👨‍👩‍👧", count: 100)).count == 100)
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
