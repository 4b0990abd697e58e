// Exercise 05, solved: the test of the Profile view model's error state.
// Lessons 03 and 07; YourTestIsChecked.swift makes sure that this test can fail.

import MVVM
import SharedModel
import Testing

@testable import Exercise05

@MainActor
@Suite struct ErrorStateTests {
  @Test func aFailedLoadShowsTheErrorAndNoProfile() async {
    // The fake goes in through the view model's init: the seam MVVM leaves for
    // this. Nothing else changes; the view model can't tell it from the network.
    await expectTheErrorStateAfterLoading(ProfileViewModel(service: FailingProfileService()))
  }
}

/// Loads `viewModel` as the screen does when it appears, then expects the state of a failed
/// first load: the error message `Couldn't load the profile.`, no profile, no loading indicator.
@MainActor
func expectTheErrorStateAfterLoading(_ viewModel: ProfileViewModel) async {
  await viewModel.loadIfNeeded()
  // One comparison of the whole state: the message, the absence of a profile
  // and the end of loading, all at once. A check of `isLoading` alone would
  // pass for a view model that shows a profile, or nothing at all.
  #expect(
    viewModel.state == .error(message: "Couldn't load the profile.", previous: nil),
    "a failed first load shows the error line, and no profile")
}
