// Tells the calls an architecture makes to the server, and their answers: used by every driver's adapters.

import SharedModel

extension Narrator {
  /// Runs `request` against the server on behalf of `caller`, telling the call and its answer.
  ///
  /// - Parameters:
  ///   - caller: the part that calls, e.g. `ProfileStore` or `LoadProfile`.
  ///   - call: the call in the architecture's own words, e.g. `ProfileAPI.fetchProfile()`.
  ///   - answer: how to tell a successful answer.
  public func relay<Answer>(
    _ caller: String, _ call: String, answer: (Answer) -> String,
    _ request: () async throws -> Answer
  ) async throws -> Answer {
    tell(.message(caller, "Server", call))
    do {
      let value = try await request()
      tell(.message("Server", caller, answer(value)))
      return value
    } catch is CancellationError {
      tell(.message("Server", caller, "cancelled"))
      throw CancellationError()
    } catch {
      tell(.message("Server", caller, "fails"))
      throw error
    }
  }
}

/// Short descriptions of the model's values, for narration.
public enum Tell {
  public static func profile(_ profile: Profile) -> String { profile.name }

  public static func todos(_ todos: [Todo]) -> String {
    todos.isEmpty ? "[]" : "[" + todos.map { "\($0.isDone ? "[x]" : "[ ]") \($0.title)" }.joined(separator: ", ") + "]"
  }

  public static func todo(_ todo: Todo) -> String { "\(todo.isDone ? "[x]" : "[ ]") \(todo.title)" }

  public static let ok = "ok"
}
