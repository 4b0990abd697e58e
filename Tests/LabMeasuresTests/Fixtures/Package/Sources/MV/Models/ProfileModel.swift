// A miniature app model, measured by the compare tests.

@Observable
final class ProfileModel {
  private(set) var profile: String?
  private(set) var isFetching = false

  // snippet.fixture-mv-fetch (P4)
  func fetch() -> Bool {
    isFetching = true
    return true
  }
  // snippet.end
}
