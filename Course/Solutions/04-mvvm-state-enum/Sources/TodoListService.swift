// Exercise 04: where the list's view model gets the todos from. Nothing to change in this file.
// Lesson 03 (MVVM): the view model receives its service through `init`, as ProfileViewModel does.

import SharedModel

/// Fetches every todo, in the server's order.
public protocol TodoListService: Sendable {
  func fetchTodos() async throws -> [Todo]
}
