// Exercise 10, solved: the Profile screen in MVP, a passive view drawn by SwiftUI.
// Lesson 05: the lab plays it as it plays MVI, MVVM, Hexagonal and MV, through what it renders.

import Observation
import ScreenContract
import SwiftUISubset

/// What the Profile screen shows: what the presenter last told it, and nothing else.
///
/// The presenter's display. A SwiftUI view is a value, made again and again, that the presenter
/// can't hold; this object stays, the presenter tells it what to show, and the view draws it.
/// It holds no logic at all: no `if`, nothing of its own beyond what it shows.
@MainActor
@Observable
public final class ProfileScreenContent: ProfileDisplay {
  public private(set) var isLoading = false
  public private(set) var name: String?
  public private(set) var email: String?
  public private(set) var error: String?

  public init() {}

  public func showLoading(_ isLoading: Bool) { self.isLoading = isLoading }

  public func show(name: String, email: String) {
    self.name = name
    self.email = email
  }

  public func showError(_ message: String?) { error = message }
}

/// Draws what the presenter said, and hands every gesture to the presenter.
public struct ProfileScreenView: View {
  let content: ProfileScreenContent
  let presenter: ProfilePresenter

  public init(content: ProfileScreenContent, presenter: ProfilePresenter) {
    self.content = content
    self.presenter = presenter
  }

  public var body: some View {
    VStack {
      if content.isLoading {
        ProgressView().accessibilityIdentifier(AccessibilityID.Profile.loading)
      }
      if let name = content.name, let email = content.email {
        Text(name).font(.title).accessibilityIdentifier(AccessibilityID.Profile.name)
        Text(email).foregroundStyle(.secondary).accessibilityIdentifier(AccessibilityID.Profile.email)
      }
      if let error = content.error {
        Text(error).foregroundStyle(.red).accessibilityIdentifier(AccessibilityID.Profile.error)
      }
      // A button's action can't await: it starts a task.
      Button("Retry") { Task { await presenter.retryRequested() } }
        .accessibilityIdentifier(AccessibilityID.Profile.retry)
    }
    .accessibilityIdentifier(AccessibilityID.Profile.screen)
    .task { await presenter.viewAppeared() }
    .refreshable { await presenter.refreshRequested() }
    .onDisappear { presenter.viewDisappeared() }
  }
}
