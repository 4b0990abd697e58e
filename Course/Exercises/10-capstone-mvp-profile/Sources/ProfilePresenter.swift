// Exercise 10: the presenter of the Profile screen in MVP: every rule of P1–P6 and L1 is decided here.
// Lesson 05 (side by side); lesson 01 states the rules, lesson 06 the latest-wins pitfall.

import ScreenContract
import SharedModel

/// Decides what the Profile screen shows, and tells its ``ProfileDisplay``.
@MainActor
public final class ProfilePresenter {
  /// The view it tells what to show. Weak: the view holds the presenter.
  public weak var display: (any ProfileDisplay)?
  private let source: any ProfileSource
  // TODO: P2 and P6 are the presenter's decisions, and its alone: the view is passive, shows what it was
  // told, and no decision may rest on what it shows.
  // FR : P2 et P6 sont des décisions du presenter, et de lui seul : la vue est passive, affiche ce qu'on lui a dit,
  // et aucune décision ne doit reposer sur ce qu'elle affiche.

  public init(source: any ProfileSource) {
    self.source = source
  }

  /// The screen appeared: load, unless a profile is shown or on its way (P1, P2).
  public func viewAppeared() async {
    // TODO: P1 and P2: a load starts only when no profile is shown and none is on its way.
    // FR : P1 et P2 : un chargement ne démarre que si aucun profil n'est affiché et qu'aucun n'est en cours de
    // chargement.
  }

  /// Pull to refresh: load again; the profile shown stays beside the loading indicator (P4).
  public func refreshRequested() async {
    // TODO: P4: a load starts, always, and the profile shown stays shown while it runs.
    // FR : P4 : un chargement démarre dans tous les cas, et le profil affiché reste affiché pendant qu'il tourne.
  }

  /// Retry under the error: like a refresh, and the error line empties while it loads (P5).
  public func retryRequested() async {
    // TODO: P5: as a refresh, and the error line is empty while it loads.
    // FR : P5 : comme un rafraîchissement, et la ligne d'erreur est vide pendant le chargement.
  }

  /// The screen went away: the load on its way stops, quietly, and what is shown stays (L1).
  public func viewDisappeared() {
    // TODO: L1: afterwards, no loading indicator and no error for the load that was on its way, and
    // nothing that load may still receive ever reaches the screen; what is shown stays.
    // FR : L1 : ensuite, ni indicateur de chargement ni erreur pour le chargement qui était en cours, et rien de ce
    // que ce chargement peut encore recevoir n'arrive jamais à l'écran ; ce qui est affiché reste.
  }

  // TODO: the loads themselves, from `source`. While one is on its way, the loading indicator shows
  // beside any profile shown (P4). Its answer shows the profile (P3), or `UserMessage.profileLoadFailed`
  // and keeps the profile (P5), but only if it is still the latest and wasn't cancelled: the answer of a
  // superseded or cancelled request, even one the server sends anyway, shows nothing at all (P6, L1).
  // FR : les chargements eux-mêmes, depuis `source`. Pendant qu'un chargement est en cours, l'indicateur de
  // chargement s'affiche à côté du profil affiché, s'il y en a un (P4). Sa réponse affiche le profil (P3), ou
  // `UserMessage.profileLoadFailed` en gardant le profil (P5), mais seulement s'il est toujours le dernier et n'a pas
  // été annulé : la réponse d'une requête dépassée ou annulée, même si le serveur l'envoie quand même, n'affiche rien
  // du tout (P6, L1).
}
