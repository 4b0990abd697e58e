// @Environment: values and Observable objects a view inherits from its ancestors.

import Foundation
import Observation

/// Reads a value or an observable object from the view's environment.
@propertyWrapper public struct Environment<Value>: DynamicProperty {
  private let link = EnvironmentLink()
  private let resolve: (EnvironmentValues) -> Value?
  /// The type a non-optional object lookup needs, to name it when it is missing.
  private let requiredObject: Any.Type?

  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    resolve = { $0[keyPath: keyPath] }
    requiredObject = nil
  }

  /// Reads the object of this type that an ancestor gave with `.environment(_:)`. SwiftUI
  /// stops the program when there is none; so does the host, before the body runs.
  public init(_ objectType: Value.Type) where Value: AnyObject, Value: Observable {
    resolve = { $0.objects[ObjectIdentifier(Value.self)] as? Value }
    requiredObject = Value.self
  }

  /// Reads the object of this type if an ancestor gave one, `nil` otherwise.
  public init<T>(_ objectType: T.Type) where Value == T?, T: AnyObject, T: Observable {
    resolve = { .some($0.objects[ObjectIdentifier(T.self)] as? T) }
    requiredObject = nil
  }

  public var wrappedValue: Value {
    guard let environment = link.environment, let value = resolve(environment) else {
      // Installation already reported a missing object and skipped the body, so only a
      // read outside a body (an escaped closure after removal) gets here.
      fatalError(Self.missingMessage(requiredObject ?? Value.self))
    }
    return value
  }

  /// SwiftUI's own message, which names `environmentObject(_:)` even for Observable types.
  static func missingMessage(_ type: Any.Type) -> String {
    "No Observable object of type \(type) found. "
      + "A View.environmentObject(_:) for \(type) may be missing as an ancestor of this view."
  }
}

extension Environment: InstallableProperty {
  func install(in node: Node, key: String) {
    link.environment = node.environment
    if let requiredObject, resolve(node.environment) == nil {
      node.installFailed = true
      node.host.fail(Self.missingMessage(requiredObject))
    }
  }
}

extension Environment: InputComparable {
  /// The environment is compared on its own, by the node.
  func isSameInput(as other: Any) -> Bool { true }
}

extension Environment: @unchecked Sendable where Value: Sendable {}

/// The environment a property was installed with, shared by every copy of the view.
final class EnvironmentLink: @unchecked Sendable {
  private let lock = NSLock()
  private var installed: EnvironmentValues?

  var environment: EnvironmentValues? {
    get { lock.withLock { installed } }
    set { lock.withLock { installed = newValue } }
  }
}
