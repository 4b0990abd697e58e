// The lines `archlab play` reads from its standard input, each bounded, so no input can make it grow without end.

import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Lines read from a descriptor, a line feed (or a carriage return and a line feed) ending each.
///
/// A line longer than ``lineLimit`` bytes is cut there: the rest of it, up to its line feed, is read
/// and thrown away, and the line comes back one byte over the limit, for the reader to refuse.
/// So memory stays bounded whatever arrives: `/dev/zero`, or a file of one endless line.
public final class InputLines: @unchecked Sendable {
  /// The longest line read whole: 64 KiB, far more than any statement of the language needs.
  public static let lineLimit = 64 * 1024

  public static let standardInput = InputLines(descriptor: STDIN_FILENO)

  private let descriptor: Int32
  private var buffer: [UInt8] = []
  private var start = 0
  private var ended = false

  public init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  /// The next line, without its line ending; nil at the end of the input.
  public func next() -> String? {
    var line: [UInt8] = []
    var cut = false
    while true {
      if let newline = buffer[start...].firstIndex(of: UInt8(ascii: "\n")) {
        if !cut { line += buffer[start..<newline] }
        start = newline + 1
        return text(of: line, cut: cut)
      }
      if !cut { line += buffer[start...] }
      start = buffer.count
      if line.count > Self.lineLimit {
        line.removeLast(line.count - Self.lineLimit - 1)
        cut = true
      }
      guard refill() else {
        return line.isEmpty && !cut ? nil : text(of: line, cut: cut)
      }
    }
  }

  private func text(of line: [UInt8], cut: Bool) -> String {
    var line = line
    if !cut, line.last == UInt8(ascii: "\r") { line.removeLast() }
    return String(decoding: line, as: UTF8.self)
  }

  /// Reads more of the input; false once it has ended.
  private func refill() -> Bool {
    guard !ended else { return false }
    buffer = [UInt8](repeating: 0, count: 65_536)
    start = 0
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else {
        ended = true
        buffer = []
        return false
      }
      buffer.removeLast(buffer.count - count)
      return true
    }
  }
}
