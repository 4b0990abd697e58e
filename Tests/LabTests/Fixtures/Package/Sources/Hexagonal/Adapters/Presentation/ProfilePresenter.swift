// A miniature presenter.
final class ProfilePresenter {
  private var isLoading = false
  private var name: String?

  // snippet.fixture-hexagonal-refresh
  func refresh() {
    isLoading = true
  }
  // snippet.end

  func show(_ loaded: String) {
    name = loaded
    isLoading = false
  }
}
