// Subprocess: runs a program as a child process of its own process group, streams what it prints,
// and stops the whole group when asked. `archlab course` runs `swift test` with it.

import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A program run as a child process, standard output and error together.
///
/// The child leads a process group of its own, so that stopping it stops every
/// process it started too (`swift test` starts the test binary). Its output is
/// read on a thread of its own, never on the cooperative pool, and handed over
/// line by line as it comes.
public final class Subprocess: Sendable {
  /// How a run ended.
  public struct Outcome: Equatable, Sendable {
    /// The exit status, or 128 plus the signal that ended it.
    public var status: Int32
    /// Everything it printed, standard output and error interleaved as written.
    public var output: String

    public init(status: Int32, output: String) {
      self.status = status
      self.output = output
    }
  }

  private let pid: pid_t

  private init(pid: pid_t) {
    self.pid = pid
  }

  /// Runs `arguments` (the program found on the PATH) in `directory`, calling `onLine` with each line it prints.
  ///
  /// Cancelling the calling task stops the child's whole process group.
  public static func run(
    _ arguments: [String], environment: [String: String]? = nil, in directory: URL? = nil,
    onLine: @escaping @Sendable (String) -> Void = { _ in }
  ) async -> Outcome {
    let (child, readEnd): (pid_t, Int32)
    switch start(arguments, environment: environment, directory: directory) {
    case .failed(let outcome): return outcome
    case .running(let pid, let output): (child, readEnd) = (pid, output)
    }
    let process = Subprocess(pid: child)
    return await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Outcome, Never>) in
        Thread.detachNewThread {
          let output = readLines(from: readEnd, onLine: onLine)
          close(readEnd)
          let (status, signal) = waitFor(child)
          Interrupts.remove(child, endedBy: signal)
          continuation.resume(returning: Outcome(status: status, output: output))
        }
      }
    } onCancel: {
      process.stop()
    }
  }

  /// How a run of ``runAndWait(_:environment:in:)`` ended: its standard error kept apart.
  public struct Separated: Equatable, Sendable {
    public var status: Int32
    public var output: String
    public var errors: String
  }

  /// Runs `arguments` like ``run(_:environment:in:onLine:)``, blocking the calling thread until it
  /// ends, with its standard error apart from its output.
  ///
  /// For short programs run from synchronous code (`git`), so that they get the same descriptors
  /// and the same Ctrl-C as every other child, instead of Foundation's `Process`. Standard error
  /// goes to an unlinked temporary file, so one pipe is read and no child waits on a full one.
  public static func runAndWait(
    _ arguments: [String], environment: [String: String]? = nil, in directory: URL? = nil
  ) -> Separated {
    var template = Array((NSTemporaryDirectory() + "/archlab-errors-XXXXXX").utf8CString)
    let errors = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    Descriptors.closeOnExec(errors)
    guard errors >= 0 else {
      return Separated(status: 127, output: "", errors: "can't make a file: \(String(cString: strerror(errno)))\n")
    }
    template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
    defer { close(errors) }
    switch start(arguments, environment: environment, directory: directory, errors: errors) {
    case .failed(let failure):
      return Separated(status: failure.status, output: "", errors: failure.output)
    case .running(let child, let readEnd):
      // Read to the end first, then wait: a child that fills the pipe waits for its reader.
      let output = readLines(from: readEnd, onLine: { _ in })
      close(readEnd)
      let (status, signal) = waitFor(child)
      Interrupts.remove(child, endedBy: signal)
      lseek(errors, 0, SEEK_SET)
      return Separated(status: status, output: output, errors: readLines(from: errors, onLine: { _ in }))
    }
  }

  private enum Start {
    /// The child, and the read end of its output.
    case running(pid_t, Int32)
    case failed(Outcome)
  }

  /// Makes the output pipe and spawns the child, recorded for Ctrl-C before any signal can end this process.
  private static func start(
    _ arguments: [String], environment: [String: String]?, directory: URL?, errors: Int32? = nil
  ) -> Start {
    guard let (readEnd, writeEnd) = Descriptors.pipe() else {
      return .failed(Outcome(status: 127, output: "can't make a pipe: \(String(cString: strerror(errno)))\n"))
    }
    let child = Interrupts.spawnRecorded {
      spawn(arguments, environment: environment, directory: directory, output: writeEnd, errors: errors ?? writeEnd)
    }
    close(writeEnd)
    guard let child else {
      close(readEnd)
      return .failed(
        Outcome(
          status: 127, output: "can't run \(arguments.joined(separator: " ")): \(String(cString: strerror(errno)))\n"))
    }
    return .running(child, readEnd)
  }

  /// Stops the child's whole process group: asks with SIGTERM, as Ctrl-C would ask the shell's job.
  public func stop() {
    kill(-pid, SIGTERM)
  }

  private static func spawn(
    _ arguments: [String], environment: [String: String]?, directory: URL?, output: Int32, errors: Int32
  ) -> pid_t? {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, output, 1)
    posix_spawn_file_actions_adddup2(&actions, errors, 2)
    // Only 0, 1 and 2 are passed on. Every descriptor this process opens is close-on-exec, and where
    // the C library can, anything else still open is closed in the child too (glibc 2.34).
    Descriptors.closeTheRest(from: 3, in: &actions)

    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    posix_spawnattr_setflags(
      &attributes,
      Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK | Descriptors.spawnClosesTheRest))
    posix_spawnattr_setpgroup(&attributes, 0)
    // The child answers Ctrl-C and SIGTERM as programs do, whatever this process does with them:
    // their default actions, and no signal blocked. The spawning thread blocks Ctrl-C and SIGTERM
    // until the child is recorded (``Interrupts/spawnRecorded(_:)``), and a child inherits its mask.
    var defaults = sigset_t()
    sigemptyset(&defaults)
    sigaddset(&defaults, SIGINT)
    sigaddset(&defaults, SIGTERM)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    var nothingBlocked = sigset_t()
    sigemptyset(&nothingBlocked)
    posix_spawnattr_setsigmask(&attributes, &nothingBlocked)

    // The shell changes folder, then becomes the program: posix_spawn has no portable way to change folder.
    let program =
      directory.map { ["/bin/sh", "-c", "cd \"$0\" && exec /usr/bin/env \"$@\"", $0.path] + arguments }
      ?? (["/usr/bin/env"] + arguments)
    let environment = (environment ?? ProcessInfo.processInfo.environment).map { "\($0.key)=\($0.value)" }
    var argv = program.map { strdup($0) } + [nil]
    var envp = environment.map { strdup($0) } + [nil]
    defer {
      for pointer in argv { free(pointer) }
      for pointer in envp { free(pointer) }
    }
    var pid: pid_t = 0
    let status = posix_spawn(&pid, program[0], &actions, &attributes, &argv, &envp)
    guard status == 0 else {
      errno = status
      return nil
    }
    return pid
  }

  /// Reads `descriptor` to its end, calling `onLine` with each whole line; returns everything read.
  private static func readLines(from descriptor: Int32, onLine: (String) -> Void) -> String {
    var all = Data()
    var pending = Data()
    var buffer = [UInt8](repeating: 0, count: 16_384)
    while true {
      let count = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { break }
      all.append(contentsOf: buffer[..<count])
      pending.append(contentsOf: buffer[..<count])
      while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
        onLine(String(decoding: pending[pending.startIndex..<newline], as: UTF8.self))
        pending = Data(pending[(newline + 1)...])
      }
    }
    if !pending.isEmpty { onLine(String(decoding: pending, as: UTF8.self)) }
    return String(decoding: all, as: UTF8.self)
  }

  /// Waits for `pid` to end; its exit status, or 128 plus the signal that ended it.
  /// How `pid` ended: its exit code (128 + N when signal N ended it, as a shell says), and that signal, if one did.
  private static func waitFor(_ pid: pid_t) -> (status: Int32, signal: Int32?) {
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 {
      guard errno == EINTR else { return (127, nil) }
    }
    let signal = status & 0x7F
    return signal == 0 ? ((status >> 8) & 0xFF, nil) : (128 + signal, signal)
  }
}

// read(2), from whichever C library this platform has.

private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  #if canImport(Glibc)
    Glibc.read(descriptor, buffer, count)
  #else
    Darwin.read(descriptor, buffer, count)
  #endif
}
