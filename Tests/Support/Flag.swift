// Flag: a Boolean that any thread can raise, for observation callbacks in tests.
// Used by the view tests of the three architectures (lesson 07).

import Foundation

/// Raised once something happened; read by the test afterwards.
public final class Flag: @unchecked Sendable {
  public init() {}

  private let lock = NSLock()
  private var raised = false

  public var isRaised: Bool { lock.withLock { raised } }

  public func raise() { lock.withLock { raised = true } }
}
