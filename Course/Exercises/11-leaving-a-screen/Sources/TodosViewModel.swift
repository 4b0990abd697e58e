// Exercise 11: the Todos view model, whose add is cut short when the screen closes mid-save.
// Lesson 06 (concurrency pitfalls): closing a screen cancels its load, never a change the user made (L1, L2).

import Observation
import ScreenContract
import SharedModel

/// Prepares what the Todos screen shows, and carries out what the user asks.
///
/// The app owns it, above the view: when the screen closes, the view goes and this stays,
/// with everything it was doing. The view cancels its tasks when it goes, though (SwiftUI its
/// `.task`, the view those its buttons started), and every gesture runs in one of them.
@MainActor
@Observable
public final class TodosViewModel {
  /// Every todo, in the server's order, with the ones being added at the end.
  public private(set) var todos: [Todo] = []
  /// The todos whose save is on its way to the server (T3).
  public private(set) var saving: Set<Todo.ID> = []
  /// A request for the list is on its way.
  public private(set) var isLoading = false
  /// The list has arrived at least once: opening again loads nothing (T1).
  public private(set) var hasLoaded = false
  /// The text field's content.
  public var field = ""
  /// The error line: the latest failure (T10).
  public private(set) var errorMessage: String?

  private let service: any TodosService
  private let makeTodoID: @MainActor () -> Todo.ID

  public init(service: any TodosService, makeTodoID: @escaping @MainActor () -> Todo.ID) {
    self.service = service
    self.makeTodoID = makeTodoID
  }

  // MARK: Loading, the screen's own work

  /// The screen appears: loads the list unless it is shown or on its way (T1).
  public func loadIfNeeded() async {
    guard !hasLoaded, !isLoading else { return }
    await load()
  }

  /// Retry under the error: loads the list again (T1).
  public func retry() async {
    guard !isLoading else { return }
    await load()
  }

  /// The screen goes away (L1): its load stops, quietly. The view's task, in which the
  /// load runs, is cancelled already; what the screen shows stays.
  public func stopLoading() {
    isLoading = false
  }

  /// Loads the list in the caller's task: closing the screen cancels it, which is right for a load.
  private func load() async {
    isLoading = true
    errorMessage = nil
    let answer: Result<[Todo], any Error>
    do {
      answer = .success(try await service.fetchTodos())
    } catch {
      answer = .failure(error)
    }
    // The screen went away meanwhile: nobody waits for this list, and a cancellation is no failure.
    guard !Task.isCancelled else { return }
    isLoading = false
    switch answer {
    case .success(let loaded):
      todos = loaded
      hasLoaded = true
    case .failure:
      errorMessage = UserMessage.todosLoadFailed
    }
  }

  // MARK: Adding, the user's change

  /// Adds the title in the field: shown at once and marked saving, taken back if the server refuses (T2, T3).
  public func add() async {
    guard !isLoading else { return }
    let title: String
    do {
      title = try TodoTitle.validate(field)
    } catch {
      errorMessage = error.message
      return
    }
    let todo = Todo(id: makeTodoID(), title: title)
    todos.append(todo)
    saving.insert(todo.id)
    field = ""
    errorMessage = nil
    // TODO: closing the screen mid-save loses the user's change, and leaves the row marked saving
    // forever. The rule (L2): leaving a screen never cancels a change the user made; its request
    // reaches the server, and its answer is applied whether the screen is open or not (T3). A load
    // is the opposite, and must still stop when the screen goes (L1).
    // FR : fermer l'écran en plein enregistrement fait perdre sa modification à l'utilisateur, et laisse la ligne
    // marquée en cours d'enregistrement pour toujours. La règle (L2) : quitter un écran n'annule jamais une
    // modification faite par l'utilisateur ; sa requête arrive au serveur, et sa réponse s'applique que l'écran soit
    // ouvert ou non (T3). Un chargement, c'est l'inverse, et il doit toujours s'arrêter quand l'écran s'en va (L1).
    do {
      try await service.save(todo)
    } catch is CancellationError {
      return  // The screen went away: there is nobody to show anything to.
    } catch {
      saving.remove(todo.id)
      todos.removeAll { $0.id == todo.id }
      // Nothing typed is lost: the title comes back only to an empty field.
      if field.isEmpty { field = title }
      errorMessage = UserMessage.addFailed(title)
      return
    }
    saving.remove(todo.id)
  }
}
