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

  /// Stops `child`'s process group too at Ctrl-C or SIGTERM, until it is removed.
  static func add(_ child: pid_t) {
    lock.withLock {
      installHandlers()
      for index in 0..<capacity where slots[index] == 0 {
        slots[index] = child
        return
      }
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

/// The handler: stop the children, restore the terminal, then die of the signal itself.
private func onSignal(_ signalNumber: Int32) {
  Interrupts.stopChildren()
  Interrupts.restoreTerminal()
  signal(signalNumber, SIG_DFL)
  raise(signalNumber)
}
