// Exercise 07, solved: the use case that adds a todo, with the rule that no two todos share a title.
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
    // The rule is the domain's: it asks the port for the list and decides here,
    // so every adapter and every screen gets it, and none can forget it. It
    // comes after the title rules, which need no list, and before the id and
    // the save, so a refused todo costs nothing. It judges adds one after
    // another: two adds of one title at the same instant may both read the list
    // before either saves, and only a store that refuses the second can stop that.
    let key = Self.caseless(title)
    if let existing = try await repository.fetchAll().first(where: { Self.caseless($0.title) == key }) {
      throw AddTodoError.duplicate(of: existing)
    }
    let todo = Todo(id: makeID(), title: title)
    try await repository.save(todo)
    return todo
  }

  /// `title` as the rule compares it: without case, the way Unicode compares text regardless of case.
  ///
  /// The stretch. `lowercased()` alone maps letter to letter, and two spellings of one word
  /// stay apart: "STRASSE" lowers to "strasse" but "Straße" keeps its ß, and a capital Σ
  /// lowers to σ while a Greek word ends in ς. Going through the capitals first folds them:
  /// ß uppercases to SS, and σ and ς both to Σ, so both spellings meet on the way back down.
  /// The standard library's full case mappings are enough, so the domain still imports no
  /// Foundation. Accents are not case, so they stay: "RESUME" is not "Résumé".
  static func caseless(_ title: String) -> String {
    title.uppercased().lowercased()
  }
}
