// CompositionRoot: the one place where adapters meet use cases.
// Lesson 04 reads it: change an adapter here, and nothing else in the app changes.

import Foundation
import HexagonalDomain
import ScreenContract
import SharedModel

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

// snippet.hexagonal-composition-root
/// Builds the app's two screens from output-port adapters.
///
/// It is the only code that knows the use cases and the adapters at once. The
/// presenters see use cases, the use cases see ports, and what it returns is
/// seen only through the screen contract.
@MainActor
public enum CompositionRoot {
  /// The Profile screen, fetching the profile through `gateway`.
  public static func makeProfile(gateway: any ProfileGateway) -> any ProfileUserInterface {
    ProfilePresenter(loadProfile: LoadProfile(gateway: gateway))
  }

  /// The Todos screen, keeping todos in `repository` and giving new ones ids from `makeTodoID`.
  public static func makeTodos(
    repository: any TodoRepository, makeTodoID: @escaping @MainActor () -> Todo.ID
  ) -> any TodosUserInterface {
    TodosPresenter(
      loadTodos: LoadTodos(repository: repository),
      addTodo: AddTodo(repository: repository),
      toggleTodo: ToggleTodo(repository: repository),
      deleteTodo: DeleteTodo(repository: repository),
      clearCompletedTodos: ClearCompletedTodos(repository: repository),
      makeTodoID: makeTodoID)
  }
}

extension CompositionRoot {
  /// The Profile screen over the REST server at `baseURL`.
  public static func makeProfile(serverAt baseURL: URL, session: URLSession = .shared) -> any ProfileUserInterface {
    makeProfile(gateway: HTTPProfileGateway(baseURL: baseURL, session: session))
  }

  /// The Todos screen over the REST server at `baseURL`. New todos get a random UUID.
  public static func makeTodos(serverAt baseURL: URL, session: URLSession = .shared) -> any TodosUserInterface {
    makeTodos(repository: HTTPTodoRepository(baseURL: baseURL, session: session), makeTodoID: makeRandomTodoID)
  }

  /// The Todos screen over a JSON file, for working with no server at all.
  public static func makeTodos(fileAt fileURL: URL) -> any TodosUserInterface {
    makeTodos(repository: JSONFileTodoRepository(fileURL: fileURL), makeTodoID: makeRandomTodoID)
  }

  private static func makeRandomTodoID() -> Todo.ID {
    Todo.ID(rawValue: UUID().uuidString)
  }
}
// snippet.end
