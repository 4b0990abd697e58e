// Peak memory of this process, read from Linux's /proc, reset between subjects so each is measured alone.

import Foundation

/// The peak resident memory of this process, where the system lets it be read and reset.
enum PeakMemory {
  /// Starts the peak again from what is resident now (Linux: `/proc/self/clear_refs`, see proc(5)).
  /// Returns false where it can't, and then no peak is reported.
  static func reset() -> Bool {
    #if os(Linux)
      guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return false }
      defer { try? handle.close() }
      return (try? handle.write(contentsOf: Data("5".utf8))) != nil
    #else
      return false
    #endif
  }

  /// The peak resident memory since the last reset and what is resident now, in bytes (`VmHWM`, `VmRSS`).
  static func read() -> (peak: Int, resident: Int)? {
    #if os(Linux)
      guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
      func field(_ name: String) -> Int? {
        guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix(name + ":") }) else { return nil }
        return line.split(separator: " ").dropFirst().first.flatMap { Int($0) }.map { $0 * 1024 }
      }
      guard let peak = field("VmHWM"), let resident = field("VmRSS") else { return nil }
      return (peak, resident)
    #else
      return nil
    #endif
  }
}
