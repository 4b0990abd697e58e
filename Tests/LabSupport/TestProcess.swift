// A program a test starts: found again by a mark, read by events, and never left running after the test.

import Foundation
import LabTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A program a test runs, in a process group of its own, its output read through a close-on-exec
/// pipe that only it holds.
///
/// - It passes on nothing but 0, 1 and 2: no descriptor of the test process, reused or not,
///   can stand where the program or its children expect another.
/// - Every process it starts, and theirs, carries the mark in its environment, so a test can ask
///   which of them still live (``living(marked:)``), and `.ci/stress` can after a killed run.
/// - The test stops its whole group when it ends (``stop()``, in a `defer`); a fake that waits
///   for ever waits with ``TestProcess/untilTheTestEnds`` instead, which ends with the test process
///   however that ends, a `timeout` or a `kill -9` included.
public final class TestProcess: @unchecked Sendable {
  public let pid: pid_t
  /// The value of `ARCHLAB_TEST_MARK` in the environment of the program and every process it starts.
  public let mark: String
  private let output: Int32
  private let lock = NSLock()
  private var collected = ""
  private var ended = false

  /// A shell loop for fakes that run "until stopped": it ends when it is stopped, or at most a
  /// second after the test process that started it is gone, so no fake outlives its test.
  public static let untilTheTestEnds =
    "while kill -0 \"$ARCHLAB_TEST_PARENT\" 2>/dev/null; do sleep 1; done"

  private init(pid: pid_t, mark: String, output: Int32) {
    self.pid = pid
    self.mark = mark
    self.output = output
  }

  deinit { close(output) }

  /// `environment` with the mark and the lifeline every process a test starts carries:
  /// `ARCHLAB_TEST_MARK` (new for each call) and `ARCHLAB_TEST_PARENT` (this test process).
  public static func marked(_ environment: [String: String]) -> [String: String] {
    var environment = environment
    environment["ARCHLAB_TEST_MARK"] = UUID().uuidString
    environment["ARCHLAB_TEST_PARENT"] = String(getpid())
    return environment
  }

  /// Starts `arguments[0]` (a path) in `directory`, with standard input from /dev/null.
  public static func start(
    _ arguments: [String], in directory: URL, environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws -> TestProcess {
    let environment = marked(environment)
    guard let (readEnd, writeEnd) = Descriptors.pipe() else { throw Failure("can't make a pipe") }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    guard changeFolder(&actions, directory.path) else { throw Failure("can't change folder in a spawn") }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, writeEnd, 1)
    posix_spawn_file_actions_adddup2(&actions, writeEnd, 2)
    Descriptors.closeTheRest(from: 3, in: &actions)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    // Its own process group, as a terminal gives a command: Ctrl-C goes to that group. Default
    // signal actions and no signal blocked, whatever the spawning thread of the test blocks.
    posix_spawnattr_setflags(
      &attributes,
      Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK | Descriptors.spawnClosesTheRest))
    posix_spawnattr_setpgroup(&attributes, 0)
    var defaults = sigset_t()
    sigfillset(&defaults)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    var nothing = sigset_t()
    sigemptyset(&nothing)
    posix_spawnattr_setsigmask(&attributes, &nothing)
    var argv = arguments.map { strdup($0) } + [nil]
    var envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for pointer in argv { free(pointer) }
      for pointer in envp { free(pointer) }
    }
    var pid: pid_t = 0
    let status = posix_spawn(&pid, arguments[0], &actions, &attributes, &argv, &envp)
    close(writeEnd)
    guard status == 0 else {
      close(readEnd)
      throw Failure("can't run \(arguments[0]): \(String(cString: strerror(status)))")
    }
    return TestProcess(pid: pid, mark: environment["ARCHLAB_TEST_MARK"]!, output: readEnd)
  }

  /// What it printed so far.
  public var printed: String { lock.withLock { collected } }

  /// Reads what it prints until it holds `text`: true then, false if its output ended first.
  /// An event, not a time: it returns as soon as either happens.
  public func waitForOutput(containing text: String) async -> Bool {
    await onAThread { [self] in
      while true {
        let (sofar, done) = lock.withLock { (collected, ended) }
        if sofar.contains(text) { return true }
        if done { return false }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = buffer.withUnsafeMutableBytes { read(output, $0.baseAddress, $0.count) }
        if count < 0, errno == EINTR { continue }
        lock.withLock {
          if count > 0 { collected += String(decoding: buffer[..<count], as: UTF8.self) } else { ended = true }
        }
      }
    }
  }

  /// Waits for it to end; its wait status (`status & 0x7F` is the signal that ended it, if one did).
  public func waitForExit() async -> Int32 {
    await onAThread { [pid] in
      var status: Int32 = 0
      while waitpid(pid, &status, 0) < 0, errno == EINTR {}
      return status
    }
  }

  /// Kills its whole process group, whatever it is doing. Harmless once it has ended.
  public func stop() {
    kill(-pid, SIGKILL)
  }

  /// The processes still running that carry `mark`: the program and everything it started. A process
  /// that is exiting is not running: a zombie, or one whose exit has begun (the kernel's `PF_EXITING`
  /// flag, set before it closes its descriptors).
  public static func living(marked mark: String) -> [pid_t] {
    let needle = Array("ARCHLAB_TEST_MARK=\(mark)".utf8)
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.compactMap(pid_t.init).filter { pid in
      guard let stat = contents(of: "/proc/\(pid)/stat"), !isExiting(stat: stat),
        let environment = contents(of: "/proc/\(pid)/environ")
      else { return false }
      return environment.split(separator: 0).contains { Array($0) == needle }
    }
  }

  /// Whether every process that carries `mark` has ended or is exiting. One look, no waiting: the
  /// programs under test end only once what they stopped has closed its output, so by the time a test
  /// has seen them end, whatever they stopped is exiting (`Interrupts`, `Subprocess.run`).
  public static func noneLeft(marked mark: String) -> Bool {
    living(marked: mark).isEmpty
  }

  /// From `/proc/PID/stat`: the state (field 3) is a zombie or dead, or the flags (field 9) hold
  /// `PF_EXITING` (0x4, include/linux/sched.h).
  private static func isExiting(stat: [UInt8]) -> Bool {
    guard let name = stat.lastIndex(of: UInt8(ascii: ")")), name + 2 < stat.count else { return true }
    let fields = stat[(name + 2)...].split(separator: UInt8(ascii: " "))
    guard fields.count > 6, let state = fields.first?.first else { return true }
    if state == UInt8(ascii: "Z") || state == UInt8(ascii: "X") { return true }
    let flags = UInt(String(decoding: fields[6], as: UTF8.self)) ?? 0
    return flags & 0x4 != 0
  }

  private static func contents(of path: String) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 8192)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { return bytes }
      bytes += buffer[..<count]
    }
  }

  /// posix_spawn_file_actions_addchdir_np (glibc 2.29), looked up at run time: the Swift overlay does not declare it.
  private static func changeFolder(_ actions: inout posix_spawn_file_actions_t, _ path: String) -> Bool {
    typealias AddChangeFolder =
      @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>)
      -> Int32
    guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "posix_spawn_file_actions_addchdir_np") else { return false }
    return unsafeBitCast(symbol, to: AddChangeFolder.self)(&actions, path) == 0
  }

  private struct Failure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
  }
}

/// Runs blocking `work` on a thread of its own, never on the cooperative pool.
public func onAThread<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
  await withCheckedContinuation { continuation in
    Thread.detachNewThread { continuation.resume(returning: work()) }
  }
}
