// Where the command line writes, and whether it may use colour.

import Foundation

/// The command line's two output streams and what they are connected to.
///
/// Tests pass a console that collects the text, so they can compare a command's
/// whole output.
public struct Console: Sendable {
  public var write: @Sendable (String) -> Void
  public var writeError: @Sendable (String) -> Void
  /// Colour is used only on a terminal, and never when `NO_COLOR` is set.
  public var usesColor: Bool

  public init(
    write: @escaping @Sendable (String) -> Void, writeError: @escaping @Sendable (String) -> Void,
    usesColor: Bool
  ) {
    self.write = write
    self.writeError = writeError
    self.usesColor = usesColor
  }

  /// Standard output and standard error of this process.
  /// A console that writes into `collected`, without colour: for a command run inside another, and for tests.
  public static func collecting(into collected: Collected, usesColor: Bool = false) -> Console {
    Console(write: collected.append, writeError: collected.append, usesColor: usesColor)
  }

  public static var standard: Console {
    let noColor = ProcessInfo.processInfo.environment["NO_COLOR"].map { !$0.isEmpty } ?? false
    return Console(
      write: { FileHandle.standardOutput.write(Data($0.utf8)) },
      writeError: { FileHandle.standardError.write(Data($0.utf8)) },
      usesColor: isatty(STDOUT_FILENO) == 1 && !noColor)
  }

  /// `text` in green, red or bold when colour is on; unchanged otherwise.
  public func paint(_ text: String, _ color: Color) -> String {
    usesColor ? "\u{1B}[\(color.rawValue)m\(text)\u{1B}[0m" : text
  }

  public enum Color: String, Sendable {
    case green = "32"
    case red = "31"
    case bold = "1"
    case dim = "2"
  }
}
