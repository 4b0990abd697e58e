// A miniature reducer, measured by the compare tests.

/// What the screen shows.
struct ProfileState: ObservableState {
  var isLoading = false
  var name: String?
}

enum ProfileReducer {
  // snippet.fixture-mvi-refresh (P4)
  static func reduce(_ state: inout ProfileState, _ intent: String) {
    if intent == "refresh" {
      state.isLoading = true
    }
  }
  // snippet.end
}
