// `archlab course watch` driven through a pseudo-terminal, as a learner's terminal drives it:
// keys one at a time, no Enter, and the terminal left as it was.

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

@Suite(.failsInsteadOfHanging, .temporaryFolders) struct CourseWatchTerminalTests {
  @Test func watchAnswersKeysFromATerminalAndQuitsOnQ() async throws {
    let root = try Self.courseWithOneExercise()
    let terminal = try #require(PseudoTerminal.run([TestPackage.archlab.path, "course", "watch"], in: root))
    defer { terminal.stop() }
    // No Package.swift in this course: the check ends at once, and says the tests did not run.
    try await terminal.output.waitFor("Watching Course/Exercises/01-only: save a file to check it again.")
    #expect(terminal.output.text.contains("[....................] 0/1 done  ·  01-only"))
    terminal.type("h")
    try await terminal.output.waitFor("Hint 1 of 1 for 01-only:")
    #expect(terminal.output.text.contains("Read slowly."))
    terminal.type("q")
    #expect(await terminal.exitStatus() == 0)
  }

  /// A package root with `Sources/Lab` (so archlab knows it for its own) and one exercise.
  static func courseWithOneExercise() throws -> URL {
    let root = try TemporaryFolders.make("watch")
    let files = [
      "Sources/Lab/.keep": "",
      "Course/Exercises/01-only/README.md": "# 01 · The only one\n",
      "Course/Exercises/01-only/HINTS.md": "## Hint 1\n\nRead slowly.\n",
      "Course/Exercises/01-only/Sources/A.swift": "// TODO: everything\n",
    ]
    for (path, text) in files {
      let file = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: file)
    }
    return root
  }
}

/// A program run on the far side of a pseudo-terminal: it sees a terminal on its standard
/// input, output and error; the test types keys and reads what it prints.
final class PseudoTerminal: @unchecked Sendable {
  let output = TerminalOutput()
  private let master: Int32
  private let pid: pid_t

  private init(master: Int32, pid: pid_t) {
    self.master = master
    self.pid = pid
  }

  /// openpty(3), looked up at run time: the C library has it, the Swift overlay does not declare it.
  private typealias OpenPTY =
    @convention(c) (
      UnsafeMutablePointer<Int32>, UnsafeMutablePointer<Int32>, UnsafeMutablePointer<CChar>?, UnsafeRawPointer?,
      UnsafeRawPointer?
    ) -> Int32

  static func run(_ arguments: [String], in directory: URL) -> PseudoTerminal? {
    let library = dlopen(nil, RTLD_NOW)
    guard let symbol = dlsym(library, "openpty") ?? dlsym(dlopen("libutil.so.1", RTLD_NOW), "openpty") else {
      return nil
    }
    let openpty = unsafeBitCast(symbol, to: OpenPTY.self)
    var master: Int32 = -1
    var slave: Int32 = -1
    guard openpty(&master, &slave, nil, nil, nil) == 0 else { return nil }
    // Neither end may reach a process another test spawns: the terminal would never close.
    _ = fcntl(master, F_SETFD, FD_CLOEXEC)
    _ = fcntl(slave, F_SETFD, FD_CLOEXEC)
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, slave, 0)
    posix_spawn_file_actions_adddup2(&actions, slave, 1)
    posix_spawn_file_actions_adddup2(&actions, slave, 2)
    posix_spawn_file_actions_addclose(&actions, master)
    posix_spawn_file_actions_addclose(&actions, slave)
    defer { close(slave) }
    let program = ["/bin/sh", "-c", "cd \"$0\" && exec \"$@\"", directory.path] + arguments
    var environment = TestProcess.marked(ProcessInfo.processInfo.environment)
    environment["NO_COLOR"] = "1"
    environment["LANG"] = "C"
    var argv = program.map { strdup($0) } + [nil]
    var envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for pointer in argv { free(pointer) }
      for pointer in envp { free(pointer) }
    }
    var pid: pid_t = 0
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
    posix_spawnattr_setpgroup(&attributes, 0)
    guard posix_spawn(&pid, program[0], &actions, &attributes, &argv, &envp) == 0 else { return nil }
    let terminal = PseudoTerminal(master: master, pid: pid)
    Thread.detachNewThread { terminal.readUntilTheEnd() }
    return terminal
  }

  /// Kills the program's whole process group, whatever it is doing.
  func stop() {
    kill(-pid, SIGKILL)
  }

  func type(_ keys: String) {
    let bytes = Array(keys.utf8)
    _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
  }

  /// Waits for the program to end; its exit status.
  func exitStatus() async -> Int32 {
    await withCheckedContinuation { continuation in
      Thread.detachNewThread { [pid] in
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        continuation.resume(returning: (status >> 8) & 0xFF)
      }
    }
  }

  private func readUntilTheEnd() {
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { break }
      output.append(String(decoding: buffer[..<count], as: UTF8.self))
    }
    output.end()
  }
}

