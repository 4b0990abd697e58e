// A miniature view model, measured by the compare tests.

protocol ProfileService {
  func fetch() async throws -> String
}

@Observable
final class ProfileViewModel {
  private(set) var state = "idle"

  // snippet.fixture-mvvm-refresh (P4)
  func refresh() {
    state = "loading"
  }

  func finish(with name: String) {
    state = "loaded \(name)"  // a trailing comment
  }
  // snippet.end
}
