// Where each architecture's code lives, for `archlab compare`. What counts as its screen state is found in
// the code (StateDeclarations), not listed here.

/// The source tree of one architecture, as `archlab compare` measures it.
public struct ArchitectureSources: Sendable {
  /// As the reports name it, e.g. `MVI`.
  var name: String
  /// The folder of its sources, from the package's root.
  var sources: String
  /// The folders of its tests, from the package's root.
  var tests: [String]

  public static let all: [ArchitectureSources] = [
    ArchitectureSources(name: "MVI", sources: "Sources/MVI", tests: ["Tests/MVITests"]),
    ArchitectureSources(name: "MVVM", sources: "Sources/MVVM", tests: ["Tests/MVVMTests"]),
    ArchitectureSources(
      name: "Hexagonal", sources: "Sources/Hexagonal", tests: ["Tests/HexagonalDomainTests", "Tests/HexagonalTests"]),
    ArchitectureSources(name: "MV", sources: "Sources/MV", tests: ["Tests/MVTests"]),
  ]

  public init(name: String, sources: String, tests: [String]) {
    self.name = name
    self.sources = sources
    self.tests = tests
  }
}