/// What a program printed to its terminal, and waits on it by events, never by time.
final class TerminalOutput: @unchecked Sendable {
  private let lock = NSLock()
  private var collected = ""
  private var ended = false
  private var waiters: [(String, CheckedContinuation<Bool, Never>)] = []

  var text: String { lock.withLock { collected } }

  func append(_ text: String) {
    let ready = lock.withLock {
      collected += text
      return takeWaiters { collected.contains($0) }
    }
    for waiter in ready { waiter.resume(returning: true) }
  }

  func end() {
    let all = lock.withLock {
      ended = true
      return takeWaiters { _ in true }
    }
    for waiter in all { waiter.resume(returning: text.contains("")) }
  }

  /// Returns once the output holds `part`; fails, rather than waits for ever, if the program ends first.
  func waitFor(_ part: String) async throws {
    let found = await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
      let now: Bool? = lock.withLock {
        if collected.contains(part) { return true }
        if ended { return false }
        waiters.append((part, continuation))
        return nil
      }
      if let now { continuation.resume(returning: now) }
    }
    guard found, text.contains(part) else {
      Issue.record("the program ended without printing \(part):\n\(text)")
      throw CancellationError()
    }
  }

  private func takeWaiters(_ isReady: (String) -> Bool) -> [CheckedContinuation<Bool, Never>] {
    let ready = waiters.filter { isReady($0.0) }
    waiters.removeAll { isReady($0.0) }
    return ready.map(\.1)
  }
}

@Suite(.failsInsteadOfHanging, .temporaryFolders) struct CourseInterruptTests {
  /// A `swift test` whose first check passes at once, then runs until stopped.
  static let fakeSwiftTest =
    "#!/bin/sh\necho '◇ Test run started.'\necho '✔ Test theFakeStarted() passed after 0.001 seconds.'\n"
    + TestProcess.untilTheTestEnds + "\n"

  @Test func ctrlCStopsTheSwiftTestACheckStarted() async throws {
    let root = try CourseWatchTerminalTests.courseWithOneExercise()
    let environment = try fakeSwift(Self.fakeSwiftTest, in: root)
    let archlab = try TestProcess.start(
      [TestPackage.archlab.path, "course", "check"], in: root, environment: environment)
    defer { archlab.stop() }
    // The fake has started once archlab tells its first check; if archlab ends first, this fails now.
    let started = await archlab.waitForOutput(containing: "✓ the fake started")
    try #require(started, "archlab ended before the fake swift test started:\n\(archlab.printed)")
    kill(-archlab.pid, SIGINT)
    let status = await archlab.waitForExit()
    #expect(status & 0x7F == SIGINT, "archlab ends by the signal, as a program Ctrl-C ends")
    #expect(TestProcess.noneLeft(marked: archlab.mark), "the fake swift test still runs after Ctrl-C")
  }

