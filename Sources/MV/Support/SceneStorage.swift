// SceneStorage: the lab's stand-in for SwiftUI's @SceneStorage, where a view keeps the state of its own
// that must outlive it: what is typed, the filter picked, the error line.

import Observation

// snippet.mv-scene-storage
/// A view's own state, kept by the scene rather than by the view: SwiftUI's `@SceneStorage`.
///
/// SwiftUI gives a view two homes for state of its own. `@State` lives as long
/// as the view: leave the screen and it is gone. `@SceneStorage` is kept by the
/// window the view is in, under a key, and a view made again later reads it
/// back. The spec wants what the user typed, the filter and the error line to be
/// there when the user comes back (L3), and an answer that lands while the
/// screen is away to reach them (L2), so the plain way keeps them here, not in
/// `@State` and not in the app's models, which hold data, not screens.
///
/// In SwiftUI:
///
///     @SceneStorage("todos.field") private var field = ""
///
/// Here a view is a class made by the lab, so the scene is handed to it and
/// the wrapper is made in its `init`. Each key is observed on its own, as each
/// `@State` is in SwiftUI: typing redraws what reads the field, and only that.
@MainActor
@propertyWrapper
public struct SceneStorage<Value: Equatable & Sendable> {
  private let box: SceneValue<Value>

  /// The value under `key` in `scene`, or `wrappedValue` if the scene has none yet.
  public init(wrappedValue: Value, _ key: String, in scene: SceneValues) {
    box = scene.value(key, default: wrappedValue)
  }

  public var wrappedValue: Value {
    get { box.value }
    nonmutating set { box.value = newValue }
  }
}

/// What one scene keeps for its views, by key. The app makes one per window; it goes when the app ends.
@MainActor
public final class SceneValues {
  private var values: [String: AnyObject] = [:]

  public init() {}

  fileprivate func value<Value: Equatable>(_ key: String, default value: Value) -> SceneValue<Value> {
    if let stored = values[key] as? SceneValue<Value> { return stored }
    let stored = SceneValue(value)
    values[key] = stored
    return stored
  }
}

/// One key's value, observed on its own. Equatable, so setting the value it holds already tells no
/// one, as for any `Equatable` stored property of an `@Observable` class
/// (`ObservationFactsTests.settingAnEqualValueTellsNoOne`).
@MainActor
@Observable
private final class SceneValue<Value: Equatable> {
  var value: Value

  init(_ value: Value) {
    self.value = value
  }
}
// snippet.end
