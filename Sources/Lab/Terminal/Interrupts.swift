// What happens at Ctrl-C: every child process group this process started is stopped, the terminal
// is put back as it was, then this process ends by the signal, as it would have without a handler.

import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Ctrl-C reaches the terminal's foreground process group. The children of ``Subprocess`` each
/// lead a group of their own, so it never reaches them: this process passes it on.
///
/// The handler runs in a signal context, where only async-signal-safe calls are allowed (POSIX,
/// "Signal Concepts"): `kill`, `tcsetattr`, `signal` and `raise` are; locks and allocation are not.
/// So the children are kept in a fixed table of slots, and the terminal's settings in a static.
public enum Interrupts {
  private static let capacity = 64
  nonisolated(unsafe) private static let slots: UnsafeMutablePointer<pid_t> = {
    let slots = UnsafeMutablePointer<pid_t>.allocate(capacity: capacity)
    slots.initialize(repeating: 0, count: capacity)
    return slots
  }()
  nonisolated(unsafe) private static var savedTerminal = termios()
  nonisolated(unsafe) private static var terminalIsSaved: Int32 = 0
  private static let lock = NSLock()
  nonisolated(unsafe) private static var installed = false
  /// How many spawns are between `posix_spawn` and the record of their child.
  nonisolated(unsafe) fileprivate static var spawning: Int32 = 0
  /// A signal that came while a spawn was under way, for the spawner to act on once its child is recorded.
  nonisolated(unsafe) fileprivate static var heldSignal: Int32 = 0

  /// Spawns with `spawn`, and records the child it returns, so that its process group is stopped at
  /// Ctrl-C or SIGTERM until it is removed.
  ///
  /// A signal that arrives between the spawn and the record would otherwise end this process and
  /// leave the new group running. So this thread blocks Ctrl-C and SIGTERM meanwhile, and the handler,
  /// should another thread take the signal, only holds it; once the child is recorded, the held
  /// signal is acted on here: every group stopped, the new one too, then this process ends by it.
  static func spawnRecorded(_ spawn: () -> pid_t?) -> pid_t? {
    var blocked = sigset_t()
    sigemptyset(&blocked)
    sigaddset(&blocked, SIGINT)
    sigaddset(&blocked, SIGTERM)
    var previous = sigset_t()
    pthread_sigmask(SIG_BLOCK, &blocked, &previous)
    lock.withLock {
      installHandlers()
      spawning += 1
    }
    let child = spawn()
    let held: Int32 = lock.withLock {
      if let child { record(child) }
      spawning -= 1
      return spawning == 0 ? heldSignal : 0
    }
    if held != 0 {
      stopChildren()
      restoreTerminal()
      signal(held, SIG_DFL)
      // Sent to this thread, where it is blocked, then unblocked: this thread may be one of the
      // concurrency pool's, whose mask blocks it anyway, and the process must end by it here.
      raise(held)
      var only = sigset_t()
      sigemptyset(&only)
      sigaddset(&only, held)
      pthread_sigmask(SIG_UNBLOCK, &only, nil)
    }
    pthread_sigmask(SIG_SETMASK, &previous, nil)
    return child
  }

  private static func record(_ child: pid_t) {
    for index in 0..<capacity where slots[index] == 0 {
      slots[index] = child
      return
    }
  }

  static func remove(_ child: pid_t) {
    lock.withLock {
      for index in 0..<capacity where slots[index] == child { slots[index] = 0 }
    }
  }

  /// Reads standard input a key at a time, without echo, until the process ends, however it ends.
  public static func readKeysOneByOne() {
    lock.withLock {
      guard isatty(STDIN_FILENO) == 1, tcgetattr(STDIN_FILENO, &savedTerminal) == 0 else { return }
      terminalIsSaved = 1
      installHandlers()
      var raw = savedTerminal
      // Keys one at a time, not echoed; Ctrl-C still interrupts (ISIG stays on).
      raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
      tcsetattr(STDIN_FILENO, TCSANOW, &raw)
      atexit { Interrupts.restoreTerminal() }
    }
  }

  fileprivate static func restoreTerminal() {
    if terminalIsSaved == 1 { tcsetattr(STDIN_FILENO, TCSANOW, &savedTerminal) }
  }

  fileprivate static func stopChildren() {
    for index in 0..<capacity where slots[index] > 0 { kill(-slots[index], SIGTERM) }
  }

  private static func installHandlers() {
    guard !installed else { return }
    installed = true
    for signalNumber in [SIGINT, SIGTERM] {
      signal(signalNumber, onSignal)
    }
  }
}

/// The handler: stop the children, restore the terminal, then die of the signal itself; or, while a
/// child is being spawned, hold the signal for the spawner (``Interrupts/spawnRecorded(_:)``).
private func onSignal(_ signalNumber: Int32) {
  if Interrupts.spawning > 0 {
    Interrupts.heldSignal = signalNumber
    return
  }
  Interrupts.stopChildren()
  Interrupts.restoreTerminal()
  signal(signalNumber, SIG_DFL)
  raise(signalNumber)
}
