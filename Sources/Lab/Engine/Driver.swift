// What the engine drives: one running app of one architecture, through its two screens.
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
}
// snippet.end
