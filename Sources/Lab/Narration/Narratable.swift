// Answers the narrator can tell in a few words, and the relay through which drivers tell each server call.

import ScreenContract
import SharedModel

/// An answer the narrator can tell in a few words.
public protocol Narratable {
  var narration: String { get }
}

extension Profile: Narratable {
  public var narration: String { name }
}

extension Todo: Narratable {
  public var narration: String { ScreenRenderer.checkbox(isDone: isDone) + " " + title }
}

extension Array: Narratable where Element == Todo {
  public var narration: String {
    count <= 3 ? "[" + map(\.narration).joined(separator: ", ") + "]" : "\(count) todos"
  }
}

extension Narrator {
  /// Runs `request` against the server on behalf of `caller`, telling the call and its answer.
  ///
  /// - Parameters:
  ///   - caller: the part that calls, e.g. `ProfileStore` or `LoadProfile`.
  ///   - call: the call in the architecture's own words, e.g. `ProfileAPI.fetchProfile()`.
  public func relay<Answer: Narratable>(
    _ caller: String, _ call: String, _ request: () async throws -> Answer
  ) async throws -> Answer {
    try await relay(caller, call, request, told: \.narration)
  }

  /// Runs `request`, which answers nothing but success or failure, telling the call and its answer.
  public func relay(_ caller: String, _ call: String, _ request: () async throws -> Void) async throws {
    try await relay(caller, call, request, told: { _ in "ok" })
  }

  private func relay<Answer>(
    _ caller: String, _ call: String, _ request: () async throws -> Answer, told: (Answer) -> String
  ) async throws -> Answer {
    tell(.message(caller, "Server", call))
    do {
      let value = try await request()
      tell(.message("Server", caller, told(value)))
      return value
    } catch is CancellationError {
      // Told by the server the moment the client cancelled.
      throw CancellationError()
    } catch {
      tell(.message("Server", caller, "fails"))
      throw error
    }
  }
}

@MainActor
extension Optional where Wrapped == Narrator {
  /// The call through the narrator when there is one, or the call alone: a run with no inside story tells nothing.
  public func relay<Answer: Narratable>(
    _ caller: String, _ call: @autoclosure () -> String, _ request: () async throws -> Answer
  ) async throws -> Answer {
    guard let narrator = self else { return try await request() }
    return try await narrator.relay(caller, call(), request)
  }

  /// The call through the narrator when there is one, or the call alone.
  public func relay(_ caller: String, _ call: @autoclosure () -> String, _ request: () async throws -> Void)
    async throws
  {
    guard let narrator = self else { return try await request() }
    try await narrator.relay(caller, call(), request)
  }
}
