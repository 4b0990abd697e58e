// SideEffect: what every screen's effect type promises the store.
// Read in lesson 02 (MVI), beside the Store that runs effects; lesson 05 comes back to latest wins.

// snippet.mvi-side-effect
/// Work a reducer asks for, described as a value.
///
/// A reducer never calls the network: it returns values like `.fetchProfile`
/// and the ``Store`` does the work. Because an effect is a plain value, a test
/// can check which work was asked for with `==`, without running any of it.
public protocol SideEffect: Equatable, Sendable {
  /// Names a line of work where only the latest request counts: a type of its own,
  /// so that a typo is a compile error, not a line of work nobody cancels.
  associatedtype LatestWinsID: Hashable, Sendable

  /// The line of work this effect belongs to, or `nil` for work that must run to its end.
  ///
  /// Starting an effect cancels the effect in flight on the same line, and a
  /// cancelled effect's answer is never fed back: latest wins (rule P6). Such an
  /// effect is the screen's own work, so it also stops when the caller of
  /// ``Store/send(_:)`` is cancelled, as SwiftUI cancels a view's `.task`.
  /// Work with no line, such as saving a todo, is the user's: it runs to its
  /// end, and its answer always comes back (FEATURE.md, L2).
  var latestWinsID: LatestWinsID? { get }
}
// snippet.end
