// The registry: every architecture the runner plays, in the order it shows them.

/// The architectures `archlab` knows, in display order.
///
/// Registering a driver here is all it takes for the runner, the conformance
/// tests and every command to play it.
public enum Architectures {
  @MainActor public static let all: [any Driver.Type] = [
    MVIDriver.self,
    MVVMDriver.self,
    MVVMImperativeDriver.self,
    HexagonalDriver.self,
  ]

  /// The driver named `name`, if one is registered.
  @MainActor public static func named(_ name: String) -> (any Driver.Type)? {
    all.first { $0.name == name }
  }
}
