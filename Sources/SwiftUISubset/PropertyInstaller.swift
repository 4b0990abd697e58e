// Connects a view's dynamic properties (@State, @Environment, @SceneStorage) to the storage
// of the node that shows it, before its body runs.

/// A dynamic property that the host connects to its node's storage.
@MainActor protocol InstallableProperty {
  func install(in node: Node, key: String)
}

/// Storage that must refuse writes once its view is removed.
protocol Installation: AnyObject {
  @MainActor func invalidate()
}

/// Finds a view's dynamic properties by reflection, as SwiftUI does with the view's layout.
/// The properties hold a reference (a link) that the host points at the node's storage, so
/// the copy Mirror hands out and the view that runs `body` see the same storage.
@MainActor enum PropertyInstaller {
  static func install(_ view: any View, in node: Node) {
    install(Mirror(reflecting: view), prefix: "", in: node)
  }

  private static func install(_ mirror: Mirror, prefix: String, in node: Node) {
    for (index, child) in mirror.children.enumerated() {
      let key = prefix + (child.label ?? "#\(index)")
      if let property = child.value as? any InstallableProperty {
        property.install(in: node, key: key)
      } else if child.value is any DynamicProperty {
        // A custom DynamicProperty: install the properties it is made of.
        install(Mirror(reflecting: child.value), prefix: key + ".", in: node)
      }
    }
  }
}

/// A property that SwiftUI updates before it evaluates the body of the view that holds it.
///
/// The subset installs the `@State`, `@Environment` and `@SceneStorage` properties a custom
/// dynamic property is made of; it does not call `update()`.
public protocol DynamicProperty {
  mutating func update()
}

extension DynamicProperty {
  public mutating func update() {}
}
