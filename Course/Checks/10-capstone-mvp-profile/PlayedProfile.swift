// The MVP Profile screen of exercise 10, mounted in a host and played as a UI test plays an app.
// Lesson 05: opening and closing are the view coming on screen and leaving it, as SwiftUI shows and hides it.

import ScreenContract
import SwiftUISubset
import TestSupport

@testable import Exercise10

/// The exercise's app over a source: each gesture acts on what the view rendered, found by its
/// accessibility identifier, and the screen is read back the same way, as the lab reads an app.
@MainActor
final class PlayedProfile {
  private let views: HostedViews

  /// Mounts `root` with its window covered: the screen is not open yet.
  init(_ root: some View, server: FakeServer) {
    views = HostedViews(covered: root, server: server)
  }

  /// The screen comes on screen.
  func open() async { await views.play { try self.views.host.setOnScreen(true) } }
  /// Pull to refresh.
  func refresh() async { await views.play { try self.views.host.pullToRefresh() } }
  /// A tap on Retry.
  func retry() async { await views.play { _ = try self.views.host.tap(AccessibilityID.Profile.retry) } }
  /// The screen goes away, as SwiftUI takes a view off screen: its `.task` is cancelled, then its
  /// `onDisappear` runs.
  func close() async { await views.play { try self.views.host.setOnScreen(false) } }

  /// Runs `telling`, which tells the display what to show as the presenter does, and renders.
  func render(after telling: @escaping @MainActor () -> Void) async { await views.play(telling) }

  /// What the screen shows, read off the rendered tree.
  var screen: ProfileScreen { views.screens.profile }
}
