// Connects a view's dynamic properties (@State, @Environment, @SceneStorage) to the storage
// of the node that shows it, before its body runs.

@_spi(Reflection) import Swift

/// A dynamic property that the host connects to its node's storage.
@MainActor protocol InstallableProperty {
  func install(in node: Node, key: String)
}

/// Storage that must refuse writes once its view is removed.
protocol Installation: AnyObject {
  @MainActor func invalidate()
}

/// Finds a view's dynamic properties from its type's layout, as SwiftUI does. The properties hold
/// a reference (a link) that the host points at the node's storage, so the copy read here and the
/// view that runs `body` see the same storage.
@MainActor enum PropertyInstaller {
  static func install(_ view: any View, in node: Node) {
    func open<V: View>(_ view: V) {
      let steps = plan(for: V.self)
      guard !steps.isEmpty else { return }
      withUnsafeBytes(of: view) { bytes in
        guard let base = bytes.baseAddress else { return }
        for step in steps { step.install(base, node) }
      }
    }
    open(view)
  }

  /// One property to install: where it lies in the view's storage, and what installs it.
  private struct Step {
    let install: @MainActor (UnsafeRawPointer, Node) -> Void
  }

  /// Each view type's properties to install, found once per type: which properties a view has
  /// is a fact of its declaration, the same for every value, so its values are not reflected
  /// each time a body runs. Offsets come from the standard library's `_forEachField`.
  private static var plans: [ObjectIdentifier: [Step]] = [:]

  private static func plan(for type: Any.Type) -> [Step] {
    let key = ObjectIdentifier(type)
    if let known = plans[key] { return known }
    let steps = steps(for: type, offset: 0, prefix: "")
    plans[key] = steps
    return steps
  }

  /// The steps for the stored properties of `type`, a struct lying at `offset` in the view, named
  /// under `prefix`. A custom `DynamicProperty` is looked into: the properties it is made of are
  /// installed, under its name.
  private static func steps(for type: Any.Type, offset: Int, prefix: String) -> [Step] {
    var steps: [Step] = []
    _ = _forEachField(of: type, options: []) { name, fieldOffset, fieldType, kind in
      guard kind == .struct else { return true }
      let key = prefix + String(cString: name)
      let at = offset + fieldOffset
      if let property = fieldType as? any InstallableProperty.Type {
        steps.append(step(property, at: at, key: key))
      } else if fieldType is any DynamicProperty.Type {
        steps += Self.steps(for: fieldType, offset: at, prefix: key + ".")
      }
      return true
    }
    return steps
  }

  private static func step<P: InstallableProperty>(_: P.Type, at offset: Int, key: String) -> Step {
    Step { base, node in base.load(fromByteOffset: offset, as: P.self).install(in: node, key: key) }
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
