// The Profile screen drawn the imperative way, as a UIKit view controller does: it subscribes
// to the view model and updates its own screen in `render(_:)`. The app draws with SwiftUI, so
// nothing plays this one but its tests: read in lesson 03 (MVVM), beside ProfileView, the same
// screen drawn the declarative way, over the same view model.

import Observation
import ScreenContract
import SharedModel

/// The Profile screen in the manner of UIKit: the controller owns what is on
/// screen, and changes it step by step when it learns that the state changed.
///
/// With `@Observable` there is no `$state` publisher to subscribe to with
/// Combine (which Linux does not have anyway): Observation's
/// `withObservationTracking` does the subscribing here. UIKit on iOS 26 does
/// the same by itself for what `updateProperties()` and layout read.
@MainActor
public final class ProfileViewController {
  private let viewModel: ProfileViewModel
  /// What the controller's widgets show: it stands in for UIKit's spinner and
  /// labels. `render` sets its parts one by one, as UIKit code calls
  /// `activityIndicator.startAnimating()` or sets `nameLabel.text`.
  private var display = ProfileScreen()
  /// Whether the view model changed since the last render. Nothing is drawn yet.
  private var needsRender = true

  public init(viewModel: ProfileViewModel) {
    self.viewModel = viewModel
  }

  /// What the widgets show, brought up to date first if the state changed.
  public var screen: ProfileScreen {
    renderIfNeeded()
    return display
  }

  /// `viewWillAppear(_:)`.
  public func open() async {
    await viewModel.loadIfNeeded()
  }

  /// The refresh control's `valueChanged` action.
  public func refresh() async {
    await viewModel.refresh()
  }

  /// The Retry button's `touchUpInside` action.
  public func retry() async {
    await viewModel.retry()
  }

  /// `viewWillDisappear(_:)`.
  public func close() async {
    viewModel.stopLoading()
  }

  // snippet.mvvm-set-needs-render
  /// Notes that the screen is out of date, as `setNeedsLayout()` does: it draws nothing yet.
  private func setNeedsRender() {
    needsRender = true
  }

  /// Renders now if the state changed since the last render, as `layoutIfNeeded()` does, and
  /// subscribes again: `onChange` fires once, before the new value is stored, so it only marks
  /// the screen, and the next read of ``screen`` draws the new state.
  private func renderIfNeeded() {
    guard needsRender else { return }
    needsRender = false
    withObservationTracking {
      render(viewModel.state)
    } onChange: { [weak self] in
      // The view model is @MainActor: its changes, and so this call, happen on the main actor.
      MainActor.assumeIsolated { self?.setNeedsRender() }
    }
  }
  // snippet.end

  // snippet.mvvm-profile-render
  /// Updates every widget for `state`, step by step.
  ///
  /// Every case sets every widget. An imperative screen keeps whatever it was
  /// last told, so a widget that one case forgets keeps showing an older state:
  /// a `render` that sets the error label on failure but never clears it would
  /// still show the error after a successful Retry. The declarative
  /// ``ProfileView`` cannot make that mistake: it builds its screen anew each time.
  private func render(_ state: ProfileViewState) {
    switch state {
    case .idle:
      display.isLoading = false
      show(nil)
      display.error = nil
    case .loading(let previous):
      display.isLoading = true
      show(previous)
      display.error = nil
    case .loaded(let profile):
      display.isLoading = false
      show(profile)
      display.error = nil
    case .error(let message, let previous):
      display.isLoading = false
      show(previous)
      display.error = message
    }
  }

  private func show(_ profile: Profile?) {
    display.name = profile?.name
    display.email = profile?.email
  }
  // snippet.end
}
