// Plugs the MVP Profile app into the lab, as Sources/Lab/Drivers plugs in the other architectures.
// Lesson 05: a fourth architecture needs its app root, and nothing else, to be played by every scenario.

import LabDrivers
import LabEngine
import LabServer
import SharedModel

@testable import Exercise10

/// MVP's Profile app over the scripted server, played through what it renders. It has no Todos
/// tab: no profile scenario opens one.
@MainActor
enum MVPDriver {
  static let architecture = Architecture.app(
    name: "mvp", summary: "MVP: a passive view and a presenter that decides (Profile screen only)"
  ) { context in MVPProfile.app(source: ScriptedProfileSource(server: context.server)) }
}

/// The scripted server as MVP's model.
private struct ScriptedProfileSource: ProfileSource {
  let server: ScriptedServer

  func fetchProfile() async throws -> Profile {
    try await server.fetchProfile()
  }
}
