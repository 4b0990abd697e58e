// TodoListLoad: where the list's loads stand, and the rule that follows from it: no change while one is on its way.
// Lesson 04 reads it beside TodoList: two small values, so that a screen redraws what changed and no more.

import SharedModel

// snippet.hexagonal-todo-list-load (T1, T6)
/// Where the loads of the todo list stand: whether one is on its way, and
/// whether one has ever succeeded.
///
/// It is a value of its own, beside ``TodoList``, because the two change at
/// different moments: a load starting changes no todo, and a screen that reads
/// only the todos need not be drawn again for it.
public struct TodoListLoad: Equatable, Sendable {
  /// A load is on its way: its answer will replace the todos (T1).
  public private(set) var isLoading = false
  /// A load has succeeded once, so the list holds the server's todos; a failed reload doesn't undo it (T1).
  public private(set) var hasLoaded = false

  public init() {}

  /// Whether a change may start: not while a load is on its way, whose answer would replace the list
  /// the change was made on (T6). Every todo use case asks, before it decides anything.
  public var takesChanges: Bool {
    !isLoading
  }

  /// Whether opening the screen loads: not once a load has succeeded, nor while one is on its way (T1).
  public var opensWithALoad: Bool {
    !hasLoaded && !isLoading
  }

  /// Whether the list stands as the server keeps it: a load has succeeded and none is on its way to
  /// replace it. A link to a todo opens at once only then (N8).
  public var isSettled: Bool {
    hasLoaded && !isLoading
  }

  /// A load starts.
  public mutating func start() {
    isLoading = true
  }

  /// The load on its way brought the list.
  public mutating func succeed() {
    isLoading = false
    hasLoaded = true
  }

  /// The load on its way ends with no list, failed or stopped: whether the list has loaded stays as it was.
  public mutating func stop() {
    isLoading = false
  }
}
// snippet.end
