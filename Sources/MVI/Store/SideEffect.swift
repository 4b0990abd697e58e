// SideEffect: what every screen's effect type promises the store.
// Read in lesson 02 (MVI), beside the Store that runs effects; lesson 06 comes back to latest wins.

// snippet.mvi-side-effect
/// Work a reducer asks for, described as a value.
///
/// A reducer never calls the network: it returns values like `.fetchProfile`
/// and the ``Store`` does the work. Because an effect is a plain value, a test
/// can check which work was asked for with `==`, without running any of it.
public protocol SideEffect: Equatable, Sendable {
  /// The name of a line of work where only the latest request counts, or `nil`.
  ///
  /// Starting an effect cancels the effect in flight with the same name, and
  /// its answer is never fed back: latest wins (rule P6). Work that must run
  /// to its end, such as saving a todo, returns `nil`.
  var latestWinsID: String? { get }
}
// snippet.end
