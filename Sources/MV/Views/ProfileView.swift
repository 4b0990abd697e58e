// The Profile screen the plain SwiftUI way: a view that reads the app's ProfileModel and calls it,
// and keeps its own error line in the scene. No view model: what the screen shows is decided here.

import ScreenContract
import SharedModel

// snippet.mv-profile-view
/// The Profile screen: reads ``ProfileModel`` from the environment, and keeps
/// the one thing that is the screen's own, its error line.
///
/// In SwiftUI:
///
///     struct ProfileView: View {
///       @Environment(ProfileModel.self) private var model
///       @SceneStorage("profile.error") private var error: String?
///
///       var body: some View {
///         VStack {
///           if model.isFetching { ProgressView() }
///           if let profile = model.profile {
///             Text(profile.name).font(.title.bold())
///             Text(profile.email).foregroundStyle(.secondary)
///           }
///           if let error {
///             Text(error).foregroundStyle(.red)
///             Button("Retry") { Task { await load() } }
///           }
///         }
///         .task { if model.profile == nil, !model.isFetching { await load() } }
///         .refreshable { await load() }
///         .onDisappear { model.stopFetching() }
///       }
///     }
///
/// The message is the view's choice: the model says a fetch failed, the view
/// says how. A later view over another model would word it its own way.
@MainActor
public final class ProfileView: ProfileUserInterface {
  private let model: ProfileModel
  @SceneStorage private var error: String?

  public init(model: ProfileModel, scene: SceneValues) {
    self.model = model
    _error = SceneStorage(wrappedValue: nil, Key.error, in: scene)
  }

  /// The scene's key of the view's own state.
  public enum Key {
    public static let error = "profile.error"
  }

  public var screen: ProfileScreen {
    ProfileScreen(isLoading: model.isFetching, name: model.profile?.name, email: model.profile?.email, error: error)
  }

  /// `.task`: fetches unless a profile is shown or on its way (P1, P2).
  public func open() async {
    guard model.profile == nil, !model.isFetching else { return }
    await load()
  }

  /// `.refreshable`: the profile shown stays while it loads (P4).
  public func refresh() async {
    await load()
  }

  /// The Retry button: like a refresh, and the error goes while it loads (P5).
  public func retry() async {
    await load()
  }

  /// `.onDisappear`: the fetch on its way stops; what is shown stays (L1).
  public func close() async {
    model.stopFetching()
  }
}
// snippet.end

// snippet.mv-profile-view-load
extension ProfileView {

  /// Fetches, and shows the failure of the latest fetch only: a dropped fetch writes nothing (P6).
  private func load() async {
    error = nil
    if await model.fetch() == .failed {
      error = UserMessage.profileLoadFailed
    }
  }
}
// snippet.end
