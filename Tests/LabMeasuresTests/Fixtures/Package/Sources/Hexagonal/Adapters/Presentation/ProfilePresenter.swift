// A miniature presenter.
@Observable
final class ProfilePresenter {
  struct State {
    var isLoading = false
    var name: String?
  }

  private(set) var state = State()

  // snippet.fixture-hexagonal-refresh (P4)
  func refresh() {
    state.isLoading = true
  }
  // snippet.end

  func show(_ loaded: String) {
    state.name = loaded
    state.isLoading = false
  }
}
