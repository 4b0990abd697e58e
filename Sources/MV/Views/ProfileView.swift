// The Profile screen the plain SwiftUI way: a view that reads the app's ProfileModel from the environment
// and calls it. No view model: what the screen shows, and the words of a failure, are decided here.

import ScreenContract
import SharedModel

// snippet.mv-profile-view
/// The Profile screen: reads ``ProfileModel`` from the environment and calls it.
///
/// The error line is the screen's, and the root keeps it (``AppView``): the view writes
/// it through a binding. The message is the view's choice: the model says a fetch
/// failed, the view says how.
public struct ProfileView: View {
  @Environment(ProfileModel.self) private var model
  @Binding var error: String?

  public init(error: Binding<String?>) {
    _error = error
  }

  public var body: some View {
    VStack {
      if model.isFetching {
        ProgressView().accessibilityIdentifier(AccessibilityID.Profile.loading)
      }
      if let profile = model.profile {
        Text(profile.name).font(.title).accessibilityIdentifier(AccessibilityID.Profile.name)
        Text(profile.email).foregroundStyle(.secondary).accessibilityIdentifier(AccessibilityID.Profile.email)
      }
      if let error {
        Text(error).foregroundStyle(.red).accessibilityIdentifier(AccessibilityID.Profile.error)
      }
      // A button's action cannot await: it starts a task, which outlives the view (P5).
      Button("Retry") { Task { await Self.load(model, error: $error) } }
        .accessibilityIdentifier(AccessibilityID.Profile.retry)
    }
    .accessibilityIdentifier(AccessibilityID.Profile.screen)
    // Started when the screen appears, cancelled when it goes: the load is the screen's (P1, L1).
    .task { await Self.loadIfNeeded(model, error: $error) }
    // The profile shown stays while it loads (P4).
    .refreshable { await Self.load(model, error: $error) }
    // A load started by Retry or a pull is not the `.task`'s: the model stops it too (L1).
    .onDisappear { model.stopFetching() }
  }
}
// snippet.end

// snippet.mv-profile-view-load (P6)
extension ProfileView {
  /// Opening the screen: fetches unless a profile is shown or on its way (P1, P2).
  static func loadIfNeeded(_ model: ProfileModel, error: Binding<String?>) async {
    guard model.profile == nil, !model.isFetching else { return }
    await load(model, error: error)
  }

  /// Fetches, clearing the error line while it loads, and shows the failure of the latest
  /// fetch only: a dropped fetch writes nothing (P5, P6).
  static func load(_ model: ProfileModel, error: Binding<String?>) async {
    error.wrappedValue = nil
    if await model.fetch() == .failed {
      error.wrappedValue = UserMessage.profileLoadFailed
    }
  }
}
// snippet.end
