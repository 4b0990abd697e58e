// LatestRequest: latest wins (P6, T1) for loads, in one small type: LoadTodos keeps one, the profile presenter another.
// Lesson 04 reads it for where the rule lives; lesson 06 for cancellation, which is only a request.

// snippet.hexagonal-latest-request (P6)
/// Runs loads so that what they fill ends on the latest one (P6, T1): of two
/// loads that overlap, the later one's answer stays. ``LoadTodos`` keeps one
/// for the list; the profile's presenter, whose use case only forwards, another.
///
/// Starting a request cancels the one before. Cancelling only asks: the work
/// stops where its code checks for cancellation, the server may have received
/// the request already, and an answer may be on its way back. So every answer
/// is also checked against the latest request before it may reach the screen.
@MainActor
public final class LatestRequest<Answer: Sendable> {
  private var latest: Task<Answer, any Error>?

  public nonisolated init() {}

  /// Sends `request` and cancels the one in flight, if any.
  ///
  /// - Returns: The answer, or `nil` when the request was superseded or
  ///   cancelled meanwhile: a superseded or cancelled load leaves the screen alone.
  public func send(_ request: @escaping @Sendable () async throws -> Answer) async -> Result<Answer, any Error>? {
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
  public func cancel() {
    latest?.cancel()
    latest = nil
  }
}
// snippet.end
