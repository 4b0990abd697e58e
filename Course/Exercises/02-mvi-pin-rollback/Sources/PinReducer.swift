// Exercise 02: the reducer of the small list of PinList.swift. Loading and Delete are written; Pin is yours.
// Lesson 02 (MVI): a pure function, state and intent in, the next state and the work to do out.

import MVI
import SharedModel

/// The list's reducer: every decision about the list is made here, in pure code.
public enum PinReducer {
  /// Applies `intent` to `state` and returns the work it asks for.
  public static func reduce(_ state: inout PinState, _ intent: PinIntent) -> [PinEffect] {
    switch intent {
    case .retryTapped:
      state.isLoading = true
      state.errorMessage = nil
      return [.load]
    case .listAnswered(let todos):
      state.todos = todos
      state.isLoading = false
      return []
    case .pinTapped(let id):
      return pin(&state, id)
    case .pinAnswered(let todo, let answer):
      return pinAnswered(&state, todo, answer)
    case .deleteTapped(let id):
      return delete(&state, id)
    case .deleteAnswered(let todo, let answer):
      return deleteAnswered(&state, todo, answer)
    }
  }

  /// The user tapped Pin on the row of `id`.
  static func pin(_ state: inout PinState, _ id: Todo.ID) -> [PinEffect] {
    // TODO: the row goes to the top of the screen at once, shows as saving, and one request asks the server to
    // keep it first; the error line is cleared. While the list loads, or while the row has a change on its way,
    // the tap changes nothing at all. When several pins are on their way, the one tapped last is on top.
    // FR : la ligne passe tout de suite en haut de l'écran, est marquée comme en cours d'enregistrement, et une seule
    // requête demande au serveur de la garder en premier ; la ligne d'erreur est effacée. Pendant le chargement de la
    // liste, ou tant qu'une modification de la ligne est en cours, toucher Pin ne change rien du tout. Quand plusieurs
    // épinglages sont en cours, le dernier touché est en haut.
    return []
  }

  /// The server answered the Pin of `todo`.
  static func pinAnswered(
    _ state: inout PinState, _ todo: Todo, _ answer: Result<Void, any Error>
  ) -> [PinEffect] {
    // TODO: the row no longer shows as saving. Accepted: the server now keeps the todo first. Refused: the row shows
    // where the server keeps it, and the error line says `PinMessage.moveFailed`. The answer meets the list as it is
    // when it arrives: rows deleted since, other pins, a reload. Until its answer, a pinned row stays on top, even over
    // a reload that still holds its todo; once every answer is in, the rows are the server's, in the server's order.
    // FR : la ligne ne s'affiche plus comme en cours d'enregistrement. Si le serveur accepte : il garde désormais le
    // todo en premier. S'il refuse : la ligne s'affiche là où le serveur la garde, et la ligne d'erreur dit
    // `PinMessage.moveFailed`. La réponse s'applique à la liste telle qu'elle est à son arrivée : des lignes
    // supprimées depuis, d'autres épinglages, un rechargement. Jusqu'à sa réponse, une ligne épinglée reste en haut,
    // même après un rechargement qui contient encore son todo ; une fois toutes les réponses arrivées, les lignes sont
    // celles du serveur, dans son ordre.
    return []
  }

  /// Stretch: whether the Pin button of the row of `id` is enabled.
  public static func canPin(_ state: PinState, _ id: Todo.ID) -> Bool {
    // TODO: stretch (README): the button is enabled exactly when a tap on it would send a request.
    // FR : pour aller plus loin (README) : le bouton est actif exactement quand un tap dessus enverrait une requête.
    false
  }

  /// The user deleted the row of `id`: it leaves the screen at once, and goes back to its place if the server
  /// refuses.
  static func delete(_ state: inout PinState, _ id: Todo.ID) -> [PinEffect] {
    guard !state.isLoading, !state.saving.contains(id), state.deleting[id] == nil,
      let index = state.todos.firstIndex(where: { $0.id == id })
    else { return [] }
    let todo = state.todos.remove(at: index)
    state.deleting[id] = index
    state.errorMessage = nil
    return [.delete(todo)]
  }

  /// The server answered the deletion of `todo`.
  static func deleteAnswered(
    _ state: inout PinState, _ todo: Todo, _ answer: Result<Void, any Error>
  ) -> [PinEffect] {
    guard let index = state.deleting.removeValue(forKey: todo.id) else { return [] }
    switch answer {
    case .success:
      state.todos.removeAll { $0.id == todo.id }
    case .failure:
      if !state.todos.contains(where: { $0.id == todo.id }) {
        state.todos.insert(todo, at: min(index, state.todos.count))
      }
      state.errorMessage = PinMessage.deleteFailed(todo.title)
    }
    return []
  }
}
