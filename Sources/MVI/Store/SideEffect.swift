// SideEffect: what every screen's effect type promises the store.
// Read in lesson 02 (MVI), beside the Store that runs effects; lesson 05 comes back to latest wins.

// snippet.mvi-side-effect (P6)
/// Work a reducer asks for, described as a value.
///
/// A reducer never calls the network: it returns values like `.fetchProfile`
/// and the ``Store`` does the work. Because an effect is a plain value, a test
/// can check which work was asked for with `==`, without running any of it,
/// cancellations included.
public protocol SideEffect: Equatable, Sendable {
  /// Names work that a later effect may cancel: a type of its own, so that a typo
  /// is a compile error, not work nobody cancels.
  associatedtype CancelID: Hashable, Sendable

  /// The id this work runs under, or `nil` for work that must run to its end.
  ///
  /// Work with an id is the screen's own: a cancelling effect with that id stops
  /// it, and so does cancelling the caller of ``Store/send(_:)``, as SwiftUI
  /// cancels a view's `.task`. A cancelled effect's answer never reaches the
  /// reducer. Work with no id, such as saving a todo, is the user's: it runs to
  /// its end, and its answer always comes back (FEATURE.md, L2).
  var cancelID: CancelID? { get }

  /// For an effect that cancels work, the id of the work it cancels; `nil` for
  /// every other effect. The store carries it out itself: it cancels every task
  /// running under that id, at once, and answers nothing.
  var cancels: CancelID? { get }
}
// snippet.end
