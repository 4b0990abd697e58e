// The registry: every architecture the runner plays, in the order it shows them.

import LabEngine
import ScreenContract

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
