// Exercise 05: checks of your service and of your test. Leave this file as it is.
// A test that can't fail proves nothing: these run your check on view models in the wrong state.

import MVVM
import SharedModel
import TestSupport
import Testing

@testable import Exercise05

@MainActor
@Suite(.failsInsteadOfHanging) struct YourTestIsChecked {
  @Test func theFailingServiceFailsEveryFetch() async {
    let service = FailingProfileService()
    await #expect(throws: (any Error).self, "the first fetch throws (the task: no fetch ever brings a profile)") {
      try await service.fetchProfile()
    }
    await #expect(throws: (any Error).self, "and so does the next (the task: no fetch ever brings a profile)") {
      try await service.fetchProfile()
    }
  }

  @Test func yourCheckPassesForAViewModelWhoseServiceFails() async {
    await expectTheErrorStateAfterLoading(ProfileViewModel(service: AnsweringService([.failure(Unreachable())])))
  }

  @Test func yourCheckFailsForAViewModelThatShowsAProfile() async {
    let viewModel = ProfileViewModel(service: AnsweringService([.success(.ada)]))
    await withKnownIssue(
      "your check passed for a view model that shows a profile and no error (the task: your check fails for any other screen)"
    ) {
      await expectTheErrorStateAfterLoading(viewModel)
    }
  }

  @Test func yourCheckFailsForAViewModelThatStillShowsAnOldProfile() async {
    let viewModel = ProfileViewModel(service: AnsweringService([.success(.ada), .failure(Unreachable())]))
    await viewModel.loadIfNeeded()
    await withKnownIssue(
      "your check passed for a view model that shows a profile, loaded before the failure (the task: your check fails for any other screen)"
    ) {
      await expectTheErrorStateAfterLoading(viewModel)
    }
  }

  @Test func yourCheckFailsForAViewModelThatIsStillLoading() async {
    // The screen appeared, and its request is on its way: the server holds the answer.
    let service = HeldService()
    let viewModel = ProfileViewModel(service: service)
    await service.server.run { await viewModel.loadIfNeeded() }
    await withKnownIssue(
      "your check passed for a view model that still shows its loading indicator (the task: your check fails for any other screen)"
    ) {
      await expectTheErrorStateAfterLoading(viewModel)
    }
    await service.fetches.answer(1, with: .failure(Unreachable()))
  }

  @Test func yourCheckFailsForAViewModelWithNothingOnScreen() async {
    let viewModel = ProfileViewModel(service: AnsweringService([.failure(Unreachable())]))
    await withKnownIssue(
      "your check passed for a view model with no error on screen: check the message too (the task: your check fails for any other screen)"
    ) {
      // The screen goes away as it appears: a cancelled load is no failure, and the view model shows nothing.
      let closedAtOnce = Task {
        withUnsafeCurrentTask { $0?.cancel() }
        await expectTheErrorStateAfterLoading(viewModel)
      }
      await closedAtOnce.value
    }
  }
}

// MARK: - Helpers

/// A service that gives the answers it was told, in order; then fails.
private final class AnsweringService: ProfileService, @unchecked Sendable {
  private var answers: [Result<Profile, any Error>]

  init(_ answers: [Result<Profile, any Error>]) {
    self.answers = answers
  }

  @MainActor
  func fetchProfile() async throws -> Profile {
    guard !answers.isEmpty else { throw Unreachable() }
    return try answers.removeFirst().get()
  }
}

/// A service whose requests wait until the check answers them; one that is never answered fails the check.
@MainActor
private final class HeldService: ProfileService {
  let server = FakeServer()
  let fetches: HeldEndpoint<Void, Profile>

  init() {
    fetches = server.endpoint("profile", answering: Profile.self)
  }

  func fetchProfile() async throws -> Profile {
    try await fetches.receive(())
  }
}

private struct Unreachable: Error {}

extension Profile {
  fileprivate static let ada = Profile(id: "1", name: "Ada Lovelace", email: "ada@example.com")
}
