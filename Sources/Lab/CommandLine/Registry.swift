// The architectures the command line plays: the registered ones, or those a test passes in.

import LabDrivers
import LabEngine
import LabNarration

/// Where the command line gets its architectures, with or without an inside story.
@MainActor
public struct Registry {
  /// Every architecture; with a narrator, each tells it its inside story.
  public var architectures: (_ narrator: Narrator?) -> [Architecture]

  public init(architectures: @escaping (_ narrator: Narrator?) -> [Architecture]) {
    self.architectures = architectures
  }

  /// The architectures of Sources/Lab/Drivers.
  public static var standard: Registry { Registry { Architectures.all(narrator: $0) } }

  /// Every architecture, told nothing.
  var all: [Architecture] { architectures(nil) }

  /// The architecture named `name`, telling its inside story to `narrator`.
  func named(_ name: String, narrator: Narrator?) -> Architecture? {
    architectures(narrator).first { $0.name == name }
  }

  /// The architectures named in `list` (comma-separated), or all of them.
  func chosen(_ list: String?) throws(UsageError) -> [Architecture] {
    let registry = all
    guard let list else {
      guard !registry.isEmpty else { throw UsageError(message: "no architecture is registered") }
      return registry
    }
    let known = registry.map(\.name).joined(separator: ", ")
    var chosen: [Architecture] = []
    for name in list.split(separator: ",", omittingEmptySubsequences: false) {
      let name = name.trimmingCharacters(in: .whitespaces)
      guard let architecture = registry.first(where: { $0.name == name }) else {
        throw UsageError(message: "unknown architecture '\(name)'; known: \(known)")
      }
      if !chosen.contains(where: { $0.name == name }) { chosen.append(architecture) }
    }
    return chosen
  }
}
