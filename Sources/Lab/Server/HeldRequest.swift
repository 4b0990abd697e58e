// One request whose answer the scripted server holds back until the scenario releases it.

import Foundation
import SharedModel

/// A request waiting for its answer, which either the scenario releases or the client cancels.
///
/// Cancellation can arrive on any thread (a cancellation handler runs where
/// `cancel()` was called), so the state is guarded by a lock rather than an actor:
/// the moment a client cancels, the request stops counting as "waiting on the
/// server", with no hop in between for the engine to observe.
final class HeldRequest: @unchecked Sendable {
  let endpoint: Endpoint
  let number: Int
  /// The gesture that sent it, if the engine tagged one.
  let gesture: Int?
  /// The host work that sent it, for an app played through a `ViewHost`.
  let work: Int?
  /// The request as observers of the server see it.
  let record: ServerRequest

  private enum State {
    case pending(CheckedContinuation<Void, any Error>?)
    case released
    case cancelled
  }

  private let lock = NSLock()
  private var state = State.pending(nil)
  /// Told the moment the client cancels, where it cancels: so the cancellation takes
  /// its place in the trace among the things that cause it, not whenever the
  /// cancelled task next runs.
  private let onCancel: @Sendable () -> Void

  init(
    endpoint: Endpoint, number: Int, gesture: Int?, work: Int? = nil, record: ServerRequest? = nil,
    onCancel: @escaping @Sendable () -> Void = {}
  ) {
    self.endpoint = endpoint
    self.number = number
    self.gesture = gesture
    self.work = work
    self.record = record ?? ServerRequest(endpoint: endpoint, number: number, failed: false, isHeld: true)
    self.onCancel = onCancel
  }

  /// Still waiting: neither released nor cancelled.
  var isPending: Bool {
    lock.withLock {
      if case .pending = state { return true }
      return false
    }
  }

  var isCancelled: Bool {
    lock.withLock {
      if case .cancelled = state { return true }
      return false
    }
  }

  /// Suspends until ``release()`` or ``cancel()``; throws `CancellationError` on cancel.
  ///
  /// On the main actor, like the server: when the answer comes, the waiting task
  /// is put straight back in the main actor's queue, in the order things happened.
  @MainActor
  func wait() async throws {
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
        let outcome: Result<Void, any Error>? = lock.withLock {
          switch state {
          case .pending:
            state = .pending(continuation)
            return nil
          case .released: return .success(())
          case .cancelled: return .failure(CancellationError())
          }
        }
        if let outcome { continuation.resume(with: outcome) }
      }
    } onCancel: {
      cancel()
    }
  }

  /// Lets the answer go. Returns false if the client had already cancelled.
  @discardableResult
  func release() -> Bool {
    let continuation: CheckedContinuation<Void, any Error>?? = lock.withLock {
      guard case .pending(let continuation) = state else { return .none }
      state = .released
      return .some(continuation)
    }
    guard let continuation else { return false }
    continuation?.resume()
    return true
  }

  /// The request ends without its answer: the client gave up on it, or, when
  /// `notifying` is false, the server dropped it because the app went away.
  func cancel(notifying: Bool = true) {
    let continuation: CheckedContinuation<Void, any Error>?? = lock.withLock {
      guard case .pending(let continuation) = state else { return nil }
      state = .cancelled
      return .some(continuation)
    }
    guard let continuation else { return }
    if notifying { onCancel() }
    continuation?.resume(throwing: CancellationError())
  }
}
