// Where each architecture's code lives, and what counts as its screen state, for `archlab compare`.

/// The source tree of one architecture, as `archlab compare` measures it.
struct ArchitectureSources: Sendable {
  /// As the reports name it, e.g. `MVI`.
  var name: String
  /// The folder of its sources, from the package's root.
  var sources: String
  /// The folder of its tests, from the package's root.
  var tests: String
  /// The files whose functions may write screen state: a path suffix or a folder below `sources`.
  var stateFiles: [String]
  /// The stored properties a screen is drawn from.
  var stateProperties: [String]

  static let all: [ArchitectureSources] = [
    ArchitectureSources(
      name: "MVI", sources: "Sources/MVI", tests: "Tests/MVITests",
      stateFiles: ["Reducer.swift", "Reducer+OptimisticChanges.swift", "Store/Store.swift"],
      stateProperties: ["state"]),
    ArchitectureSources(
      name: "MVVM", sources: "Sources/MVVM", tests: "Tests/MVVMTests",
      stateFiles: ["ViewModel.swift"], stateProperties: ["state"]),
    ArchitectureSources(
      name: "Hexagonal", sources: "Sources/Hexagonal", tests: "Tests/HexagonalTests",
      stateFiles: ["Adapters/Presentation/"],
      stateProperties: [
        "profile", "isLoading", "hasFailed", "list", "saving", "hasLoaded", "field", "currentFilter", "errorMessage",
      ]),
  ]
}
