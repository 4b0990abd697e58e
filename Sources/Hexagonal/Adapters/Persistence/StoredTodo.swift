// StoredTodo: how the JSON file writes one todo, the storage model beside the domain's Todo.
// The file's format is the adapter's, so the domain's type can change without breaking files.

import SharedModel

// snippet.hexagonal-stored-todo
/// One todo as the JSON file stores it: `{"id", "title", "done"}`.
///
/// Kept apart from `Todo` on purpose. The domain's entity is free to change,
/// and files already on disk keep the shape this type gives them.
struct StoredTodo: Codable, Equatable {
  var id: String
  var title: String
  var done: Bool

  init(_ todo: Todo) {
    id = todo.id.rawValue
    title = todo.title
    done = todo.isDone
  }

  var todo: Todo {
    Todo(id: Todo.ID(rawValue: id), title: title, isDone: done)
  }
}
// snippet.end
