// The Profile screen's contract: what a user sees and the gestures they can make.
// Each architecture's view conforms to it; the runner and the tests talk only to it (lesson 01).

// snippet.profile-contract
/// A Profile screen that a person, a test or the scenario runner can use.
///
/// Each gesture returns when the work it started has finished, the way SwiftUI's
/// `.refreshable` awaits its action. Cancelling the task that runs a gesture
/// cancels the load it started, never a change the user made (FEATURE.md, L1–L2).
@MainActor
public protocol ProfileUserInterface: AnyObject {
  /// What the screen shows now.
  var screen: ProfileScreen { get }
  /// The screen appears.
  func open() async
  /// The user pulls to refresh.
  func refresh() async
  /// The user taps Retry under an error.
  func retry() async
  /// The screen goes away (SwiftUI's `.onDisappear`): its load in flight stops, quietly (L1).
  func close() async
}
// snippet.end
