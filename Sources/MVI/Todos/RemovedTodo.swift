// RemovedTodo: a todo taken off the list, with the place it came from.
// Read in lesson 02 (MVI): what a removal carries so that a failure can undo it.

import SharedModel

/// A todo removed from the list at once, and where it stood.
///
/// A deletion carries it to the server and back, so that when the server
/// refuses, the reducer can put the row back in its place (T5, T9).
public struct RemovedTodo: Equatable, Sendable {
  public var todo: Todo
  /// Its index in ``TodosState/todos`` when it was removed.
  public var position: Int

  public init(todo: Todo, position: Int) {
    self.todo = todo
    self.position = position
  }
}
