// A fake ProfileAPI whose answers wait until the check gives them, in any order.
// Lesson 07 shows the same idea in Tests/MVITests/Support/HeldRequests.swift.

import Foundation
import SharedModel

@testable import Exercise03

/// Requests for the profile, numbered from 1 as they arrive, each waiting for the answer a check gives it.
///
/// Cancelling a request ends it with `CancellationError`, as URLSession does, unless the fake
/// was made with `ignoresCancellation`: then it plays a server that answers anyway.
/// Cancellation arrives on whatever thread cancels, so the state is behind a lock.
final class HeldProfileAPI: ProfileAPI, @unchecked Sendable {
  private struct Request {
    var continuation: CheckedContinuation<Profile, any Error>?
    var answer: Result<Profile, any Error>?
    var isCancelled = false
    var isOver = false
  }

  private let lock = NSLock()
  private let ignoresCancellation: Bool
  private var requests: [Request] = []
  private var arrivalWaiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

  init(ignoresCancellation: Bool = false) {
    self.ignoresCancellation = ignoresCancellation
  }

  func fetchProfile() async throws -> Profile {
    let number = arrive()
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let outcome: Result<Profile, any Error>? = lock.withLock {
          if let answer = requests[number - 1].answer {
            requests[number - 1].isOver = true
            return answer
          }
          if requests[number - 1].isCancelled, !ignoresCancellation {
            requests[number - 1].isOver = true
            return .failure(CancellationError())
          }
          requests[number - 1].continuation = continuation
          return nil
        }
        if let outcome { continuation.resume(with: outcome) }
      }
    } onCancel: {
      cancel(number)
    }
  }

  /// Whether request `number` was cancelled.
  func isCancelled(_ number: Int) -> Bool {
    lock.withLock { requests.indices.contains(number - 1) && requests[number - 1].isCancelled }
  }

  /// Sends `answer` to request `number`; does nothing if that request is over.
  func answer(_ number: Int, with answer: Result<Profile, any Error>) {
    let continuation: CheckedContinuation<Profile, any Error>? = lock.withLock {
      guard requests.indices.contains(number - 1), !requests[number - 1].isOver else { return nil }
      guard let continuation = requests[number - 1].continuation else {
        requests[number - 1].answer = answer
        return nil
      }
      requests[number - 1].continuation = nil
      requests[number - 1].isOver = true
      return continuation
    }
    continuation?.resume(with: answer)
  }

  /// Waits until `count` requests have arrived.
  func waitForRequests(_ count: Int) async {
    await withCheckedContinuation { continuation in
      let arrived = lock.withLock {
        if requests.count >= count { return true }
        arrivalWaiters.append((count, continuation))
        return false
      }
      if arrived { continuation.resume() }
    }
  }

  private func arrive() -> Int {
    let (number, ready) = lock.withLock {
      requests.append(Request())
      let ready = arrivalWaiters.filter { $0.count <= requests.count }
      arrivalWaiters.removeAll { $0.count <= requests.count }
      return (requests.count, ready.map(\.continuation))
    }
    for waiter in ready { waiter.resume() }
    return number
  }

  private func cancel(_ number: Int) {
    let continuation: CheckedContinuation<Profile, any Error>? = lock.withLock {
      requests[number - 1].isCancelled = true
      guard !ignoresCancellation, !requests[number - 1].isOver,
        let continuation = requests[number - 1].continuation
      else { return nil }
      requests[number - 1].continuation = nil
      requests[number - 1].isOver = true
      return continuation
    }
    continuation?.resume(throwing: CancellationError())
  }
}
