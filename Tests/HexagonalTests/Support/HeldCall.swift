// HeldCall: one call a controlled test double received, waiting until the test answers it.
// Lesson 07 reads it: tests decide when each answer arrives, so they never sleep.

import Foundation

/// A call held by a test double until the test answers it, or its caller cancels it.
///
/// Cancellation arrives on whichever thread cancels, so the state is behind a lock.
final class HeldCall<Answer: Sendable>: @unchecked Sendable {
  private enum State {
    case waiting(CheckedContinuation<Answer, any Error>?)
    case answered(Result<Answer, any Error>)
    case finished
  }

  private let lock = NSLock()
  private var state = State.waiting(nil)
  private var cancelled = false
  private let honoursCancellation: Bool

  /// - Parameter honoursCancellation: Whether a cancelled caller stops waiting at once.
  ///   When false, the call keeps waiting for the test's answer, like a server whose answer is already on its way.
  init(honoursCancellation: Bool) {
    self.honoursCancellation = honoursCancellation
  }

  /// Whether the caller cancelled the call.
  var wasCancelled: Bool {
    lock.withLock { cancelled }
  }

  /// Suspends the caller until the test answers or, if honoured, the caller cancels.
  func wait() async throws -> Answer {
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Answer, any Error>) in
        let ready: Result<Answer, any Error>? = lock.withLock {
          guard case .answered(let result) = state else {
            state = .waiting(continuation)
            return nil
          }
          state = .finished
          return result
        }
        if let ready { continuation.resume(with: ready) }
      }
    } onCancel: {
      cancel()
    }
  }

  func succeed(_ answer: Answer) {
    finish(.success(answer))
  }

  func fail(_ error: any Error = TestFailure()) {
    finish(.failure(error))
  }

  private func cancel() {
    let continuation: CheckedContinuation<Answer, any Error>? = lock.withLock {
      cancelled = true
      guard honoursCancellation, case .waiting(let continuation) = state else { return nil }
      state = .finished
      return continuation
    }
    continuation?.resume(throwing: CancellationError())
  }

  private func finish(_ result: Result<Answer, any Error>) {
    let continuation: CheckedContinuation<Answer, any Error>? = lock.withLock {
      guard case .waiting(let continuation) = state else { return nil }
      // Answered before the caller waits: keep the answer for when it does.
      state = continuation == nil ? .answered(result) : .finished
      return continuation
    }
    continuation?.resume(with: result)
  }
}

extension HeldCall where Answer == Void {
  func succeed() {
    succeed(())
  }
}
