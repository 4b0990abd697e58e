// An architecture's SwiftUI views played as a UI test plays an app: mounted in a ViewHost, each gesture run
// through the fake server, each screen read back by accessibility identifier.

import ScreenContract
import ScreenReading
import SwiftUISubset
import Testing

/// A view mounted in a `ViewHost`, whose gestures run through a ``FakeServer``: each returns once the
/// work it started has ended or waits on an answer the test holds, as `server.run` promises.
@MainActor
public final class HostedViews {
  public let host: ViewHost
  private let server: FakeServer
  private var group = 0

  /// Mounts `root` as a gesture of `server`, so that what its `.task` asks for is the test's to answer.
  ///
  /// - Parameter onScreen: False leaves the window covered, no screen open: putting it on screen
  ///   (`host.setOnScreen(true)`) is then the test's first gesture.
  public convenience init(_ root: some View, server: FakeServer, onScreen: Bool = true) async {
    self.init(covered: root, server: server)
    if onScreen { await play { try self.host.setOnScreen(true) } }
  }

  /// Mounts `root` with its window covered, no screen open, as an app before its first screen shows.
  /// `server` is where the gestures that name none run.
  public init(covered root: some View, server: FakeServer) {
    self.server = server
    host = ViewHost(root, onScreen: false)
    // The fake server tells the test what waits on it; the host only renders, and never waits.
    host.isWaitingOnHeldAnswer = { _ in true }
  }

  /// Runs `action` as a gesture of `server` (by default, the one the views were mounted with);
  /// returns when the work it started has ended or waits.
  public func play(on server: FakeServer? = nil, _ action: @escaping @MainActor () throws -> Void) async {
    group += 1
    let group = group
    let server = server ?? self.server
    await server.run { [self] in
      // A request held is not enough to settle: what the work changed before it must show too.
      server.renders { self.host.needsRender }
      await WorkGroup.$current.withValue(group) {
        #expect(throws: Never.self) { try action() }
        while true {
          await host.settle()
          server.changed()
          let seen = host.progress
          guard host.hasLiveWork(inGroup: group) else { return }
          await host.waitForProgress(after: seen)
        }
      }
    }
    await host.settle()
  }

  /// The screens as the views render them now, read as the lab reads them.
  public var screens: RenderedScreens { RenderedScreens(host: host) }

  /// The element with this identifier, on screen or alive off it.
  public func element(_ identifier: String) -> Element? {
    host.tree.element(identifier: identifier)
  }

  /// The label of the element with this identifier.
  public func text(_ identifier: String) -> String? { element(identifier)?.label }

  /// The value of the control with this identifier: a field's text.
  public func value(_ identifier: String) -> String? { element(identifier)?.value }

  /// The rows' titles, in order.
  public var rowTitles: [String] {
    host.tree.allElements.filter { $0.identifier == AccessibilityID.Todos.rowTitle }.compactMap(\.label)
  }

  /// Which of the rows show the saving mark.
  public var savingRows: [String] {
    host.tree.allElements.filter { $0.identifier == AccessibilityID.Todos.row }
      .filter { $0.element(identifier: AccessibilityID.Todos.rowSaving) != nil }
      .compactMap { $0.element(identifier: AccessibilityID.Todos.rowTitle)?.label }
  }
}
