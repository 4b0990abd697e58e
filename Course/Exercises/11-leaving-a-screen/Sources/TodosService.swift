// Exercise 11: where the view model loads and saves todos. Nothing to change in this file.
// Lesson 03 (MVVM) reads the project's own version in Sources/MVVM/Todos/TodosService.swift.

import SharedModel

/// The server, as the Todos view model sees it.
public protocol TodosService: Sendable {
  /// Every todo, in the server's order.
  func fetchTodos() async throws -> [Todo]
  /// Creates `todo`, or replaces the todo with its id.
  func save(_ todo: Todo) async throws
}
