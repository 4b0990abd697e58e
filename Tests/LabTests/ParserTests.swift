// The scenario language's parser: what it reads, and every kind of problem it reports, with its position.

import Lab
import Testing

@Suite struct ParserTests {
  @Test func readsEveryKindOfStatement() throws {
    let parsed = try #require(
      scenario(
        """
        scenario "Everything"   # a comment
        server profile "Grace Hopper" "grace@example.com"
        server todos "[ ] Buy milk" "[x] Walk the dog"
        server fail save 2
        server hold list
        server release list 3
        server release list
        server resume list
        profile open
        profile refresh
        todos open
        todos type "  Buy \\"fresh\\" milk # not a comment "
        todos add
        todos add "Call \\\\ mum"
        todos toggle "Buy milk"
        todos delete 2
        todos clear-completed
        todos filter active
        app restart
        expect profile loading
        expect profile empty
        expect profile error "Couldn't load the profile."
        expect todos rows
        expect todos saving "Buy milk" "Walk"
        expect todos left 0
        expect server requests delete 0
        """))
    #expect(parsed.title == "Everything")
    #expect(
      parsed.statements.map(\.statement) == [
        .server(.profile(name: "Grace Hopper", email: "grace@example.com")),
        .server(.todos([RowValue(title: "Buy milk", isDone: false), RowValue(title: "Walk the dog", isDone: true)])),
        .server(.fail(.save, times: 2)),
        .server(.hold(.list)),
        .server(.release(.list, request: 3)),
        .server(.release(.list, request: nil)),
        .server(.resume(.list)),
        .profile(.open),
        .profile(.refresh),
        .todos(.open),
        .todos(.type("  Buy \"fresh\" milk # not a comment ")),
        .todos(.add(nil)),
        .todos(.add("Call \\ mum")),
        .todos(.toggle(.title("Buy milk"))),
        .todos(.delete(.position(2))),
        .todos(.clearCompleted),
        .todos(.filter(.active)),
        .appRestart,
        .expect(.profileLoading(true)),
        .expect(.profileEmpty),
        .expect(.profileError("Couldn't load the profile.")),
        .expect(.todosRows([])),
        .expect(.todosSaving(["Buy milk", "Walk"])),
        .expect(.todosLeft(0)),
        .expect(.serverRequests(.delete, 0)),
      ])
    #expect(parsed.statements.first?.line == 2)
    #expect(parsed.statements.first?.source == #"server profile "Grace Hopper" "grace@example.com""#)
  }

  @Test func acceptsWindowsLineEndingsBlankLinesAndComments() throws {
    let parsed = try #require(scenario("# intro\r\n\r\nscenario \"x\"\r\n   \r\nprofile open  # go\r\n"))
    #expect(parsed.statements.map(\.line) == [5])
    #expect(parsed.statements.map(\.source) == ["profile open"])
  }

  // MARK: - Problems, each with its position

  @Test(arguments: [
    (
      "scenario \"x\"\njump", 2, 1,
      "expected a statement (scenario, server, profile, todos, app or expect), found 'jump'"
    ),
    ("scenario \"x\"\nprofile opne", 2, 9, "expected a profile gesture (open, refresh or retry), found 'opne'"),
    ("scenario \"x\"\nserver profile \"Ada\"", 2, 21, "expected the profile's email in double quotes"),
    ("scenario \"x\"\nprofile open now", 2, 14, "unexpected 'now' at the end of the statement"),
    ("scenario \"x", 1, 10, "this string has no closing quote"),
    ("scenario \"a\\nb\"", 1, 12, "unknown escape '\\n': only \\\" and \\\\ are escapes"),
    (
      "scenario \"x\"\nProfile open", 2, 1,
      "'Profile' is not a word: words are lowercase letters, digits and '-', starting with a letter"
    ),
    (
      "scenario \"x\"\nserver todos \"Buy milk\"", 2, 14,
      "a row is written \"[ ] TITLE\" or \"[x] TITLE\", not \"Buy milk\""
    ),
    ("scenario \"x\"\ntodos open\ntodos toggle 0", 3, 14, "a row number must be at least 1, not 0"),
    ("scenario \"x\"\nexpect todos left 99999999999999999999", 2, 19, "the number 99999999999999999999 is too large"),
    ("scenario \"x\"\nprofile open @", 2, 14, "unexpected character '@'"),
    ("scenario \"x\"\nexpect todos left -2", 2, 19, "-2 is negative: numbers here are whole numbers from 0"),
    ("scenario \"x\"\nserver fail save 0", 2, 18, "how many requests fail must be at least 1, not 0"),
    ("scenario \"x\"\nexpect todos filter done", 2, 21, "expected a filter (all, active or completed), found 'done'"),
    ("scenario \"x\"\nserver hold", 2, 12, "expected an endpoint (profile, list, save or delete)"),
    (
      "scenario \"x\"\nprofile refresh", 2, 1,
      "`profile refresh` on a screen that is not open: write `profile open` before it (screens close at `app restart`)"
    ),
    (
      "scenario \"x\"\ntodos open\napp restart\ntodos add \"a\"", 4, 1,
      "this todos gesture is on a screen that is not open: write `todos open` before it (screens close at `app restart`)"
    ),
    ("scenario \"x\"\nscenario \"y\"", 2, 1, "the `scenario \"TITLE\"` header must come first, and only once"),
    ("", 1, 1, "a scenario file starts with `scenario \"TITLE\"`; this one has none"),
    ("scenario \"x\"\nprofile open\t\u{7}", 2, 14, "unexpected character 'U+0007'"),
  ])
  func reportsAProblemWithItsPosition(text: String, line: Int, column: Int, message: String) {
    #expect(diagnostics(text) == [Diagnostic(file: "bad.scenario", line: line, column: column, message: message)])
  }

  @Test func reportsAHeaderThatDoesNotComeFirst() {
    #expect(
      diagnostics("profile open\nscenario \"x\"").map(\.description) == [
        "bad.scenario:1:1: error: a scenario file starts with `scenario \"TITLE\"`",
        "bad.scenario:2:1: error: the `scenario \"TITLE\"` header must come first, and only once",
      ])
  }

  @Test func reportsBytesThatAreNotUTF8WithTheirColumn() throws {
    let bytes = Array("scenario \"x\"\nprofile ".utf8) + [0xFF] + Array(" open\n".utf8)
    #expect(
      throws: ParseFailure(diagnostics: [
        Diagnostic(file: "f.scenario", line: 2, column: 9, message: "this line is not valid UTF-8 text")
      ])
    ) {
      try ScenarioParser.parse(bytes, file: "f.scenario")
    }
  }

  @Test func reportsEveryProblemInAFileNotJustTheFirst() {
    let found = diagnostics(
      """
      scenario "x"
      profile jump
      todos open
      expect todos left -1
      expect todos rows "[?] a"
      """)
    #expect(found.map(\.line) == [2, 4, 5])
    #expect(
      found.map(\.description).first
        == "bad.scenario:2:9: error: expected a profile gesture (open, refresh or retry), found 'jump'")
  }

  @Test func countsColumnsInCharactersNotBytes() {
    #expect(diagnostics("scenario \"é\" x").first?.column == 14)
  }

  // MARK: - Whatever the bytes, never a crash

  @Test func randomBytesNeverCrashTheParser() {
    var random = SplitMix64(state: 42)
    let alphabet =
      Array("scenario server profile todos expect app restart open \"[ ] x\" 12 # \\\n\t-".utf8) + [
        0xC3, 0xA9, 0xFF, 0x00,
      ]
    for _ in 0..<2_000 {
      let length = Int.random(in: 0..<120, using: &random)
      let bytes = (0..<length).map { _ in
        Bool.random(using: &random)
          ? alphabet.randomElement(using: &random)! : UInt8.random(in: 0...255, using: &random)
      }
      checkNeverCrashes(bytes)
    }
  }

  @Test func mutatedScenariosNeverCrashTheParser() {
    var random = SplitMix64(state: 7)
    let original = Array(
      """
      scenario "A failed add gives the title back"
      server todos "[x] Walk the dog"
      todos open
      server hold save
      server fail save
      todos add "  Buy milk  "
      expect todos rows "[x] Walk the dog" "[ ] Buy milk"
      server release save 1
      expect todos error "Couldn't add “Buy milk”."
      app restart
      """.utf8)
    for _ in 0..<2_000 {
      var bytes = original
      for _ in 0..<Int.random(in: 1...4, using: &random) {
        let position = Int.random(in: 0..<bytes.count, using: &random)
        switch Int.random(in: 0..<3, using: &random) {
        case 0: bytes[position] = UInt8.random(in: 0...255, using: &random)
        case 1: bytes.insert(bytes.randomElement(using: &random)!, at: position)
        default: if bytes.count > 1 { bytes.remove(at: position) }
        }
      }
      checkNeverCrashes(bytes)
    }
  }

  // MARK: - Helpers

  /// Parses `bytes`; every problem must point inside the file.
  private func checkNeverCrashes(_ bytes: [UInt8]) {
    do {
      _ = try ScenarioParser.parse(bytes, file: "fuzz.scenario")
    } catch {
      let lineCount = max(1, bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).count)
      for diagnostic in error.diagnostics {
        #expect((1...lineCount).contains(diagnostic.line))
        #expect(diagnostic.column >= 1)
        #expect(!diagnostic.message.isEmpty)
      }
    }
  }
}
