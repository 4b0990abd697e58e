// The architectures the command line plays: the registered ones, or those a test passes in.

import LabDrivers
import LabEngine

/// The architectures the command line can play.
@MainActor
public struct Registry {
  public var all: [Architecture]

  public init(_ architectures: [Architecture]) {
    all = architectures
  }

  public static var standard: Registry { Registry(Architectures.all()) }

  func chosen(_ list: String?) throws(UsageError) -> [Architecture] {
    let registry = all
    guard let list else {
      guard !registry.isEmpty else {
        throw UsageError(message: "no architecture is registered", french: "aucune architecture n'est enregistrée")
      }
      return registry
    }
    let known = registry.map(\.name).joined(separator: ", ")
    var chosen: [Architecture] = []
    for name in list.split(separator: ",", omittingEmptySubsequences: false) {
      let name = name.trimmingCharacters(in: .whitespaces)
      guard let architecture = registry.first(where: { $0.name == name }) else {
        throw UsageError(
          message: "unknown architecture '\(name)'; known: \(known)",
          french: "aucune architecture ne s'appelle «\u{A0}\(name)\u{A0}»\u{202F}; il y a\u{A0}: \(known)")
      }
      if !chosen.contains(where: { $0.name == name }) { chosen.append(architecture) }
    }
    return chosen
  }
}
