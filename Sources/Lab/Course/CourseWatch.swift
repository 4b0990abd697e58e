// `archlab course watch`: checks the current exercise again each time one of its files is saved,
// with a progress bar and three keys: h for a hint, n for the next exercise, q to quit.

import Foundation
import LabTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where `watch` reads its keys: the terminal, one key at a time, or any input, one line at a time.
public protocol KeySource: Sendable {
  /// The key pressed since the last call, if any; never waits.
  func poll() -> Character?
}

extension CourseSession {
  /// Checks `first` (the current exercise when nil), then again each time one of its files changes,
  /// until `q`.
  ///
  /// Files are polled every `interval` (no file-watching API is portable, and no package is
  /// needed): a save is seen within that time. After an exercise passes, the next one not
  /// done becomes the current one. An exercise named on the command line is watched even when
  /// it is done or comes after the current one: a learner may work out of order.
  public func watch(
    keys: any KeySource, from first: Exercise? = nil, interval: Duration = .milliseconds(400)
  ) async -> CourseOutcome {
    guard var exercise = first ?? current() else {
      console.write(words.everyExerciseDone + "\n")
      return .done
    }
    var session = self
    session.isWatching = true
    while true {
      console.write("\n" + console.paint(progressLine(), .bold) + "  ·  \(exercise.folder)\n")
      let report = await session.run(exercise, verbose: false)
      // A pass stays on screen, stretch and all, until the learner moves on: the next exercise is a key away.
      let next = report.passed ? current() : nil
      if report.passed, next == nil {
        console.write(console.paint(progressLine(), .bold) + "\n" + words.everyExerciseDone + "\n")
        return .done
      }
      console.write(
        "\n" + (next.map { words.watchingAfterPass(exercise.path, next: $0.folder) } ?? words.watching(exercise.path))
          + "\n")
      let seen = course.fingerprint(of: exercise)
      waiting: while true {
        switch keys.poll() {
        case "q"?, "Q"?:
          return .done
        case "h"?, "H"?:
          _ = hint(exercise)
        case "n"?, "N"?:
          exercise = next ?? course.exercise(after: exercise) ?? course.exercises[0]
          break waiting
        default:
          if course.fingerprint(of: exercise) != seen { break waiting }
          try? await Task.sleep(for: interval)
        }
      }
    }
  }
}

/// Keys from standard input: on a terminal, each key as it is pressed (raw mode, no echo);
/// otherwise the first letter of each line. Input that ends leaves only the files to watch,
/// unless it was a terminal: a terminal that closes quits.
public final class StandardInputKeys: KeySource, @unchecked Sendable {
  private let lock = NSLock()
  private var ended = false
  private let isTerminal: Bool

  public init() {
    isTerminal = isatty(STDIN_FILENO) == 1
    if isTerminal { Interrupts.readKeysOneByOne() }
  }

  public func poll() -> Character? {
    lock.withLock {
      guard !ended else { return nil }
      var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
      #if canImport(Glibc)
        guard Glibc.poll(&descriptor, 1, 0) > 0 else { return nil }
      #else
        guard Darwin.poll(&descriptor, 1, 0) > 0 else { return nil }
      #endif
      var byte: UInt8 = 0
      let count = read(STDIN_FILENO, &byte, 1)
      guard count == 1 else {
        ended = true
        // A terminal that ends was closed: nobody is left to press q, so it is pressed for them.
        return isTerminal ? "q" : nil
      }
      if !isTerminal {
        // A line: its first letter is the key; the rest of the line is read with it.
        var rest: UInt8 = byte
        while rest != UInt8(ascii: "\n"), read(STDIN_FILENO, &rest, 1) == 1 {}
      }
      return byte == UInt8(ascii: "\n") ? nil : Character(UnicodeScalar(byte))
    }
  }
}
