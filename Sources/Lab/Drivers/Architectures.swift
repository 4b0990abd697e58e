// The registry: every architecture the runner plays, in the order it shows them.

import LabEngine
import LabNarration
import ScreenContract

/// The architectures `archlab` knows, in display order.
///
/// Registering a driver here is all it takes for the runner, the conformance
/// tests and every command to play it.
@MainActor
public enum Architectures {
  /// Every architecture; with a narrator, each tells it its inside story.
  public static func all(narrator: Narrator? = nil) -> [Architecture] {
    [
      MVIDriver.architecture(narrator: narrator),
      MVVMDriver.architecture(.declarative, narrator: narrator),
      MVVMDriver.architecture(.imperative, narrator: narrator),
      HexagonalDriver.architecture(narrator: narrator),
    ]
  }

  /// The Todos screen's view of an app the drivers made, as the parts a SwiftUI view would
  /// draw: what `archlab bench` watches to count redraws.
  public static func todosParts(of driver: any Driver) -> (any TodosScreenParts)? {
    (driver.todos as? TodosHost)?.currentView as? any TodosScreenParts
  }

  /// The architecture named `name`, if one is registered.
  public static func named(_ name: String, narrator: Narrator? = nil) -> Architecture? {
    all(narrator: narrator).first { $0.name == name }
  }
}
