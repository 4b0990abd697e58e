// The registry: every architecture the runner plays, in the order it shows them.

import LabEngine
import LabNarration
import ScreenContract
import SwiftUISubset

/// The architectures `archlab` knows, in display order.
///
/// Registering a driver here is all it takes for the runner, the conformance
/// tests and every command to play it.
@MainActor
public enum Architectures {
  /// Every architecture. Each tells its inside story to the run's `Narrator`, when the engine has one
  /// among its observers (`DriverContext.observer(_:)`).
  public static func all() -> [Architecture] {
    [
      MVIDriver.architecture,
      MVVMDriver.architecture,
      HexagonalDriver.architecture,
      MVDriver.architecture,
    ]
  }

  /// For an app played through its rendered views, the views a gesture evaluated, each counted
  /// once: what `archlab bench` counts as its redraws.
  public static func evaluatedViews(
    of driver: any Driver
  ) -> (mark: () -> Void, read: () -> [String: Int])? {
    guard let hosted = driver as? HostedDriver else { return nil }
    let host = hosted.host
    return ({ host.markEvaluatedViews() }, { host.viewsEvaluatedSinceMark })
  }
}

extension Architecture {
  /// An architecture whose app is SwiftUI views: `root` builds the app over the scripted server of
  /// each run, and the lab plays its root view as a UI test plays an app, as it plays MVI, MVVM,
  /// Hexagonal and MV. The root shows each screen with the accessibility identifiers that
  /// Scenarios/README.md lists; a tab it doesn't have reads as an empty screen.
  public static func app<Root: View>(
    name: String, summary: String, root: @escaping @MainActor @Sendable (DriverContext) -> Root
  ) -> Architecture {
    Architecture(name: name, summary: summary) { context in
      HostedDriver(root(context), server: context.server, narrator: context.observer(Narrator.self))
    }
  }
}
