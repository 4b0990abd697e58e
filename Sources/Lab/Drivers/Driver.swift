// What an architecture provides to be played by the engine: an app built over a server, and its two screens.

import ScreenContract
import SharedModel

// snippet.driver-protocol
/// One running app of one architecture, wired to a scripted server.
///
/// The engine makes a fresh one for each scenario and at each `app restart`.
/// Drivers live in the lab, outside every architecture: binding the scripted
/// server to an architecture's own abstraction is demo and test wiring.
@MainActor
public protocol Driver: AnyObject {
  /// The name used on the command line, e.g. `mvi`.
  static var name: String { get }
  /// One line saying what is being played, e.g. `MVI: State, Intent, Store`.
  static var summary: String { get }
  /// Another way to build an architecture already registered, such as a second kind
  /// of view: played by `run`, left out of side-by-side views unless asked for.
  static var isVariant: Bool { get }

  /// Builds the app over `server`, taking new todos' ids from `makeTodoID`, and
  /// telling `narrator` what happens inside it, in the architecture's own terms.
  init(server: ScriptedServer, makeTodoID: @escaping @MainActor () -> Todo.ID, narrator: Narrator)

  /// The Profile screen.
  var profile: any ProfileUserInterface { get }
  /// The Todos screen.
  var todos: any TodosUserInterface { get }
}
// snippet.end

extension Driver {
  public static var isVariant: Bool { false }
}
