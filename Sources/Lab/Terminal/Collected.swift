// Text written to a console, collected.

import Foundation

/// Text written to a console, collected: for a command run inside another, and for tests.
public final class Collected: @unchecked Sendable {
  private let lock = NSLock()
  private var parts: [String] = []

  public init() {}

  /// Everything written so far.
  public var text: String { lock.withLock { parts.joined() } }

  public func append(_ part: String) { lock.withLock { parts.append(part) } }
}
