// The scenario language's parser: what it reads, and every kind of problem it reports, with its position.

import Foundation
import LabLanguage
import LabServer
import LabTestSupport
import TestSupport
import Testing

@Suite(.failsInsteadOfHanging) struct ParserTests {
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
        profile close
        profile open
        todos open
        todos type "  Buy \\"fresh\\" milk # not a comment "
        todos add
        todos add "Call \\\\ mum"
        todos toggle "Buy milk"
        todos delete 2
        todos clear-completed
        todos filter active
        todos close
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
        .profile(.close),
        .profile(.open),
        .todos(.open),
        .todos(.type("  Buy \"fresh\" milk # not a comment ")),
        .todos(.add(nil)),
        .todos(.add("Call \\ mum")),
        .todos(.toggle(.title("Buy milk"))),
        .todos(.delete(.position(2))),
        .todos(.clearCompleted),
        .todos(.filter(.active)),
        .todos(.close),
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

  @Test func readsEveryStatementOfTheTodoScreenLinksAndTheBadge() throws {
    let parsed = try #require(
      scenario(
        """
        scenario "2.0"
        todos open
        todos show "Buy milk"
        todo type "Buy oat milk"
        todo save
        todo rename "  Call mom "
        todo toggle
        todo back
        todos show 2
        todo delete
        app link profile
        app link todos
        app link todos "Buy milk"
        app link "archlab://todos/server-1"
        app link ""
        expect todo closed
        expect todo title "Buy milk"
        expect todo field ""
        expect todo done
        expect todo not-done
        expect todo saving
        expect todo not-saving
        expect todo error "Couldn't rename “Buy milk”."
        expect todo no-error
        expect app badge 3
        expect app badge none
        """))
    #expect(
      parsed.statements.map(\.statement) == [
        .todos(.open), .todos(.show(.title("Buy milk"))), .todo(.type("Buy oat milk")), .todo(.save),
        .todo(.rename("  Call mom ")), .todo(.toggle), .todo(.back), .todos(.show(.position(2))), .todo(.delete),
        .appLink(.profile), .appLink(.todos), .appLink(.todo(title: "Buy milk")),
        .appLink(.raw("archlab://todos/server-1")), .appLink(.raw("")), .expect(.todoClosed),
        .expect(.todoTitle("Buy milk")), .expect(.todoField("")), .expect(.todoDone(true)), .expect(.todoDone(false)),
        .expect(.todoSaving(true)), .expect(.todoSaving(false)), .expect(.todoError("Couldn't rename “Buy milk”.")),
        .expect(.todoError(nil)), .expect(.appBadge(3)), .expect(.appBadge(nil)),
      ])
    // Written back, each statement reads the same: the fuzz writes its scenarios so. After a link to
    // a todo, the Todo screen may be open, and both screens' gestures are accepted.
    for located in parsed.statements {
      let again = try #require(scenario("scenario \"x\"\napp link todos \"a\"\n\(located.statement.source)"))
      #expect(again.statements.last?.statement == located.statement)
    }
  }

  /// The Todo screen's static rules: open after `todos show`, closed at the start, after `todo back` and
  /// a restart, maybe open after a link to a todo and after `todo delete`; links open their tab.
  @Test(arguments: [
    ("todos open\ntodo back", 3, "`todo back` on a Todo screen that is not open: write `todos show ROW` before it"),
    (
      "todos open\ntodos show 1\ntodos add \"a\"", 4,
      "`todos add` under the Todo screen opened at line 3: write `todo back` before it"
    ),
    (
      "todos open\ntodos show 1\ntodos close", 4,
      "`todos close` under the Todo screen opened at line 3: write `todo back` before it"
    ),
    (
      "todos open\ntodos show 1\ntodo back\ntodo save", 5,
      "`todo save` on a Todo screen that was closed at line 4: write `todos show ROW` before it"
    ),
    (
      "todos open\ntodos show 1\napp restart\ntodo toggle", 5,
      "`todo toggle` on a Todo screen that was closed by the restart at line 4: write `todos show ROW` before it"
    ),
    (
      "todos open\ntodos show 1\napp link todos\ntodo type \"a\"", 5,
      "`todo type` on a Todo screen that was closed by the link at line 4: write `todos show ROW` before it"
    ),
    ("app link profile\ntodos retry", 3, "`todos retry` on a screen that is not open: write `todos open` before it"),
    // One tab at a time: opening one tab, or a link to it, makes the other go away.
    (
      "todos open\nprofile open\ntodos add \"a\"", 4,
      "`todos add` on a screen that was left when `profile open` at line 3 opened the Profile tab: "
        + "write `todos open` before it"
    ),
    (
      "profile open\ntodos open\nprofile refresh", 4,
      "`profile refresh` on a screen that was left when `todos open` at line 3 opened the Todos tab: "
        + "write `profile open` before it"
    ),
    (
      "profile open\napp link \"archlab://todos/x\"\nprofile retry", 4,
      "`profile retry` on a screen that was left when the link at line 3 opened the Todos tab: "
        + "write `profile open` before it"
    ),
    (
      "todos open\ntodos show 1\napp link profile\ntodo type \"a\"", 5,
      "`todo type` on a screen that was left when the link at line 4 opened the Profile tab: "
        + "write `todos open` before it"
    ),
    (
      "todos open\ntodos show 1\nprofile open\ntodos open\ntodos add \"a\"", 6,
      "`todos add` under the Todo screen opened at line 3: write `todo back` before it"
    ),
    (
      "app link \"archlab:todos\"\ntodos retry", 3,
      "`todos retry` on a screen that is not open: write `todos open` before it"
    ),
    ("expect app badge few", 2, "expected the badge's number, or none, found 'few'"),
  ])
  func reportsTheTodoScreensStaticRules(text: String, line: Int, message: String) {
    let all = diagnostics("scenario \"x\"\n" + text).map(\.description)
    #expect(all.count == 1)
    #expect(all.first?.hasPrefix("bad.scenario:\(line):") == true)
    #expect(all.first?.hasSuffix("error: " + message) == true)
  }

  /// The Todos tab keeps its stack while the Profile tab is on screen: opening it again shows the Todo
  /// screen, whose gestures are accepted again.
  @Test func acceptsTheTodoScreenAgainWhenItsTabComesBack() throws {
    let parsed = try #require(
      scenario(
        """
        scenario "back"
        todos open
        todos show 1
        profile open
        profile refresh
        todos open
        todo save
        todo back
        todos add "a"
        """))
    #expect(parsed.statements.count == 8)
  }

  /// Where the Todo screen may be open, the list's gestures and the Todo screen's are both accepted.
  @Test func acceptsBothScreensWhereTheTodoScreenMayBeOpen() throws {
    let parsed = try #require(
      scenario(
        """
        scenario "maybe"
        app link todos "Buy milk"
        todo save
        todos add "a"
        todos show 1
        todo delete
        todos retry
        todo back
        app link "archlab://todos/x"
        todos close
        profile open
        app link profile
        profile refresh
        """))
    #expect(parsed.statements.count == 12)
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
      "expected a statement (scenario, server, profile, todos, todo, app or expect), found 'jump'"
    ),
    ("scenario \"x\"\nprofile opne", 2, 9, "expected a profile gesture (open, refresh, retry or close), found 'opne'"),
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
    (
      "scenario \"x\"\nexpect todos left 99999999999999999999", 2, 19,
      "the number 99999999999999999999 is too large: numbers go up to 1000000"
    ),
    (
      "scenario \"x\"\nserver fail save 1000001", 2, 18, "the number 1000001 is too large: numbers go up to 1000000"
    ),
    ("scenario \"x\"\nprofile open @", 2, 14, "unexpected character '@'"),
    ("scenario \"x\"\nexpect todos left -2", 2, 19, "-2 is negative: numbers here are whole numbers from 0"),
    ("scenario \"x\"\nserver fail save 0", 2, 18, "how many requests fail must be at least 1, not 0"),
    ("scenario \"x\"\nexpect todos filter done", 2, 21, "expected a filter (all, active or completed), found 'done'"),
    ("scenario \"x\"\nserver hold", 2, 12, "expected an endpoint (profile, list, save or delete)"),
    (
      "scenario \"x\"\nprofile refresh", 2, 1,
      "`profile refresh` on a screen that is not open: write `profile open` before it"
    ),
    (
      "scenario \"x\"\ntodos open\napp restart\ntodos add \"a\"", 4, 1,
      "`todos add` on a screen that was closed by the restart at line 3: write `todos open` before it"
    ),
    (
      "scenario \"x\"\ntodos open\ntodos close\ntodos toggle 1", 4, 1,
      "`todos toggle` on a screen that was closed at line 3: write `todos open` before it"
    ),
    (
      "scenario \"x\"\nprofile open\nprofile close\nprofile close", 4, 1,
      "`profile close` on a screen that was closed at line 3: write `profile open` before it"
    ),
    ("scenario \"x\"\ntodos close", 2, 1, "`todos close` on a screen that is not open: write `todos open` before it"),
    ("scenario \"x\"\nscenario \"y\"", 2, 1, "the `scenario \"TITLE\"` header must come first, and only once"),
    ("", 1, 1, "a scenario file starts with `scenario \"TITLE\"`; this one has none"),
    ("scenario \"x\"\nprofile open\t\u{7}", 2, 14, "unexpected character 'U+0007'"),
  ])
  func reportsAProblemWithItsPosition(text: String, line: Int, column: Int, message: String) {
    #expect(diagnostics(text).map(\.description) == ["bad.scenario:\(line):\(column): error: \(message)"])
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
    #expect {
      try ScenarioParser.parse(bytes, file: "f.scenario")
    } throws: { error in
      (error as? ParseFailure)?.diagnostics.map(\.description)
        == ["f.scenario:2:9: error: this line is not valid UTF-8 text"]
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
        == "bad.scenario:2:9: error: expected a profile gesture (open, refresh, retry or close), found 'jump'")
  }

  @Test func countsColumnsInCharactersNotBytes() {
    #expect(diagnostics("scenario \"é\" x").first?.column == 14)
    // A combining accent joins the letter before it into one character: one column.
    #expect(diagnostics("scenario \"e\u{301}\" x").first?.column == 14)
  }

  // MARK: - Line endings, the byte-order mark, and the line a problem is on

  @Test func skipsAByteOrderMarkAtTheVeryStartOnly() throws {
    let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("scenario \"x\"\nprofile open\n".utf8)
    let parsed = try ScenarioParser.parse(bytes, file: "bom.scenario")
    #expect(parsed.title == "x")
    let later = Array("scenario \"x\"\n".utf8) + [0xEF, 0xBB, 0xBF] + Array("profile open\n".utf8)
    #expect(throws: ParseFailure.self) { try ScenarioParser.parse(later, file: "bom.scenario") }
  }

  @Test func aProblemCarriesItsLineAsWrittenWithoutItsLineEnding() {
    let found = diagnostics("scenario \"x\"\r\ntodos opne\r\nprofile open")
    #expect(found.map(\.line) == [2])
    #expect(found.first?.source == "todos opne")
    #expect(diagnostics("scenario \"x\" nope\r\nprofile open").first?.source == "scenario \"x\" nope")
  }

  // MARK: - Rows and strings that round-trip, whatever their characters

  @Test(arguments: ["\u{301}Caf", "Caf \u{301}", "\"quoted\" \u{301}", "back\\slash", "emoji 👨‍👩‍👧", "日本語", "tab\there"])
  func aRowWrittenByTheLabReadsBackAsTheSameRow(title: String) throws {
    let row = RowValue(title: title, isDone: true)
    #expect(RowValue(row.text) == row)
    let parsed = try #require(scenario("scenario \"x\"\nserver todos \(row.description)\nexpect todos rows"))
    #expect(parsed.statements.first?.statement == .server(.todos([row])))
  }

  // MARK: - Whatever the bytes, never a crash, never a hang

  @Test func randomBytesNeverCrashTheParser() {
    var random = SplitMix64(seed: 42)
    let alphabet =
      Array("scenario server profile todos expect app restart open close \"[ ] x\" 12 # \\\n\r\t-".utf8) + [
        0xC3, 0xA9, 0xFF, 0x00, 0xEF, 0xBB, 0xBF, 0xCC, 0x81,
      ]
    for _ in 0..<5_000 {
      let length = Int.random(in: 0..<120, using: &random)
      let bytes = (0..<length).map { _ in
        Bool.random(using: &random)
          ? alphabet.randomElement(using: &random)! : UInt8.random(in: 0...255, using: &random)
      }
      checkNeverCrashes(bytes)
    }
  }

  /// Every scenario file of the package, mutated a few bytes at a time. `ARCHLAB_PARSER_FUZZ=N` asks for N inputs.
  @Test func mutatedScenariosNeverCrashTheParser() throws {
    let count = ProcessInfo.processInfo.environment["ARCHLAB_PARSER_FUZZ"].flatMap(Int.init) ?? 5_000
    let library = ScenarioLibrary(directory: TestPackage.root.appendingPathComponent("Scenarios"))
    let originals = try library.files().map { Array(try Data(contentsOf: $0)) }
    try #require(!originals.isEmpty)
    var random = SplitMix64(seed: 7)
    let splices = Array(
      "\"\\\r\n# 1000000 1000001 99999999999999999999 close open show back link badge todo \u{301}\u{FEFF}".utf8)
    for _ in 0..<count {
      var bytes = originals.randomElement(using: &random)!
      for _ in 0..<Int.random(in: 1...6, using: &random) {
        let position = Int.random(in: 0..<max(1, bytes.count), using: &random)
        switch Int.random(in: 0..<4, using: &random) {
        case 0 where !bytes.isEmpty: bytes[position] = UInt8.random(in: 0...255, using: &random)
        case 1: bytes.insert(splices.randomElement(using: &random)!, at: min(position, bytes.count))
        case 2 where !bytes.isEmpty: bytes.remove(at: position)
        default: bytes.insert(contentsOf: splices.shuffled(using: &random).prefix(4), at: min(position, bytes.count))
        }
      }
      checkNeverCrashes(bytes)
    }
  }

  // MARK: - Helpers

  /// Parses `bytes`; every problem must point inside the file, at a column of its line.
  private func checkNeverCrashes(_ bytes: [UInt8]) {
    do {
      _ = try ScenarioParser.parse(bytes, file: "fuzz.scenario")
    } catch {
      let lineCount = max(1, bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).count)
      for diagnostic in error.diagnostics {
        #expect((1...lineCount).contains(diagnostic.line))
        #expect(diagnostic.column >= 1)
        #expect(diagnostic.column <= (diagnostic.source?.count ?? 0) + 1)
        #expect(!diagnostic.message.isEmpty)
      }
    }
  }
}
