// A miniature view that keeps its own error line, measured by the compare tests.

final class ProfileView {
  @SceneStorage("profile.error") private var error: String?
  let model = ProfileModel()

  func refresh() {
    error = nil
    _ = model.fetch()
  }
}
