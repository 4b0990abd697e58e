// Subprocess: a child gets its own 0, 1 and 2 and nothing else, and stopping it stops all it started.

import Foundation
import LabTerminal
import LabTestSupport
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite(.failsInsteadOfHanging) struct SubprocessTests {
  @Test func bothEndsOfAPipeAreCloseOnExecFromTheStart() throws {
    let (readEnd, writeEnd) = try #require(Descriptors.pipe())
    defer {
      close(readEnd)
      close(writeEnd)
    }
    #expect(fcntl(readEnd, F_GETFD) & FD_CLOEXEC != 0)
    #expect(fcntl(writeEnd, F_GETFD) & FD_CLOEXEC != 0)
  }

  /// Two children at once: the second sees only its own 0, 1 and 2, not the pipe of the first,
  /// whose reader would otherwise wait for an end that comes only when the second is gone too.
  @Test func aChildInheritsNoOtherChildsPipe() async throws {
    let environment = TestProcess.marked(ProcessInfo.processInfo.environment)
    let firstIsRunning = Flag()
    let first = Task {
      let outcome = await Subprocess.run(
        ["/bin/sh", "-c", "echo running; " + TestProcess.untilTheTestEnds], environment: environment
      ) { line in
        if line == "running" { firstIsRunning.raise() }
      }
      firstIsRunning.raise()  // it ended without saying so: the expectations below say how
      return outcome
    }
    await firstIsRunning.wait()
    // The shell lists its own descriptors: `ls` runs as its child, so $$ is the shell's.
    let second = await Subprocess.run(["/bin/sh", "-c", "ls /proc/$$/fd"], environment: environment)
    first.cancel()
    _ = await first.value
    #expect(second.status == 0, "\(second.output)")
    #expect(second.output.split(separator: "\n") == ["0", "1", "2"], "\(second.output)")
    #expect(TestProcess.noneLeft(marked: environment["ARCHLAB_TEST_MARK"]!))
  }

  /// Cancelling the run stops the child's whole group: the shell, and the process it started.
  @Test func cancellingARunStopsEveryProcessItStarted() async throws {
    let environment = TestProcess.marked(ProcessInfo.processInfo.environment)
    let started = Flag()
    let run = Task {
      let outcome = await Subprocess.run(
        ["/bin/sh", "-c", "(\(TestProcess.untilTheTestEnds)) & echo started; wait"], environment: environment
      ) { line in
        if line == "started" { started.raise() }
      }
      started.raise()
      return outcome
    }
    await started.wait()
    run.cancel()
    let outcome = await run.value
    #expect(outcome.status == 128 + SIGTERM)
    #expect(TestProcess.noneLeft(marked: environment["ARCHLAB_TEST_MARK"]!))
  }

  @Test func runAndWaitKeepsStandardErrorApart() {
    let run = Subprocess.runAndWait(["/bin/sh", "-c", "echo out; echo err >&2; exit 3"])
    #expect(run.status == 3)
    #expect(run.output == "out\n")
    #expect(run.errors == "err\n")
  }

  @Test func aProgramThatCantBeRunSaysSo() async {
    let run = await Subprocess.run(["/nonexistent/program"])
    #expect(run.status == 127)
  }
}

@Suite struct TerminalColumnsTests {
  @Test(arguments: [
    ("a", 1), ("é", 1), ("e\u{301}", 1), ("字", 2), ("牛", 2), ("우", 2), ("ｱ", 1), ("Ａ", 2),
    ("🥛", 2), ("👩‍👩‍👧‍👦", 2), ("🇫🇷", 2), ("👍🏽", 2), ("✅", 2), ("❤️", 2), ("❤", 1),
    ("\u{301}", 0), ("\u{200B}", 0), ("\u{1B}", 0), ("│", 1), ("…", 1),
  ])
  func aCharacterTakesTheColumnsATerminalGivesIt(text: String, columns: Int) {
    #expect(TerminalColumns.of(Character(text)) == columns)
  }

  @Test func aTextTakesTheSumOfItsCharacters() {
    #expect(TerminalColumns.of("Buy milk") == 8)
    #expect(TerminalColumns.of("牛乳を買う") == 10)
    #expect(TerminalColumns.of("Cafe\u{301} 🥛") == 7)
  }

  @Test func paddingAndCuttingCountColumnsAndNeverSplitACharacter() {
    #expect(TextLayout.padded("牛乳", 6) == "牛乳  ")
    #expect(TextLayout.padded("牛乳を買う", 5) == "牛乳 ")  // を would straddle the edge
    #expect(TerminalColumns.split("牛乳を買う", at: 5) == ("牛乳", "を買う"))
    #expect(TextLayout.fitting("牛乳を買う牛乳を買う", width: 8) == "牛乳を…")
    for line in TextLayout.wrap("牛乳を買う 牛乳を買う牛乳を買う牛乳を買う 👩‍👩‍👧‍👦👩‍👩‍👧‍👦", 9) {
      #expect(TerminalColumns.of(line) <= 9, "\(line)")
    }
  }
}
