// FailingAdapter: an output-port adapter whose every call fails, to see failures pass through use cases.
// Lesson 07 reads it in the use-case tests.

import HexagonalDomain
import SharedModel

/// A gateway and a repository that answer every call with ``TestFailure``.
struct FailingAdapter: ProfileGateway, TodoRepository {
  func fetchProfile() async throws -> Profile { throw TestFailure() }
  func fetchAll() async throws -> [Todo] { throw TestFailure() }
  func save(_ todo: Todo) async throws { throw TestFailure() }
  func delete(_ ids: [Todo.ID]) async throws { throw TestFailure() }
}
