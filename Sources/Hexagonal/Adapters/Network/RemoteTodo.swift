// RemoteTodo: one todo as the REST server sends and takes it, the API model beside the domain's Todo.
// Lesson 04 reads it beside StoredTodo: each adapter keeps its own format, so the domain's type can change freely.

import SharedModel

// snippet.hexagonal-remote-todo
/// One todo as the REST server's JSON writes it: `{"id", "title", "isDone"}`.
///
/// Kept apart from `Todo` on purpose, as ``StoredTodo`` is for the file: the
/// server's format is the adapter's business, and the domain's entity can
/// change without breaking the wire.
struct RemoteTodo: Codable, Equatable {
  var id: String
  var title: String
  var isDone: Bool

  init(_ todo: Todo) {
    id = todo.id.rawValue
    title = todo.title
    isDone = todo.isDone
  }

  var todo: Todo {
    Todo(id: Todo.ID(rawValue: id), title: title, isDone: isDone)
  }
}
// snippet.end
