// TodosAPI: what the Todos store needs from the server, and nothing more.
// The Todos screen's side of what ProfileAPI is to the Profile screen (lesson 05 sets them side by side).

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
