// The hexagon's output ports in the presenter tests: TestSupport's fake remotes, plugged into the domain's
// ports (lesson 07). The screen is checked while a change waits for its answer.

import HexagonalDomain
import SharedModel
import TestSupport

typealias FakeProfileGateway = FakeProfileRemote
typealias FakeTodoRepository = FakeTodosRemote

extension FakeProfileRemote: ProfileGateway {}

extension FakeTodosRemote: TodoRepository {
  /// The port's name for a fetch of the whole list.
  public func fetchAll() async throws -> [Todo] {
    try await fetchTodos()
  }
}
