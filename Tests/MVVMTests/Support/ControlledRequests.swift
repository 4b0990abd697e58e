// Requests that wait until the test answers them, one at a time and in any order.
// Read in lesson 07 (testing): how to test "latest wins" and rollbacks without sleeping.

/// The requests a fake service has received, each waiting for the answer the test sends.
///
/// A test starts a gesture in a `Task`, waits with ``waitUntilReceived(_:)``
/// until the request has arrived, looks at the screen in between, then sends
/// the answer with ``answer(_:with:)``. Nothing sleeps: every step waits for
/// an event.
@MainActor
final class ControlledRequests<Answer: Sendable> {
  /// Whether a cancelled request stops waiting (as URLSession does) or still
  /// waits for the test's answer (as a service that ignores cancellation would).
  let honoursCancellation: Bool
  /// How many requests ended because their caller cancelled them.
  private(set) var cancellations = 0

  private var requests: [Request] = []
  private var waiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

  init(honoursCancellation: Bool = true) {
    self.honoursCancellation = honoursCancellation
  }

  /// How many requests have arrived.
  var count: Int { requests.count }

  /// Records a request and waits for the test's answer.
  func receive() async throws -> Answer {
    let request = Request()
    requests.append(request)
    for waiter in waiters where waiter.count <= requests.count {
      waiter.continuation.resume()
    }
    waiters.removeAll { $0.count <= requests.count }
    guard honoursCancellation else {
      // A task of its own, which the caller's cancellation does not reach.
      return try await Task { try await request.answer() }.value
    }
    do {
      return try await request.answer()
    } catch is CancellationError {
      cancellations += 1
      throw CancellationError()
    }
  }

  /// Returns once `count` requests have arrived.
  func waitUntilReceived(_ count: Int) async {
    guard requests.count < count else { return }
    await withCheckedContinuation { continuation in
      waiters.append((count, continuation))
    }
  }

  /// Sends the answer to request number `number`, counting from 1.
  func answer(_ number: Int, with result: Result<Answer, any Error>) {
    requests[number - 1].send(result)
  }

  /// One request's answer, on its way or not yet sent.
  private final class Request: Sendable {
    private let answers: AsyncThrowingStream<Answer, any Error>
    private let continuation: AsyncThrowingStream<Answer, any Error>.Continuation

    init() {
      (answers, continuation) = AsyncThrowingStream.makeStream()
    }

    /// Waits for the answer; a stream ends early only when its reader is cancelled.
    func answer() async throws -> Answer {
      for try await answer in answers {
        return answer
      }
      throw CancellationError()
    }

    func send(_ result: Result<Answer, any Error>) {
      switch result {
      case .success(let answer):
        continuation.yield(answer)
        continuation.finish()
      case .failure(let error):
        continuation.finish(throwing: error)
      }
    }
  }
}
