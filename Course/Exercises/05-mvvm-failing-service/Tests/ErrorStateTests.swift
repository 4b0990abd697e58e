// Exercise 05: your test of the Profile view model's error state. This is the file to write.
// Lessons 03 and 07; YourTestIsChecked.swift then makes sure that your test can fail.

import MVVM
import SharedModel
import Testing

@testable import Exercise05

@MainActor
@Suite struct ErrorStateTests {
  @Test func aFailedLoadShowsTheErrorAndNoProfile() async {
    // TODO: prove P5 on the real `ProfileViewModel`: when the server can't be reached, the screen ends on the
    // error of a failed first load, as `expectTheErrorStateAfterLoading` below says it. Then remove this line:
    // FR : prouvez P5 sur le vrai `ProfileViewModel` : quand le serveur est injoignable, l'écran finit sur l'erreur
    // d'un premier chargement raté, comme le dit `expectTheErrorStateAfterLoading` plus bas. Puis supprimez cette
    // ligne :
    Issue.record("This test is not written yet: see the TODO above this line (P5).")
  }
}

/// Loads `viewModel` as the screen does when it appears, then expects the state of a failed
/// first load: the error message `Couldn't load the profile.`, no profile, no loading indicator.
///
/// YourTestIsChecked.swift also runs it on view models that are *not* in that state: for each
/// of them, it must record a failure.
@MainActor
func expectTheErrorStateAfterLoading(_ viewModel: ProfileViewModel) async {
  // TODO: record a failure unless the view model, once the screen has appeared (P1), shows exactly what a failed
  // first load shows (P5), and nothing else.
  // FR : signalez un échec, sauf si le view model, une fois l'écran apparu (P1), montre exactement ce que montre un
  // premier chargement raté (P5), et rien d'autre.
}

/// The stretch: loads `viewModel` as the screen does when it appears, refreshes it as a pull to refresh
/// does, and expects what a failed refresh shows by rule P5.
///
/// Stretch.swift runs it on view models whose refresh fails after a profile was shown, and on view models
/// that are not in that state: for each of those, it must record a failure.
@MainActor
func expectAFailedRefreshKeepsTheProfile(_ viewModel: ProfileViewModel) async {
  // TODO: the stretch, once the checks pass: record a failure unless a refresh that fails leaves the screen as
  // P5 says, the error line beside what the first load showed.
  // FR : pour aller plus loin, une fois les vérifications au vert : signalez un échec, sauf si un rafraîchissement
  // qui échoue laisse l'écran comme le dit P5, la ligne d'erreur à côté de ce qu'affichait le premier chargement.
}
