// FakeServer: the server the architectures' tests talk to. Each request waits for the test's
// answer, and a mistake in the code or in the test fails the test instead of hanging it.
// Lesson 07 reads it: how to test latest wins and rollbacks without sleeping, and without hangs.

import Testing

// snippet.fake-server
/// A fake server for tests: every request waits until the test answers it, in any order.
///
/// A test runs each gesture through ``run(_:)``, which returns as soon as the
/// gesture has finished or waits on a request the test holds, and the views it
/// plays on show what it changed, never later. The
/// test looks at the screen, answers a request with ``HeldEndpoint/answer(_:with:)``,
/// which waits in the same way, and looks again. Nothing sleeps, and nothing can hang:
///
/// - a request sent from outside ``run(_:)`` (a test that awaits a gesture
///   directly, expecting no request) fails at once, and the test with it;
/// - answering a request that never came fails the test;
/// - a request still unanswered when the test ends fails it
///   (``Testing/Trait/failsInsteadOfHanging``).
@MainActor
public final class FakeServer {
  /// The number of the gesture whose work is running, carried into every task it starts.
  @TaskLocal static var gesture: Int?

  private var running: [Int: Task<Void, Never>] = [:]
  private var nextGesture = 1
  private var endpoints: [any HeldRequests] = []
  private var waiting: CheckedContinuation<Void, Never>?
  /// For each gesture played on views: whether they changed in a way they don't show yet.
  private var unrendered: [Int: @MainActor () -> Bool] = [:]

  public init() {
    TestScope.register(self)
  }

  /// A new endpoint of this server, e.g. `endpoint("save", of: Todo.self, answering: Void.self)`.
  ///
  /// - Parameter honoursCancellation: Whether a request whose caller is cancelled
  ///   ends at once, as URLSession's do. When false, it waits for the test's
  ///   answer anyway, like a server whose answer is already on its way.
  /// - Parameter mayWaitAtEnd: Whether a request may still wait when the test ends, as a long poll
  ///   waits for as long as nothing happens; it then ends with an error, and fails nothing.
  public func endpoint<Request: Sendable, Answer: Sendable>(
    _ name: String, of request: Request.Type = Void.self, answering answer: Answer.Type = Void.self,
    honoursCancellation: Bool = true, mayWaitAtEnd: Bool = false
  ) -> HeldEndpoint<Request, Answer> {
    let endpoint = HeldEndpoint<Request, Answer>(
      name, server: self, honoursCancellation: honoursCancellation, mayWaitAtEnd: mayWaitAtEnd)
    endpoints.append(endpoint)
    return endpoint
  }

  /// Runs `gesture` until it has finished or waits on an answer the test holds; a gesture played on views
  /// (``renders(_:)``) also waits until they show what it changed.
  public func run(_ gesture: @escaping @MainActor () async -> Void) async {
    let number = nextGesture
    nextGesture += 1
    running[number] = Task {
      await Self.$gesture.withValue(number) { await gesture() }
      running[number] = nil
      unrendered[number] = nil
      changed()
    }
    await settle()
  }

  /// Returns once every gesture has finished or waits on an answer the test holds.
  public func settle() async {
    guard !isSettled else { return }
    await withCheckedContinuation { waiting = $0 }
  }

  /// Cancels every gesture still running, as SwiftUI cancels a view's tasks, then settles.
  public func cancelGestures() async {
    for gesture in running.values { gesture.cancel() }
    await settle()
  }

  /// Tells the server that the gesture running now renders views as it goes: it is settled only once they
  /// show every change, which `needsRender` says they don't yet. The gesture calls ``changed()`` after
  /// each render.
  func renders(_ needsRender: @escaping @MainActor () -> Bool) {
    guard let gesture = Self.gesture else { return }
    unrendered[gesture] = needsRender
  }

  private var isSettled: Bool {
    running.keys.allSatisfy { gesture in
      endpoints.contains { $0.holds(gesture: gesture) } && unrendered[gesture]?() != true
    }
  }

  /// Something happened that can settle the gestures: a request held, a request or a gesture ended.
  func changed() {
    guard let waiting, isSettled else { return }
    self.waiting = nil
    waiting.resume()
  }

  /// At the end of a test: every request never answered is answered with an error so nothing stays stuck, and fails
  /// the test, unless its endpoint lets requests wait at the end.
  func endTest() {
    for endpoint in endpoints { endpoint.failUnanswered() }
    for gesture in running.values { gesture.cancel() }
  }
}
// snippet.end

/// What ``FakeServer`` needs of each of its endpoints, whatever they answer.
@MainActor
protocol HeldRequests: AnyObject {
  func holds(gesture: Int) -> Bool
  func failUnanswered()
}
