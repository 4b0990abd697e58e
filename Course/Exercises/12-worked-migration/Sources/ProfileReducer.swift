// Exercise 12: the Profile screen's rules as one pure function: every decision of MVVM's ProfileViewModel.
// Lesson 02 (MVI); the state is the view model's enum, kept as it was, so each case writes a whole screen.

import ScreenContract
import SharedModel

/// Decides what each ``ProfileIntent`` does to the Profile screen, and which work it asks for.
public enum ProfileReducer {
  /// Applies `intent` to `state` and returns the work it asks for. No `await`, no server: the
  /// same state and intent always give the same next state and effects.
  public static func reduce(_ state: inout ProfileState, _ intent: ProfileIntent) -> [ProfileEffect] {
    switch intent {
    case .viewAppeared:
      // TODO: P1, P2: what `loadIfNeeded()` decided: a load starts only when no profile is shown and none is
      // on its way.
      // FR : P1, P2 : ce que décidait `loadIfNeeded()` : un chargement ne démarre que si aucun profil n'est affiché
      // et qu'aucun n'est en route.
      return []
    case .refreshPulled, .retryTapped:
      // TODO: P4, P5: what `refresh()` and `retry()` set off: a load, during which the profile shown stays
      // and the error line is empty.
      // FR : P4, P5 : ce que déclenchaient `refresh()` et `retry()` : un chargement, pendant lequel le profil affiché
      // reste et la ligne d'erreur est vide.
      return []
    case .viewDisappeared:
      // TODO: L1, what `stopLoading()` did: a load on its way stops, quietly; what the screen showed stays.
      // FR : L1, ce que faisait `stopLoading()` : un chargement en cours s'arrête, sans bruit ; ce qu'affichait
      // l'écran reste.
      return []
    case .profileAnswered(.success):
      // TODO: P3: the screen `load()` showed once the profile arrived.
      // FR : P3 : l'écran qu'affichait `load()` une fois le profil arrivé.
      return []
    case .profileAnswered(.failure):
      // TODO: P5: the screen `load()` showed when the request failed; a failure never takes the profile away.
      // FR : P5 : l'écran qu'affichait `load()` quand la requête échouait ; un échec n'enlève jamais le profil.
      return []
    }
  }
}
