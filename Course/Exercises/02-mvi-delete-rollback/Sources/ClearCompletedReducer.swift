// Exercise 02: the reducer cases of Clear completed, which take every done todo off the screen at once and
// show each one again in its place if the server refuses. Lesson 02 (MVI); the rest is MVI's own TodosReducer.

import MVI
import ScreenContract
import SharedModel

/// The Todos reducer of this exercise: MVI's own, except for the two cases of Clear completed, which are yours.
public enum ExerciseTodosReducer {
  /// Applies `intent` to `state` and returns the work it asks for.
  public static func reduce(
    _ state: inout TodosState, _ intent: TodosIntent, newTodoID: () -> Todo.ID
  ) -> [TodosEffect] {
    switch intent {
    case .clearCompletedTapped:
      return clearCompleted(&state)
    case .clearCompletedAnswered(let cleared, let answer):
      return clearCompletedAnswered(&state, cleared, answer)
    default:
      return TodosReducer.reduce(&state, intent, newTodoID: newTodoID)
    }
  }

  /// T9: the user tapped Clear completed.
  static func clearCompleted(_ state: inout TodosState) -> [TodosEffect] {
    // TODO: T9: every done todo that no change is on its way for (T6) leaves the screen at once, whatever the
    // filter shows (T7), and one request deletes them all. A gesture that sends a request clears the error
    // line (T10). With nothing to clear, or while the list loads, the tap changes nothing at all. Until the
    // server answers, these todos stay off the screen and the counter, even if a reload brings them back (T12).
    // FR : T9 : tous les todos faits pour lesquels aucune modification n'est en cours (T6) quittent l'écran tout de
    // suite, quel que soit le filtre (T7), et une seule requête les supprime tous. Un geste qui envoie une requête
    // vide la ligne d'erreur (T10). Sans rien à vider, ou pendant le chargement de la liste, le tap ne change rien du
    // tout. Tant que le serveur n'a pas répondu, ces todos restent hors de l'écran et du compteur, même si un
    // rechargement les ramène (T12).
    return []
  }

  /// T9, T12: the server answered the deletion of `cleared`, the todos the tap sent.
  static func clearCompletedAnswered(
    _ state: inout TodosState, _ cleared: [Todo], _ answer: Result<Void, any Error>
  ) -> [TodosEffect] {
    // TODO: T9: a yes takes exactly the todos that were sent off the list for good. A no shows each of them
    // again, once, between its neighbours on the server, and the error line says why. T12: the answer meets
    // the list as it is now: rows deleted or shown again since, a reload, a todo ticked since the tap.
    // FR : T9 : un oui retire pour de bon de la liste exactement les todos qui ont été envoyés. Un non réaffiche
    // chacun d'eux, une seule fois, entre ses voisins côté serveur, et la ligne d'erreur dit pourquoi. T12 : la
    // réponse trouve la liste telle qu'elle est maintenant : des lignes supprimées ou réaffichées depuis, un
    // rechargement, un todo coché depuis le tap.
    return []
  }

  /// Stretch: whether the list's Clear completed button is enabled.
  public static func canClearCompleted(_ state: TodosState) -> Bool {
    // TODO: stretch (README): the button is enabled exactly when a tap on it would send a request (T6, T9).
    // FR : pour aller plus loin (README) : le bouton est actif exactement quand un tap dessus enverrait une requête
    // (T6, T9).
    false
  }
}
