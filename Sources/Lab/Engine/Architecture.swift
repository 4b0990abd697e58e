// An architecture as the engine knows it: a name, one line about it, and how to build its app.

import LabServer
import SharedModel

/// An architecture the engine can play.
///
/// The engine knows nothing of MVI, MVVM or Hexagonal: only this. The drivers'
/// module makes one per architecture, with or without an inside story.
public struct Architecture: Sendable {
  /// The name used on the command line, e.g. `mvi`.
  public var name: String
  /// One line saying what is being played, e.g. `MVI: State, Intent, Store`.
  public var summary: String
  /// Whether side-by-side views show it when no architecture is named. False for another way
  /// to build an architecture already registered (a second kind of view) and for the baseline
  /// (the plain way, MV): `run`, `fuzz` and `bench` play them, `show` and `diagram` when asked,
  /// so the default view keeps three columns that fit a terminal.
  public var isShownByDefault: Bool
  /// Builds a fresh app over the server of `context`.
  public var makeDriver: @MainActor @Sendable (DriverContext) -> any Driver

  public init(
    name: String, summary: String, isShownByDefault: Bool = true,
    makeDriver: @escaping @MainActor @Sendable (DriverContext) -> any Driver
  ) {
    self.name = name
    self.summary = summary
    self.isShownByDefault = isShownByDefault
    self.makeDriver = makeDriver
  }
}

/// What a driver is built with: the scripted server, where new todos get their ids, and who observes the run.
@MainActor
public struct DriverContext {
  public let server: ScriptedServer
  /// Makes the id of each todo the user adds: `todo-1`, `todo-2`, … in a scenario, so runs repeat.
  public let makeTodoID: @MainActor () -> Todo.ID
  /// The session's observers. A driver that can tell its inside story finds its listener here, so a
  /// command hands the engine one observer and the architecture hears of it from the engine, once.
  public let observers: [any SessionObserver]

  public init(
    server: ScriptedServer, observers: [any SessionObserver] = [], makeTodoID: @escaping @MainActor () -> Todo.ID
  ) {
    self.server = server
    self.observers = observers
    self.makeTodoID = makeTodoID
  }

  /// The first observer of type `type`, if the run has one.
  public func observer<Observer>(_ type: Observer.Type) -> Observer? {
    observers.lazy.compactMap { $0 as? Observer }.first
  }
}
