// Exercise 05, solved: a ProfileService that always fails, to show and test the Profile screen's error state.
// Lessons 03 (MVVM, "inject the service") and 07 (testing with a fake).

import MVVM
import SharedModel

/// A ``ProfileService`` whose every fetch fails, as an unreachable server's would.
///
/// Beside `InMemoryProfileService`, for previews of the error state and for tests:
///
///     ProfileViewModel(service: FailingProfileService())
public struct FailingProfileService: ProfileService {
  public init() {}

  /// Throws ``ServerUnreachable``, at once and every time.
  ///
  /// A fake this small is the point of injecting the service: no network to
  /// unplug, no timing to wait for, and the failure happens on every run.
  public func fetchProfile() async throws -> Profile {
    throw ServerUnreachable()
  }
}

/// The error of a server that can't be reached. The view model shows the same message for any error.
public struct ServerUnreachable: Error, Equatable {
  public init() {}
}
