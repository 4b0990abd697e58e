// Exercise 09, MVI: a small Todos store that can toggle a todo. Add renaming to it.
// Lesson 02 (MVI): an intent per event, a pure reducer, effects the store runs, answers as intents.

import Observation
import ScreenContract
import SharedModel
import SwiftUISubset

/// The Todos screen in MVI, small: state, intents, effects, reducer, store and view.
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
    // TODO: the reducer decides everything this screen shows: it must hear of a rename the user submits, and of
    // the server's answer to it.
    // FR : le reducer décide de tout ce que montre cet écran : il doit être informé d'un renommage que valide
    // l'utilisateur, et de la réponse du serveur à ce renommage.
  }

  public enum Effect: Equatable, Sendable {
    case saveToggled(Todo)
    // TODO: a rename must reach the server; if the server refuses it, the row shows again exactly the title it had
    // before the rename (T4, for the title).
    // FR : un renommage doit arriver jusqu'au serveur ; si le serveur le refuse, la ligne réaffiche exactement le
    // titre qu'elle avait avant le renommage (T4, pour le titre).
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
      // TODO: a rename follows the title rules (T2), shows at once marked saving and undoes itself on refusal
      // with `Couldn't update “OLD TITLE”.` (T4, for the title), is ignored on a saving row (T6), and clears the
      // error line as it starts (T10).
      // FR : un renommage suit les règles du titre (T2), s'affiche tout de suite marqué en cours d'enregistrement et
      // se défait en cas de refus avec `Couldn't update “OLD TITLE”.` (T4, pour le titre), est ignoré sur une ligne
      // en cours d'enregistrement (T6), et vide la ligne d'erreur quand il démarre (T10).
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
      // TODO: the rename's save, and the server's answer to it, as something that happened.
      // FR : l'enregistrement du renommage, et la réponse du serveur à cet enregistrement, sous la forme d'un
      // événement qui rapporte ce qui s'est produit.
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
        rename: { id, text in
          // TODO: the user's rename must reach the store.
          // FR : le renommage de l'utilisateur doit arriver jusqu'au store.
        })
    }
  }
}
