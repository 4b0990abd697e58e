// Exercise 06: a key-value store shaped like UserDefaults, kept in memory so that checks share nothing on disk.
// Lesson 04 (Hexagonal): the technology your adapter is named after. Nothing to change in this file.

import Foundation

/// Bytes under string keys, with the two calls of `UserDefaults` an app uses for this:
/// `data(forKey:)` and `set(_:forKey:)`.
///
/// Several tasks may use one store at once, so its dictionary is behind a lock.
public final class KeyValueStore: @unchecked Sendable {
  private let lock = NSLock()
  private var values: [String: Data]

  public init(values: [String: Data] = [:]) {
    self.values = values
  }

  /// The bytes stored under `key`, or nil if there are none.
  public func data(forKey key: String) -> Data? {
    lock.withLock { values[key] }
  }

  /// Stores `data` under `key`, replacing what was there; nil removes it.
  public func set(_ data: Data?, forKey key: String) {
    lock.withLock { values[key] = data }
  }
}
