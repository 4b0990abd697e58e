// Exercise 07: the use case that adds a todo, and a new rule for it: no two todos with the same title.
// Lesson 04 (Hexagonal): a rule of the product lives in the domain, behind the ports, with no I/O of its own.

import HexagonalDomain
import SharedModel

/// Why a new todo was refused.
public enum AddTodoError: Error, Equatable, Sendable {
  /// The title breaks the title rules.
  case title(TitleError)
  /// The list already holds a todo with this title: `existing` is that todo.
  case duplicate(of: Todo)
}

/// Adds a todo at the end of the list, if its title follows the rules and is not in the list yet.
public struct AddTodo: Sendable {
  private let repository: any TodoRepository

  public init(repository: any TodoRepository) {
    self.repository = repository
  }

  /// Adds a todo titled `text`, with an id from `makeID`, and returns it.
  ///
  /// - Throws: ``AddTodoError``, or the repository's error.
  public func callAsFunction(titled text: String, id makeID: () -> Todo.ID) async throws -> Todo {
    let title: String
    do {
      title = try TodoTitle.validate(text)
    } catch {
      throw AddTodoError.title(error)
    }
    // TODO: the product's new rule: no two todos share a title, whatever the case of its letters ("buy MILK"
    // repeats "Buy milk"), done or not. A duplicate is refused with `AddTodoError.duplicate(of:)`, naming the todo
    // already there, and costs nothing: no id made, nothing saved.
    // FR : la nouvelle règle du produit : deux todos n'ont jamais le même titre, majuscules et minuscules confondues
    // (« buy MILK » fait doublon avec « Buy milk »), cochés ou non. Un doublon est refusé avec `AddTodoError.duplicate(of:)`,
    // qui désigne le todo déjà là, et ne coûte rien : aucun id fabriqué, rien d'enregistré.
    let todo = Todo(id: makeID(), title: title)
    try await repository.save(todo)
    return todo
  }
}
