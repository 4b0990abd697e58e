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
    "a failed first load shows the error line, and no profile (P5)")
}

/// The stretch: loads `viewModel` as the screen does when it appears, refreshes it as a pull to refresh
/// does, and expects what a failed refresh shows by rule P5.
@MainActor
func expectAFailedRefreshKeepsTheProfile(_ viewModel: ProfileViewModel) async {
  await viewModel.loadIfNeeded()
  // What the first load showed, whatever it is: the check doesn't know the profile, it
  // notes it. P5 is about a failure that takes nothing away, so there must be something
  // to take away: a check that let `nil` through would pass for a screen that never
  // showed a profile, where "keeps the profile" means nothing.
  let shown = viewModel.state.profile
  #expect(shown != nil, "the first load shows a profile, for the failed refresh to keep (P5)")
  await viewModel.refresh()
  // One comparison of the whole state again: the message, the profile from before
  // beside it, and no loading indicator, since `.error` is not `.loading`.
  #expect(
    viewModel.state == .error(message: "Couldn't load the profile.", previous: shown),
    "a failed refresh shows the error line beside the profile it keeps (P5)")
}
