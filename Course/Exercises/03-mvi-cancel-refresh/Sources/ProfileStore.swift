// Exercise 03: the store that runs the Profile reducer's effects, where the latest refresh must win.
// Lesson 02 (MVI), and lesson 06 (concurrency pitfalls) on answers that arrive out of order.

import SharedModel

/// Owns the Profile state, takes every intent through ``send(_:)``, and runs the effects the reducer asks for.
@MainActor
public final class ProfileStore {
  /// What the screen shows. Only ``send(_:)`` changes it.
  public private(set) var state: ProfileState

  private let api: any ProfileAPI
  // TODO: P6, the latest request wins: however many refreshes overlap, only the latest fetch is still wanted,
  // and the request of every fetch it replaced is cancelled.
  // FR : P6, la dernière requête gagne : quel que soit le nombre de rafraîchissements qui se chevauchent, seul le
  // dernier chargement est encore attendu, et la requête de chaque chargement qu'il a remplacé est annulée.

  public init(initialState: ProfileState = ProfileState(), api: any ProfileAPI) {
    self.state = initialState
    self.api = api
  }

  /// Applies `intent`, then runs the effects it asked for; returns when they have finished.
  ///
  /// Cancelling the task that called it cancels that work.
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
    // TODO: P6: once this fetch starts, the one it replaces is no longer wanted, and its request must stop.
    // FR : P6 : dès que ce chargement démarre, celui qu'il remplace n'est plus attendu, et sa requête doit s'arrêter.
    let task = Task {
      let answer = await perform(effect)
      // TODO: P6: the answer of a fetch that was replaced or cancelled must never reach the reducer, neither a
      // profile nor an error, even when the server answers it anyway.
      // FR : P6 : la réponse d'un chargement remplacé ou annulé ne doit jamais arriver jusqu'au reducer, ni profil ni
      // erreur, même si le serveur y répond quand même.
      await send(answer)
    }
    return task
  }

  /// Does the work of `effect` and returns its answer as an intent.
  private func perform(_ effect: ProfileEffect) async -> ProfileIntent {
    switch effect {
    case .fetchProfile:
      do {
        return .profileLoaded(.success(try await api.fetchProfile()))
      } catch {
        return .profileLoaded(.failure(error))
      }
    }
  }
}
