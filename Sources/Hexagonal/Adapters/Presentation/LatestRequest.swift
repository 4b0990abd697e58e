// LatestRequest: latest wins (P6) for a screen's loads, in one small type both presenters use.
// Lesson 04 reads it for where the rule lives; lesson 06 for cancellation, which is only a request.

// snippet.hexagonal-latest-request (P6)
/// Runs a screen's loads so that the screen ends on the latest one.
///
/// Latest wins is a presentation rule: it is about which answer a *screen* ends
/// on. The use cases know nothing of it, and two screens loading the same
/// profile would not cancel each other.
///
/// Starting a request cancels the one before. Cancelling only asks: the work
/// stops where its code checks for cancellation, the server may have received
/// the request already, and an answer may be on its way back. So every answer
/// is also checked against the latest request before it may reach the screen.
@MainActor
final class LatestRequest<Answer: Sendable> {
  private var latest: Task<Answer, any Error>?

  /// Sends `request` and cancels the one in flight, if any.
  ///
  /// - Returns: The answer, or `nil` when the request was superseded or
  ///   cancelled meanwhile: a superseded or cancelled load leaves the screen alone.
  func send(_ request: @escaping @Sendable () async throws -> Answer) async -> Result<Answer, any Error>? {
    latest?.cancel()
    let task = Task { try await request() }
    latest = task
    // The gesture waits for its request; cancelling the gesture cancels the request.
    let answer = await withTaskCancellationHandler {
      await task.result
    } onCancel: {
      task.cancel()
    }
    guard task == latest, !task.isCancelled else { return nil }
    latest = nil
    return answer
  }

  /// Cancels the request in flight: its answer, whenever it comes, is dropped.
  func cancel() {
    latest?.cancel()
    latest = nil
  }
}
// snippet.end
