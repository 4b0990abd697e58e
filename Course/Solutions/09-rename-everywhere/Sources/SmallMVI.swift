// Exercise 09, MVI, solved: a small Todos store that can toggle and rename a todo.
// Lesson 02 (MVI): an intent per event, a pure reducer, effects the store runs, answers as intents.

import Observation
import ScreenContract
import SharedModel
import SwiftUISubset

/// The Todos screen in MVI, small: state, intents, effects, reducer, store and view.
///
/// Renaming touched five places here: two intents, an effect, two reducer cases,
/// the store's `perform` and the view. Each is small, and each says one thing;
/// that spread is what lesson 05 measures as MVI's change cost.
public enum SmallMVI {
  /// The server, as the store sees it.
  public protocol TodosAPI: Sendable {
    func save(_ todo: Todo) async throws
  }

  public struct State: Equatable, Sendable {
    public var todos: [Todo]
    public var saving: Set<Todo.ID> = []
    public var errorMessage: String?
  }

  public enum Intent: Sendable {
    case toggleTapped(Todo.ID)
    case toggleAnswered(Todo, Result<Void, any Error>)
    /// The user submitted a new title for a row: an event, named for what happened.
    case renameSubmitted(Todo.ID, String)
    /// The server's answer, carrying the old title, so the reducer can undo the rename alone.
    case renameAnswered(Todo, previousTitle: String, Result<Void, any Error>)
  }

  public enum Effect: Equatable, Sendable {
    case saveToggled(Todo)
    case saveRenamed(Todo, previousTitle: String)
  }

  public enum Reducer {
    public static func reduce(_ state: inout State, _ intent: Intent) -> [Effect] {
      switch intent {
      case .toggleTapped(let id):
        guard !state.saving.contains(id), let index = state.todos.firstIndex(where: { $0.id == id }) else {
          return []
        }
        state.todos[index].isDone.toggle()
        state.saving.insert(id)
        state.errorMessage = nil
        return [.saveToggled(state.todos[index])]
      case .toggleAnswered(let sent, let answer):
        state.saving.remove(sent.id)
        guard case .failure = answer else { return [] }
        if let index = state.todos.firstIndex(where: { $0.id == sent.id }) {
          state.todos[index].isDone = !sent.isDone
        }
        state.errorMessage = UserMessage.updateFailed(sent.title)
        return []
      case .renameSubmitted(let id, let text):
        guard !state.saving.contains(id), let index = state.todos.firstIndex(where: { $0.id == id }) else {
          return []
        }
        // The title rules decide, in the reducer: a refused title is a state
        // change like any other, the message on the error line, and no effect.
        let title: String
        do {
          title = try TodoTitle.validate(text)
        } catch {
          state.errorMessage = error.message
          return []
        }
        // The stretch (N4): a valid title equal to the current one is no change:
        // no state changes, not even the error line (T10), and no effect.
        guard title != state.todos[index].title else { return [] }
        let previousTitle = state.todos[index].title
        state.todos[index].title = title
        state.saving.insert(id)
        state.errorMessage = nil
        return [.saveRenamed(state.todos[index], previousTitle: previousTitle)]
      case .renameAnswered(let sent, let previousTitle, let answer):
        state.saving.remove(sent.id)
        guard case .failure = answer else { return [] }
        if let index = state.todos.firstIndex(where: { $0.id == sent.id }) {
          state.todos[index].title = previousTitle
        }
        state.errorMessage = UserMessage.updateFailed(previousTitle)
        return []
      }
    }
  }

  @MainActor
  @Observable
  public final class Store {
    public private(set) var state: State
    private let api: any TodosAPI

    public init(todos: [Todo], api: any TodosAPI) {
      self.state = State(todos: todos)
      self.api = api
    }

    /// Applies `intent`, runs the effects it asks for, and sends their answers back.
    public func send(_ intent: Intent) async {
      for effect in Reducer.reduce(&state, intent) {
        await send(await perform(effect))
      }
    }

    private func perform(_ effect: Effect) async -> Intent {
      switch effect {
      case .saveToggled(let todo):
        do {
          try await api.save(todo)
          return .toggleAnswered(todo, .success(()))
        } catch {
          return .toggleAnswered(todo, .failure(error))
        }
      case .saveRenamed(let todo, let previousTitle):
        // The effect only calls the server and reports; deciding what a failure
        // means stays in the reducer.
        do {
          try await api.save(todo)
          return .renameAnswered(todo, previousTitle: previousTitle, .success(()))
        } catch {
          return .renameAnswered(todo, previousTitle: previousTitle, .failure(error))
        }
      }
    }
  }

  /// Draws the state, and sends an intent for each gesture.
  public struct TodosView: View {
    let store: Store

    public init(store: Store) {
      self.store = store
    }

    public var body: some View {
      RenamableTodos(
        rows: Array(TodosScreen.Rows(store.state.todos, saving: store.state.saving)), error: store.state.errorMessage,
        toggle: { id in Task { await store.send(.toggleTapped(id)) } },
        rename: { id, text in Task { await store.send(.renameSubmitted(id, text)) } })
    }
  }
}
