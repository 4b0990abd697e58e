// Exercise 10: the MVP Profile app: a view, its display, its presenter and a source, in a tab. Nothing to change here.
// Lesson 05; the tests' driver hands `MVPProfile.app` to the lab, which plays it as it plays the other architectures.

import ScreenContract
import SwiftUISubset

/// Builds the Profile screen in MVP.
public enum MVPProfile {
  /// The app: the Profile screen in its tab, over a presenter that fetches from `source`.
  ///
  /// The app holds the display and the presenter, so they outlive every view that shows them;
  /// the presenter holds its display weakly, as an MVP presenter holds its view.
  @MainActor
  public static func app(source: any ProfileSource) -> ProfileApp {
    let content = ProfileScreenContent()
    let presenter = ProfilePresenter(source: source)
    presenter.display = content
    return ProfileApp(content: content, presenter: presenter)
  }
}

/// The app's root view: one tab, the Profile screen.
public struct ProfileApp: View {
  let content: ProfileScreenContent
  let presenter: ProfilePresenter
  @State private var tab = 0

  public var body: some View {
    TabView(selection: Binding(get: { tab }, set: select)) {
      ProfileScreenView(content: content, presenter: presenter)
        .tabItem { Label("Profile", systemImage: "person").accessibilityIdentifier(AccessibilityID.Tab.profile) }
        .tag(0)
    }
  }

  /// A tap on the tab already on screen opens the screen again: its view stays, so no `.task`
  /// starts, and the presenter hears that it appeared.
  private func select(_ tapped: Int) {
    Task { await presenter.viewAppeared() }
  }
}
