// HeldRequests: a fake endpoint whose answers wait until the test gives them, in any order.
// Used by the store and view tests (lesson 07): it lets a test put two requests in flight and answer them out of order.

import Foundation

/// Requests to one fake endpoint, each waiting for the answer the test gives it.
///
/// Requests are numbered from 1 in the order they arrive. Cancelling the task
/// that sent one cancels it, as URLSession does, unless the endpoint was made
/// with `ignoresCancellation`, which plays a server that answers anyway: the
/// store must then drop the late answer itself.
///
/// Cancellation arrives on whatever thread cancels, so the state is guarded by a lock.
final class HeldRequests<Request: Sendable, Answer: Sendable>: @unchecked Sendable {
  private enum Status {
    case waiting(CheckedContinuation<Answer, any Error>?)
    case answered(Result<Answer, any Error>)
    case cancelled
    case done
  }

  private let lock = NSLock()
  private let ignoresCancellation: Bool
  private let answerAtOnce: Result<Answer, any Error>?
  private var received: [(request: Request, status: Status)] = []
  private var arrivalWaiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

  /// - Parameters:
  ///   - answerAtOnce: When set, every request gets this answer without waiting.
  ///   - ignoresCancellation: When set, a cancelled request still waits for its answer.
  init(answerAtOnce: Result<Answer, any Error>? = nil, ignoresCancellation: Bool = false) {
    self.answerAtOnce = answerAtOnce
    self.ignoresCancellation = ignoresCancellation
  }

  /// The requests received so far, in order.
  var requests: [Request] {
    lock.withLock { received.map(\.request) }
  }

  /// Whether request `number` was cancelled before it was answered.
  func isCancelled(_ number: Int) -> Bool {
    lock.withLock {
      guard case .cancelled = received[number - 1].status else { return false }
      return true
    }
  }

  /// Sends `request` and waits for its answer.
  func send(_ request: Request) async throws -> Answer {
    if let answerAtOnce {
      arrive(request, status: .done)
      return try answerAtOnce.get()
    }
    let number = arrive(request, status: .waiting(nil))
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let outcome: Result<Answer, any Error>? = lock.withLock {
          switch received[number - 1].status {
          case .waiting:
            received[number - 1].status = .waiting(continuation)
            return nil
          case .answered(let result):
            received[number - 1].status = .done
            return result
          case .cancelled, .done:
            return .failure(CancellationError())
          }
        }
        if let outcome { continuation.resume(with: outcome) }
      }
    } onCancel: {
      cancel(number)
    }
  }

  /// Waits until `count` requests have arrived.
  func waitForRequests(_ count: Int) async {
    await withCheckedContinuation { continuation in
      let arrived = lock.withLock {
        guard received.count < count else { return true }
        arrivalWaiters.append((count, continuation))
        return false
      }
      if arrived { continuation.resume() }
    }
  }

  /// Answers request `number` (counting from 1).
  func answer(_ number: Int, with result: Result<Answer, any Error>) {
    let continuation: CheckedContinuation<Answer, any Error>? = lock.withLock {
      guard case .waiting(let continuation) = received[number - 1].status else { return nil }
      received[number - 1].status = continuation == nil ? .answered(result) : .done
      return continuation
    }
    continuation?.resume(with: result)
  }

  @discardableResult
  private func arrive(_ request: Request, status: Status) -> Int {
    let (number, ready): (Int, [CheckedContinuation<Void, Never>]) = lock.withLock {
      received.append((request, status))
      let ready = arrivalWaiters.filter { $0.count <= received.count }.map(\.continuation)
      arrivalWaiters.removeAll { $0.count <= received.count }
      return (received.count, ready)
    }
    for continuation in ready { continuation.resume() }
    return number
  }

  private func cancel(_ number: Int) {
    guard !ignoresCancellation else { return }
    let continuation: CheckedContinuation<Answer, any Error>? = lock.withLock {
      guard case .waiting(let continuation) = received[number - 1].status else { return nil }
      received[number - 1].status = .cancelled
      return continuation
    }
    continuation?.resume(throwing: CancellationError())
  }
}
