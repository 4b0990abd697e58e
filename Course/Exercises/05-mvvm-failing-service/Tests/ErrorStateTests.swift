// Exercise 05: your test of the Profile view model's error state. This is the file to write.
// Lessons 03 and 07; YourTestIsChecked.swift then makes sure that your test can fail.

import MVVM
import SharedModel
import Testing

@testable import Exercise05

@MainActor
@Suite struct ErrorStateTests {
  @Test func aFailedLoadShowsTheErrorAndNoProfile() async {
    // TODO: make a `ProfileViewModel` whose service is a `FailingProfileService`, and check it with
    // `expectTheErrorStateAfterLoading` below. Then remove this line:
    Issue.record("This test is not written yet: see the TODO above this line.")
  }
}

/// Loads `viewModel` as the screen does when it appears, then expects the state of a failed
/// first load: the error message `Couldn't load the profile.`, no profile, no loading indicator.
///
/// YourTestIsChecked.swift also runs it on view models that are *not* in that state: for each
/// of them, it must record a failure.
@MainActor
func expectTheErrorStateAfterLoading(_ viewModel: ProfileViewModel) async {
  // TODO: load, then `#expect` the state the view model must be in.
}
