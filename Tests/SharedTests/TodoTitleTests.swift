// The title rules every architecture calls.

import SharedModel
import Testing

@Suite struct TodoTitleTests {
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
}
