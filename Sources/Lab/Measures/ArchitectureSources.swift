// Where each architecture's code lives, and what counts as its screen state, for `archlab compare`.

/// The source tree of one architecture, as `archlab compare` measures it.
public struct ArchitectureSources: Sendable {
  /// As the reports name it, e.g. `MVI`.
  var name: String
  /// The folder of its sources, from the package's root.
  var sources: String
  /// The folders of its tests, from the package's root.
  var tests: [String]
  /// The files whose functions may write screen state: a path suffix or a folder below `sources`.
  var stateFiles: [String]
  /// The stored properties a screen is drawn from.
  var stateProperties: [String]

  public static let all: [ArchitectureSources] = [
    ArchitectureSources(
      name: "MVI", sources: "Sources/MVI", tests: ["Tests/MVITests"],
      stateFiles: ["Reducer.swift", "Reducer+OptimisticChanges.swift", "Store/Store.swift"],
      stateProperties: ["state"]),
    ArchitectureSources(
      name: "MVVM", sources: "Sources/MVVM", tests: ["Tests/MVVMTests"],
      stateFiles: ["ViewModel.swift"],
      stateProperties: [
        "state", "todos", "saving", "deleting", "isLoading", "hasLoaded", "field", "filter", "errorMessage",
      ]),
    ArchitectureSources(
      name: "Hexagonal", sources: "Sources/Hexagonal", tests: ["Tests/HexagonalDomainTests", "Tests/HexagonalTests"],
      // The Todos presenter keeps each piece of its screen in a property of its own; the Profile one, one `state`.
      stateFiles: ["Presenter.swift"],
      stateProperties: ["state", "list", "isLoading", "hasLoaded", "field", "filter", "errorMessage"]),
    // The plain way: the models write the data, the views what is only the screen's, kept in the scene.
    ArchitectureSources(
      name: "MV", sources: "Sources/MV", tests: ["Tests/MVTests"], stateFiles: ["Models", "Views"],
      stateProperties: [
        "profile", "isFetching", "todos", "saving", "deleting", "isLoading", "hasLoaded", "field", "filterPicked",
        "error",
      ]),
  ]

  public init(name: String, sources: String, tests: [String], stateFiles: [String], stateProperties: [String]) {
    self.name = name
    self.sources = sources
    self.tests = tests
    self.stateFiles = stateFiles
    self.stateProperties = stateProperties
  }
}
