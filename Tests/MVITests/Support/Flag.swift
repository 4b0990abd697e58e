// Flag: a Boolean that any thread can raise, for observation callbacks in tests.
// Used by the view tests (lesson 07).

import Foundation

/// Raised once something happened; read by the test afterwards.
final class Flag: @unchecked Sendable {
  private let lock = NSLock()
  private var raised = false

  var isRaised: Bool { lock.withLock { raised } }

  func raise() { lock.withLock { raised = true } }
}
