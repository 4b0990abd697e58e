// Exercise 04: where the list's view model gets the todos from, a page at a time. Nothing to change in this file.
// Lesson 03 (MVVM): the view model receives its service through `init`, as ProfileViewModel does.

import SharedModel

/// One page of the list, as the server sends it.
public struct TodoPage: Equatable, Sendable {
  /// The page's todos, in the server's order.
  public var todos: [Todo]
  /// Whether the server has a page after this one.
  public var hasMore: Bool

  public init(_ todos: [Todo], hasMore: Bool = false) {
    self.todos = todos
    self.hasMore = hasMore
  }
}

/// Fetches the list a page at a time: page 1 first, then 2, 3 and so on.
public protocol TodoListService: Sendable {
  func fetchPage(_ number: Int) async throws -> TodoPage
}
