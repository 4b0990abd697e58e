// HeldEndpoint: one endpoint of a FakeServer, whose requests wait for the test to answer them.

import Foundation
import Testing

/// One endpoint of a ``FakeServer``: it records each request and holds it until the test answers.
@MainActor
public final class HeldEndpoint<Request: Sendable, Answer: Sendable>: HeldRequests {
  /// The endpoint's name in messages, e.g. `save`.
  public let name: String
  private unowned let server: FakeServer
  private let honoursCancellation: Bool
  private let mayWaitAtEnd: Bool
  private var received: [Held] = []
  /// When set, every request is answered at once with it, and none is held.
  private var answerAtOnce: Result<Answer, any Error>?

  /// One request and its answer. Cancellation can come from any thread, so its state is behind a lock.
  private final class Held: @unchecked Sendable {
    let request: Request
    let gesture: Int?
    private let lock = NSLock()
    private var continuation: CheckedContinuation<Answer, any Error>?
    private var cancelled = false
    private var done = false

    init(request: Request, gesture: Int?, done: Bool = false) {
      self.request = request
      self.gesture = gesture
      self.done = done
    }

    var isCancelled: Bool { lock.withLock { cancelled } }
    var isDone: Bool { lock.withLock { done } }
    /// Waiting for the test's answer: it has a continuation, and is neither answered nor cancelled.
    var isWaiting: Bool { lock.withLock { !done && continuation != nil } }

    /// Waits for the answer; false if the request was already cancelled and ends at once.
    func wait(_ continuation: CheckedContinuation<Answer, any Error>, honoursCancellation: Bool) {
      let endsNow = lock.withLock {
        // Ended before its caller waited: cancelled, or failed at the end of the test.
        if done || cancelled && honoursCancellation {
          done = true
          return true
        }
        self.continuation = continuation
        return false
      }
      if endsNow { continuation.resume(throwing: CancellationError()) }
    }

    /// Ends the request with `result`; false if it had ended already.
    @discardableResult
    func end(with result: Result<Answer, any Error>) -> Bool {
      let waiting: CheckedContinuation<Answer, any Error>?? = lock.withLock {
        guard !done else { return .none }
        done = true
        defer { continuation = nil }
        return .some(continuation)
      }
      guard let waiting else { return false }
      waiting?.resume(with: result)
      return true
    }

    /// The caller gave up: the request ends at once if cancellation is honoured.
    func cancel(honoursCancellation: Bool) {
      let waiting: CheckedContinuation<Answer, any Error>? = lock.withLock {
        cancelled = true
        guard honoursCancellation, !done, let continuation else { return nil }
        done = true
        self.continuation = nil
        return continuation
      }
      waiting?.resume(throwing: CancellationError())
    }
  }

  init(_ name: String, server: FakeServer, honoursCancellation: Bool, mayWaitAtEnd: Bool) {
    self.name = name
    self.server = server
    self.honoursCancellation = honoursCancellation
    self.mayWaitAtEnd = mayWaitAtEnd
  }

  /// Every request received, in order.
  public var requests: [Request] { received.map(\.request) }

  /// How many requests have arrived.
  public var count: Int { received.count }

  /// How many requests wait for the test's answer now: neither answered nor ended by their caller.
  public var waiting: Int { received.filter(\.isWaiting).count }

  /// Whether request `number` (from 1) was cancelled by its caller before it was answered.
  public func wasCancelled(_ number: Int) -> Bool {
    guard received.indices.contains(number - 1) else { return false }
    return received[number - 1].isCancelled
  }

  /// What a fake's method calls: records `request` and waits for the test's answer.
  ///
  /// A request from outside ``FakeServer/run(_:)`` was not expected by the test:
  /// it fails the test at once, and throws.
  public func receive(_ request: Request) async throws -> Answer {
    if let answerAtOnce {
      received.append(Held(request: request, gesture: FakeServer.gesture, done: true))
      return try answerAtOnce.get()
    }
    guard let gesture = FakeServer.gesture else {
      let message =
        "\(name) received a request the test did not expect: \(request). Only gestures run through "
        + "`server.run { … }` may send requests; this one came from code the test awaited directly."
      Issue.record(Comment(rawValue: message))
      throw UnexpectedRequest(endpoint: name)
    }
    let held = Held(request: request, gesture: gesture)
    received.append(held)
    let honoursCancellation = honoursCancellation
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Answer, any Error>) in
        held.wait(continuation, honoursCancellation: honoursCancellation)
        server.changed()
      }
    } onCancel: {
      // Handled where the cancellation happens, whatever the thread: the test sees it at once.
      held.cancel(honoursCancellation: honoursCancellation)
    }
  }

  /// From now on, answers every request at once with `answer`, holding none.
  public func answerEveryRequest(with answer: Result<Answer, any Error>) {
    answerAtOnce = answer
  }

  /// Answers request `number` (from 1) with `answer`, then waits until the gestures settle again.
  public func answer(_ number: Int, with answer: Result<Answer, any Error>) async {
    guard received.indices.contains(number - 1) else {
      Issue.record("\(name) has received \(received.count) request(s): there is no request \(number) to answer")
      return
    }
    guard received[number - 1].isWaiting, received[number - 1].end(with: answer) else {
      Issue.record("\(name) #\(number) can't be answered: it was answered or cancelled already")
      return
    }
    await server.settle()
  }

  /// Answers the oldest request still waiting with `answer`.
  public func answerNext(with answer: Result<Answer, any Error>) async {
    guard let index = received.firstIndex(where: \.isWaiting) else {
      Issue.record("\(name) holds no request to answer")
      return
    }
    await self.answer(index + 1, with: answer)
  }

  func holds(gesture: Int) -> Bool {
    received.contains { $0.gesture == gesture && $0.isWaiting }
  }

  func failUnanswered() {
    for (index, held) in received.enumerated() where held.end(with: .failure(UnansweredRequest(endpoint: name))) {
      guard !mayWaitAtEnd else { continue }
      Issue.record("\(name) #\(index + 1) (\(held.request)) was never answered: answer every request the code sends")
    }
  }
}

extension HeldEndpoint where Answer == Void {
  /// Answers request `number` with success or a failure, then waits until the gestures settle again.
  public func succeed(_ number: Int) async { await answer(number, with: .success(())) }
}

/// The error a request sent from outside `server.run { … }` throws.
public struct UnexpectedRequest: Error, Equatable {
  public var endpoint: String
}

/// The error a request still unanswered at the end of a test throws.
public struct UnansweredRequest: Error, Equatable {
  public var endpoint: String
}

/// A failure a test answers a request with: the server is down.
public struct ServerDown: Error, Equatable {
  public init() {}
}
