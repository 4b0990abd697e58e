// What the engine drives: one running app of one architecture, through its screens.
// Lesson 01 reads it; the drivers of Sources/Lab/Drivers make one for each architecture.

import ScreenContract

// snippet.driver-protocol
/// One running app of one architecture, wired to a scripted server.
///
/// The engine makes a fresh one for each scenario and at each `app restart`,
/// and talks to it only through the screen contract. Drivers live in the lab,
/// outside every architecture: binding the scripted server to an architecture's
/// own abstraction is demo and test wiring.
@MainActor
public protocol Driver: AnyObject {
  /// The Profile screen, open or closed: a closed one shows what it would show if opened now.
  var profile: any ProfileUserInterface { get }
  /// The Todos screen, open or closed.
  var todos: any TodosUserInterface { get }
  /// The Todo screen pushed over the list, if one is open (N1).
  var todo: (any TodoUserInterface)? { get }
  /// The Todos tab's badge: the todos left, once a list load has succeeded in this run of the app (S1).
  var badge: Int? { get }
  /// The app follows `link`, as SwiftUI's `onOpenURL` hands one to it (N8); returns when the work it
  /// started has finished.
  func open(_ link: String) async
  /// `todos open` while the Todos tab is away with a Todo screen pushed: the tab comes back showing that
  /// screen, and the list under it, covered, loads nothing ("One tab at a time").
  func reopenTodosTab() async
}
// snippet.end

extension Driver {
  /// A driver whose screens stay where they are while their tab is away has nothing to do.
  public func reopenTodosTab() async {}
}
