// Exercise 12: the store that owns the Profile state and runs the effects the reducer asks for.
// Lesson 02 (MVI): the view model's LatestRequest moves here, where it serves every effect.

import Observation

/// Owns the Profile state, takes every intent through ``send(_:)``, and runs the effects.
@MainActor
@Observable
public final class ProfileStore {
  /// What the screen shows. Anyone can read it; only ``send(_:)`` changes it.
  public private(set) var state: ProfileState

  // TODO: stretch (README): the journal holds every intent the reducer applied, in the order it applied them.
  // FR : pour aller plus loin (README) : le journal contient chaque intent que le reducer a appliqué, dans l'ordre où
  // il les a appliqués.
  /// Stretch: every intent the reducer applied, in order.
  @ObservationIgnored public private(set) var journal: [ProfileIntent] = []

  @ObservationIgnored private let api: any ProfileAPI
  // TODO: P6, L1: the store must be able to cancel the fetch in flight when the reducer asks it to.
  // FR : P6, L1 : le store doit pouvoir annuler le chargement en cours quand le reducer le lui demande.

  public init(initialState: ProfileState = .idle, api: any ProfileAPI) {
    self.state = initialState
    self.api = api
  }

  /// Applies `intent`, then runs the effects it asked for; returns when they have finished.
  ///
  /// Cancelling the caller (the screen going away) cancels the fetch it started.
  public func send(_ intent: ProfileIntent) async {
    let effects = ProfileReducer.reduce(&state, intent)
    for task in effects.map(start) {
      await withTaskCancellationHandler {
        await task.value
      } onCancel: {
        task.cancel()
      }
    }
  }

  /// Starts `effect` in a task of its own, which sends its answer back to the store.
  private func start(_ effect: ProfileEffect) -> Task<Void, Never> {
    // TODO: P6, L1, as `LatestRequest` did: a fetch that the reducer cancels sends nothing back, neither its
    // profile nor its error, even when the server answers it anyway. Only the reducer cancels.
    // FR : P6, L1, comme le faisait `LatestRequest` : un chargement que le reducer annule ne renvoie rien, ni son
    // profil ni son erreur, même si le serveur y répond quand même. Seul le reducer annule.
    Task {
      if let answer = await perform(effect) {
        await send(answer)
      }
    }
  }

  /// Does the work of `effect` and returns its answer as an intent, or nil for work that answers nothing.
  private func perform(_ effect: ProfileEffect) async -> ProfileIntent? {
    switch effect {
    case .fetchProfile:
      // TODO: the effect calls the server and reports what it answered, success or failure, as an intent;
      // what the answer means is the reducer's decision.
      // FR : l'effet appelle le serveur et rapporte ce qu'il a répondu, succès ou échec, sous forme d'intent ; ce que
      // veut dire la réponse, c'est au reducer d'en décider.
      return nil
    case .cancel:
      return nil
    }
  }
}
