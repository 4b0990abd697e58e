// What happens at Ctrl-C: every child process group this process started is stopped and waited for,
// the terminal is put back as it was, then this process ends by the signal, as it would have without a handler.

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
/// "Signal Concepts"): locks are not, `write` is. So the handler only writes the signal's number
/// to a pipe (the self-pipe trick), and a thread of this type's own does the rest under the lock
/// that every spawn holds from `posix_spawn` until its child is recorded. A Ctrl-C can't fall
/// between a spawn and its record: either the spawn and its record come first, and the child is
/// stopped with the others, or the teardown comes first, and no spawn starts after it.
///
/// The process ends only once every child it stopped has ended and its output has been read to the
/// end, so nothing it started still runs once it is gone. Meanwhile nothing else acts on those
/// children's end: the thread that sees one end stops in ``remove(_:)``, and the process can't go on
/// to exit in another way, with a status that would hide the Ctrl-C.
public enum Interrupts {
  /// Guards the fields below; signalled when a child is removed.
  private static let lock = NSCondition()
  /// The process groups of the children still running; read and written under the lock.
  nonisolated(unsafe) private static var children: Set<pid_t> = []
  /// Set once a signal is being acted on: no spawn starts after it.
  nonisolated(unsafe) private static var isEnding = false
  nonisolated(unsafe) private static var installed = false
  /// The write end of the self-pipe, which the handler writes the signal's number to.
  nonisolated(unsafe) fileprivate static var signalled: Int32 = -1
  nonisolated(unsafe) private static var savedTerminal = termios()
  nonisolated(unsafe) private static var terminalIsSaved = false

  /// Spawns with `spawn` and records the child it returns, so that its process group is stopped at
  /// Ctrl-C or SIGTERM until it is removed. Once a signal is being acted on, spawns nothing and never
  /// returns: the process is about to end by that signal, and a caller told that its spawn failed could
  /// end it first, with another status.
  static func spawnRecorded(_ spawn: () -> pid_t?) -> pid_t? {
    let (child, ending): (pid_t?, Bool) = lock.withLock {
      installHandlers()
      guard !isEnding else { return (nil, true) }
      let child = spawn()
      if let child { children.insert(child) }
      return (child, false)
    }
    if ending { waitForTheEnd() }
    return child
  }

  /// Blocks the calling thread until the process ends by the signal being acted on.
  private static func waitForTheEnd() -> Never {
    let never = NSCondition()
    never.lock()
    while true { never.wait() }
  }

  /// Forgets `child`, which has ended (by `signal`, if one ended it) and whose output has been read to the
  /// end. Once a signal is being acted on, it never returns: the process is about to
  /// end by that signal.
  ///
  /// A child that Ctrl-C ended ends this process by Ctrl-C too, as a shell does when its foreground job
  /// ends by it. It can only have had it from this process's group, which it belongs to between its
  /// spawn and the moment it makes its own: the signal reached this process too, and the thread that
  /// acts on it may not have run yet.
  static func remove(_ child: pid_t, endedBy signal: Int32?) {
    let ending = lock.withLock {
      children.remove(child)
      lock.broadcast()
      return isEnding
    }
    if ending { waitForTheEnd() }
    if signal == SIGINT {
      var number = UInt8(SIGINT)
      _ = write(signalled, &number, 1)
      waitForTheEnd()
    }
  }

  /// How long the children stopped at Ctrl-C have to end before they are killed, as `timeout
  /// --kill-after` gives them: a program that ignores SIGTERM can't keep this one from ending.
  private static let graceBeforeKill: TimeInterval = 5

  /// Reads standard input a key at a time, without echo, until the process ends, however it ends.
  public static func readKeysOneByOne() {
    lock.withLock {
      guard isatty(STDIN_FILENO) == 1, tcgetattr(STDIN_FILENO, &savedTerminal) == 0 else { return }
      terminalIsSaved = true
      installHandlers()
      var raw = savedTerminal
      // Keys one at a time, not echoed; Ctrl-C still interrupts (ISIG stays on).
      raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
      tcsetattr(STDIN_FILENO, TCSANOW, &raw)
      atexit { Interrupts.restoreTerminal() }
    }
  }

  private static func restoreTerminal() {
    let saved: termios? = lock.withLock { terminalIsSaved ? savedTerminal : nil }
    if var saved { tcsetattr(STDIN_FILENO, TCSANOW, &saved) }
  }

  /// Stops every child group, and waits, with the lock held, until each child has been removed:
  /// it has ended and its output was read to its end.
  private static func stopEveryChild() {
    lock.lock()
    isEnding = true
    for child in children { kill(-child, SIGTERM) }
    let deadline = Date(timeIntervalSinceNow: graceBeforeKill)
    var killed = false
    while !children.isEmpty {
      if !lock.wait(until: killed ? .distantFuture : deadline) {
        for child in children { kill(-child, SIGKILL) }
        killed = true
      }
    }
    lock.unlock()
  }

  /// Called with the lock held.
  private static func installHandlers() {
    guard !installed, let (readEnd, writeEnd) = Descriptors.pipe() else { return }
    installed = true
    // The handler must never wait: a full pipe (signals piling up) drops the byte, and one is enough.
    _ = fcntl(writeEnd, F_SETFL, fcntl(writeEnd, F_GETFL) | O_NONBLOCK)
    signalled = writeEnd
    Thread.detachNewThread { actOnSignals(from: readEnd) }
    for signalNumber in [SIGINT, SIGTERM] {
      signal(signalNumber, onSignal)
    }
  }

  /// Waits for a signal's number on the self-pipe, then stops every child group, puts the terminal
  /// back, and ends this process by that signal.
  private static func actOnSignals(from readEnd: Int32) {
    var number: UInt8 = 0
    while read(readEnd, &number, 1) != 1 {
      guard errno == EINTR else { return }
    }
    let signalNumber = Int32(number)
    stopEveryChild()
    restoreTerminal()
    signal(signalNumber, SIG_DFL)
    // This thread may have been made by one whose mask blocks the signal: unblocked here, it ends us.
    var only = sigset_t()
    sigemptyset(&only)
    sigaddset(&only, signalNumber)
    pthread_sigmask(SIG_UNBLOCK, &only, nil)
    raise(signalNumber)
  }
}

/// The handler: tell the signal to the thread that acts on it (async-signal-safe: one `write`).
/// The code it interrupted finds `errno` as it left it.
private func onSignal(_ signalNumber: Int32) {
  let saved = errno
  var number = UInt8(truncatingIfNeeded: signalNumber)
  _ = write(Interrupts.signalled, &number, 1)
  errno = saved
}
