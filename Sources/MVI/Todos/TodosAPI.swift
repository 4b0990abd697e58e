// TodosAPI: what the Todos store needs from the server, and nothing more.
// Read in lesson 02 (MVI), after ProfileAPI.

import SharedModel

/// The server, as the Todos store sees it.
public protocol TodosAPI: Sendable {
  /// Every todo the server holds, in its order.
  func fetchTodos() async throws -> [Todo]
  /// Creates `todo`, or updates the one with its id.
  func save(_ todo: Todo) async throws
  /// Deletes every todo whose id is in `ids`.
  func delete(_ ids: [Todo.ID]) async throws
}
