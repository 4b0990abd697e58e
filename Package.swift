// swift-tools-version: 6.2
//
// archlab: one feature built three times (MVI, MVVM, Hexagonal) over one shared
// model, and a lab that plays the same scenarios against each of them.
//
// The target graph below is the architecture's first lesson: the compiler, not a
// convention, keeps each module in its lane.

import PackageDescription

// MARK: - The shared kernel

let sharedTargets: [Target] = [
  // Profile, Todo and the title rules. Imports nothing, not even Foundation, so
  // the hexagonal domain can depend on it and stay pure.
  .target(name: "SharedModel", path: "Sources/Shared/Model"),
  // What a user sees and can do on each screen, the user-facing text, and the
  // one text renderer. Every architecture's view conforms to it.
  .target(
    name: "ScreenContract",
    dependencies: ["SharedModel"],
    path: "Sources/Shared/Screen"
  ),
]

// MARK: - The three architectures
//
// Each depends on the shared kernel only: never on another architecture, never
// on the lab.

let architectureTargets: [Target] = [
  .target(name: "MVI", dependencies: ["SharedModel", "ScreenContract"]),
  .target(name: "MVVM", dependencies: ["SharedModel", "ScreenContract"]),
  // The hexagon's core: entities, use cases (input ports) and output ports.
  // It sees the pure model and nothing else: no I/O, no UI, no screen contract.
  .target(
    name: "HexagonalDomain",
    dependencies: ["SharedModel"],
    path: "Sources/Hexagonal/Domain"
  ),
  // Adapters (network, persistence, presentation) and the composition root.
  .target(
    name: "Hexagonal",
    dependencies: ["HexagonalDomain", "SharedModel", "ScreenContract"],
    path: "Sources/Hexagonal",
    exclude: ["Domain"]
  ),
]

// MARK: - The lab and the command line

let labTargets: [Target] = [
  // The scripted server, the scenario language, the engine, the drivers that
  // plug each architecture in, and the reports.
  .target(
    name: "Lab",
    dependencies: [
      "SharedModel", "ScreenContract", "MVI", "MVVM", "HexagonalDomain", "Hexagonal",
    ]
  ),
  // Thin: parses nothing itself, hands the arguments to the lab.
  .executableTarget(name: "archlab", dependencies: ["Lab"]),
]

// MARK: - Tests

let testTargets: [Target] = [
  .testTarget(name: "SharedTests", dependencies: ["SharedModel", "ScreenContract"]),
  .testTarget(name: "MVITests", dependencies: ["MVI", "SharedModel", "ScreenContract"]),
  .testTarget(name: "MVVMTests", dependencies: ["MVVM", "SharedModel", "ScreenContract"]),
  .testTarget(
    name: "HexagonalTests",
    dependencies: ["Hexagonal", "HexagonalDomain", "SharedModel", "ScreenContract"]
  ),
  // Fixtures/ is a miniature source tree that `archlab compare` measures; Golden/
  // holds the whole outputs the tests compare with.
  .testTarget(
    name: "LabTests",
    dependencies: ["Lab", "SharedModel", "ScreenContract"],
    exclude: ["Fixtures", "Golden"]
  ),
  // Plays every scenario against every registered architecture.
  .testTarget(name: "ConformanceTests", dependencies: ["Lab"]),
]

// MARK: - Settings for every target

// Swift 6.2's nonisolated async functions run on their caller's actor instead of
// hopping to the global executor (SE-0461). Everything the app does then stays
// on the main actor, one job after another, in the order it was asked for: the
// same scenario gives the same trace on every run.
let settings: [SwiftSetting] = [.enableUpcomingFeature("NonisolatedNonsendingByDefault")]

let targets = sharedTargets + architectureTargets + labTargets + testTargets
for target in targets {
  target.swiftSettings = (target.swiftSettings ?? []) + settings
}

let package = Package(
  name: "archlab",
  platforms: [.macOS(.v14)],
  products: [
    .executable(name: "archlab", targets: ["archlab"])
  ],
  targets: targets,
  swiftLanguageModes: [.v6]
)