  /// Ctrl-C at any moment, the moment of the spawn included: before archlab has its handler, while
  /// it spawns `swift test`, and after. Every time, archlab ends by Ctrl-C and leaves nothing running.
  @Test func ctrlCAtAnyMomentLeavesNoChildRunning() async throws {
    let root = try CourseWatchTerminalTests.courseWithOneExercise()
    let environment = try fakeSwift(Self.fakeSwiftTest, in: root)
    for attempt in 0..<50 {
      let archlab = try TestProcess.start(
        [TestPackage.archlab.path, "course", "check"], in: root, environment: environment)
      defer { archlab.stop() }
      // Even attempts: at once. Odd ones: the moment archlab says it checks, just before it spawns.
      if attempt.isMultiple(of: 2) == false { _ = await archlab.waitForOutput(containing: "01-only") }
      kill(-archlab.pid, SIGINT)
      let status = await archlab.waitForExit()
      #expect(status & 0x7F == SIGINT, "attempt \(attempt): ended with wait status \(status)\n\(archlab.printed)")
      #expect(TestProcess.noneLeft(marked: archlab.mark), "attempt \(attempt): a child is still running")
    }
  }
}

@Suite(.failsInsteadOfHanging, .temporaryFolders) struct CourseTimeLimitTests {
  @Test func aCheckThatRunsPastItsLimitStopsAndNamesTheTestStillRunning() async throws {
    let root = try CourseWatchTerminalTests.courseWithOneExercise()
    // A `swift test` whose one test starts and never ends, as a test awaiting an answer nobody sends.
    var environment = try fakeSwift(
      "#!/bin/sh\necho '◇ Test run started.'\necho '◇ Test waitsForTheAnswer() started.'\n"
        + TestProcess.untilTheTestEnds + "\n", in: root)
    environment["ARCHLAB_COURSE_TIME_LIMIT"] = "1"
    environment["NO_COLOR"] = "1"
    let run = await Subprocess.run([TestPackage.archlab.path, "course", "check"], environment: environment, in: root)
    #expect(run.status == 1)
    #expect(
      run.output.contains("✗ Stopped after 1 second with no check ending: `waits for the answer` was still running."),
      "\(run.output)")
  }
}

@Suite(.failsInsteadOfHanging, .temporaryFolders) struct CourseRunnerTests {
  /// `swift test` passes the tests' output on through a pipe of its own and, under load, can end
  /// before it has passed it all on: a check then looked like a crash halfway through. The course
  /// builds with `swift build`, then runs the tests' executable itself and reads all it prints.
  @Test func aCheckReadsTheTestsThemselvesNotWhatSwiftTestPassesOn() async throws {
    let root = try CourseWatchTerminalTests.courseWithOneExercise()
    let tests = """
      #!/bin/sh
      echo '◇ Test run started.'
      echo '◇ Test keepsATitle() started.'
      echo '✔ Test keepsATitle() passed after 0.001 seconds.'
      echo '◇ Test refusesAnEmptyTitle() started.'
      echo '✔ Test refusesAnEmptyTitle() passed after 0.001 seconds.'
      echo '✔ Test run with 2 tests in 1 suite passed after 0.002 seconds.'

      """
    var environment = try fakeSwift(tests, in: root)
    // This `swift test` loses the end of what the tests printed, as the real one can under load.
    let lossy =
      "#!/bin/sh\nif [ \"$1\" = build ]; then echo 'Build complete! (0.01s)'; exit 0; fi\n"
      + "\"$(dirname \"$0\")/tests\" | head -n 3\n"
    try writeExecutable(lossy, to: root.appendingPathComponent("bin/swift"))
    environment["NO_COLOR"] = "1"
    let run = await Subprocess.run([TestPackage.archlab.path, "course", "check"], environment: environment, in: root)
    #expect(run.status == 0, "\(run.output)")
    #expect(run.output.contains("All 2 checks pass: 01-only is done."), "\(run.output)")
  }
}
