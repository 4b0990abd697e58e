// Result+Async: turns an `async throws` call into a value an intent can carry.
// Used by every store's effects: an answer, success or failure, goes back as one intent.

extension Result where Failure == any Error {
  /// The outcome of `work`: what it returned, or the error it threw.
  init(catching work: () async throws -> Success) async {
    do {
      self = .success(try await work())
    } catch {
      self = .failure(error)
    }
  }
}
