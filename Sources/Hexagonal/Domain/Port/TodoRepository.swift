// TodoRepository: the output port through which the domain reads and writes todos.
// Lesson 04 reads it; one contract suite runs against every adapter of it.

import SharedModel

// snippet.hexagonal-todo-repository
/// Where the user's todos are kept.
///
/// Three verbs are all the use cases need. An adapter may keep todos in memory,
/// in a file or on a server; each one passes the same contract tests.
public protocol TodoRepository: Sendable {
  /// Every todo, in the order they were first saved.
  func fetchAll() async throws -> [Todo]
  /// Creates `todo`, or replaces the todo with its id, keeping its place.
  func save(_ todo: Todo) async throws
  /// Deletes every todo whose id is in `ids`; unknown ids are ignored.
  func delete(_ ids: [Todo.ID]) async throws
}
// snippet.end
