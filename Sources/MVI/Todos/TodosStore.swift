// TodosStore: the Todos screen's store, and how each of its effects is done.
// The Todos screen's side of what ProfileStore is to the Profile screen (lesson 05 sets them side by side).

import SharedModel

/// The store of the Todos screen: ``Store`` with the Todos state, intents and effects.
public typealias TodosStore = Store<TodosState, TodosIntent, TodosEffect>

extension TodosStore {
  /// A Todos store that starts from `initialState`, talks to the server through
  /// `api` and gives each new todo an id from `makeTodoID`.
  public convenience init(
    initialState: TodosState = TodosState(), api: any TodosAPI,
    makeTodoID: @escaping @MainActor () -> Todo.ID
  ) {
    self.init(
      initialState: initialState,
      reduce: { state, intent in TodosReducer.reduce(&state, intent, newTodoID: makeTodoID) },
      perform: Self.perform(api: api))
  }

  /// How each Todos effect is done over `api`: the call, and the intent that carries its answer.
  public static func perform(api: any TodosAPI) -> @MainActor (TodosEffect) async -> TodosIntent? {
    // snippet.mvi-todos-store-perform (T3, T5, N4)
    { effect in
      switch effect {
      case .fetchTodos:
        return .todosAnswered(await Result { try await api.fetchTodos() })
      case .cancel:
        return nil  // The store cancels the work itself; a cancellation never reaches here.
      case .saveNew(let todo):
        return .addAnswered(todo, await Result { try await api.save(todo) })
      case .saveToggled(let todo):
        return .toggleAnswered(todo, await Result { try await api.save(todo) })
      case .saveRenamed(let todo, let oldTitle):
        return .renameAnswered(todo, oldTitle: oldTitle, await Result { try await api.save(todo) })
      case .delete(let todo):
        return .deleteAnswered(todo, await Result { try await api.delete([todo.id]) })
      case .deleteCompleted(let todos):
        return .clearCompletedAnswered(todos, await Result { try await api.delete(todos.map(\.id)) })
      }
    }
    // snippet.end
  }
}
