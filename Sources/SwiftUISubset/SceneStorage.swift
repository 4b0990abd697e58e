// @SceneStorage: a value kept by the scene, shared by key, restored when a view installs it.

import Foundation
import Observation

/// A value stored in the scene under a key. Every `@SceneStorage` with the same key in the
/// scene shares it; a view inserted later starts from the stored value, not its default.
@propertyWrapper public struct SceneStorage<Value>: DynamicProperty {
  let key: String
  let defaultValue: Value
  let encode: (Value) -> (any Sendable)?
  let decode: (any Sendable) -> Value?
  let link = StorageLink<SceneStorageInstallation>()

  init(
    key: String, defaultValue: Value, encode: @escaping (Value) -> (any Sendable)?,
    decode: @escaping (any Sendable) -> Value?
  ) {
    self.key = key
    self.defaultValue = defaultValue
    self.encode = encode
    self.decode = decode
  }

  public var wrappedValue: Value {
    get {
      guard let stored = link.box?.read() else { return defaultValue }
      return decode(stored) ?? defaultValue
    }
    nonmutating set {
      // Dropped before installation and after removal (Apple is silent; conservative).
      link.box?.write(encode(newValue))
    }
  }

  public var projectedValue: Binding<Value> {
    Binding(get: { wrappedValue }, set: { wrappedValue = $0 })
  }
}

// MARK: - Apple's initialisers

extension SceneStorage {
  private init(plain defaultValue: Value, _ key: String) where Value: Sendable {
    self.init(key: key, defaultValue: defaultValue, encode: { $0 }, decode: { $0 as? Value })
  }

  private init<Stored: Sendable>(optional key: String, as: Stored.Type) where Value == Stored? {
    self.init(key: key, defaultValue: nil, encode: { $0 }, decode: { $0 as? Stored })
  }

  public init(wrappedValue: Value, _ key: String) where Value == Bool { self.init(plain: wrappedValue, key) }
  public init(wrappedValue: Value, _ key: String) where Value == Int { self.init(plain: wrappedValue, key) }
  public init(wrappedValue: Value, _ key: String) where Value == Double {
    self.init(plain: wrappedValue, key)
  }
  public init(wrappedValue: Value, _ key: String) where Value == String {
    self.init(plain: wrappedValue, key)
  }
  public init(wrappedValue: Value, _ key: String) where Value == URL { self.init(plain: wrappedValue, key) }
  public init(wrappedValue: Value, _ key: String) where Value == Data { self.init(plain: wrappedValue, key) }

  public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {
    self.init(
      key: key, defaultValue: wrappedValue, encode: { $0.rawValue }, decode: { ($0 as? Int).flatMap(Value.init) })
  }

  public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {
    self.init(
      key: key, defaultValue: wrappedValue, encode: { $0.rawValue }, decode: { ($0 as? String).flatMap(Value.init) })
  }

  public init(_ key: String) where Value == Bool? { self.init(optional: key, as: Bool.self) }
  public init(_ key: String) where Value == Int? { self.init(optional: key, as: Int.self) }
  public init(_ key: String) where Value == Double? { self.init(optional: key, as: Double.self) }
  public init(_ key: String) where Value == String? { self.init(optional: key, as: String.self) }
  public init(_ key: String) where Value == URL? { self.init(optional: key, as: URL.self) }
  public init(_ key: String) where Value == Data? { self.init(optional: key, as: Data.self) }

  public init<R: RawRepresentable>(_ key: String) where Value == R?, R.RawValue == Int {
    self.init(key: key, defaultValue: nil, encode: { $0?.rawValue }, decode: { ($0 as? Int).flatMap(R.init) })
  }

  public init<R: RawRepresentable>(_ key: String) where Value == R?, R.RawValue == String {
    self.init(key: key, defaultValue: nil, encode: { $0?.rawValue }, decode: { ($0 as? String).flatMap(R.init) })
  }
}

extension SceneStorage: @unchecked Sendable where Value: Sendable {}

extension SceneStorage: InstallableProperty {
  func install(in node: Node, key: String) {
    let installation =
      node.storage[key] as? SceneStorageInstallation
      ?? {
        let created = SceneStorageInstallation(node.host.scene.box(for: self.key))
        node.storage[key] = created
        return created
      }()
    link.box = installation
  }
}

extension SceneStorage: InputComparable {
  func isSameInput(as other: Any) -> Bool { true }
}

/// One view's installation of a scene value: it reads and writes the scene's box while the
/// view is in the tree.
final class SceneStorageInstallation: Installation, @unchecked Sendable {
  private let lock = NSLock()
  private let box: SceneValueBox
  private var isAlive = true

  init(_ box: SceneValueBox) { self.box = box }

  func read() -> (any Sendable)? { box.value }

  func write(_ value: (any Sendable)?) {
    guard lock.withLock({ isAlive }) else { return }
    box.value = value
  }

  func invalidate() { lock.withLock { isAlive = false } }
}

/// A scene's value for one key; observable, so every view that reads it re-renders.
final class SceneValueBox: Observable, @unchecked Sendable {
  private let lock = NSLock()
  private var stored: (any Sendable)?
  private let registrar = ObservationRegistrar()

  init(_ value: (any Sendable)?) { stored = value }

  var value: (any Sendable)? {
    get {
      registrar.access(self, keyPath: \.value)
      return lock.withLock { stored }
    }
    set {
      registrar.withMutation(of: self, keyPath: \.value) { lock.withLock { stored = newValue } }
    }
  }
}

/// The scene's storage: what `@SceneStorage` reads and writes, by key.
@MainActor final class SceneStore {
  private var boxes: [String: SceneValueBox] = [:]

  init(restoring values: [String: any Sendable]) {
    for (key, value) in values { boxes[key] = SceneValueBox(value) }
  }

  func box(for key: String) -> SceneValueBox {
    if let box = boxes[key] { return box }
    let box = SceneValueBox(nil)
    boxes[key] = box
    return box
  }

  var snapshot: [String: any Sendable] {
    boxes.compactMapValues { $0.value }
  }
}
