// Exercise 12: the store that owns the Name screen's state and runs the work the reducer asks for.
// Lesson 02 (MVI): what the view model awaited itself, the store now does, and brings each answer back as an intent.

import Observation

/// Owns the Name state, takes every intent through ``send(_:)``, and runs the effects.
@MainActor
@Observable
public final class NameStore {
  /// What the screen shows. Anyone can read it; only ``send(_:)`` changes it.
  public private(set) var state: NameState

  // TODO: stretch (README): the journal holds every intent the reducer applied, in the order it applied them.
  // FR : pour aller plus loin (README) : le journal contient chaque intent que le reducer a appliqué, dans l'ordre où
  // il les a appliqués.
  /// Stretch: every intent the reducer applied, in order.
  @ObservationIgnored public private(set) var journal: [NameIntent] = []

  @ObservationIgnored private let api: any NameAPI

  public init(initialState: NameState = NameState(), api: any NameAPI) {
    self.state = initialState
    self.api = api
  }

  /// Applies `intent`, then runs the effects it asked for; returns when they have finished.
  public func send(_ intent: NameIntent) async {
    // TODO: the reducer decides; the store carries out each effect, as the view model's `await`s did, and sends
    // each answer back.
    // FR : le reducer décide ; le store exécute chaque effet, comme le faisaient les `await` du view model, et
    // renvoie chaque réponse.
    _ = NameReducer.reduce(&state, intent)
  }
}
