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

// The scripted server, the scenario language, the engine, the drivers that plug
// each architecture in, the reports, and the course.
let labTarget: Target = .target(
  name: "Lab",
  dependencies: [
    "SharedModel", "ScreenContract", "MVI", "MVVM", "HexagonalDomain", "Hexagonal",
  ]
)

// Thin: parses nothing itself, hands the arguments to the lab.
let commandLineTarget: Target = .executableTarget(name: "archlab", dependencies: ["Lab"])

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

// MARK: - The course
//
// Exercises/NN-name/ holds a learner's starting point (Sources/ to change, Tests/
// to pass) and Solutions/NN-name/ the reference. A plain `swift build` or `swift
// test` builds none of it: the starting points fail their tests on purpose.
// `archlab course check NN` asks for them with environment variables:
//
//   ARCHLAB_COURSE=exercises  adds ExerciseNN (Exercises/NN-name/Sources) and
//                             ExerciseNNTests (Exercises/NN-name/Tests)
//   ARCHLAB_COURSE=solutions  the same targets over Solutions/NN-name/Sources,
//                             with the same tests (and Solutions/NN-name/Tests
//                             where writing a test is the task)
//   ARCHLAB_COURSE_ONLY=NN    that exercise alone, so one that doesn't compile
//                             doesn't stop another from building
//
// Course builds use their own scratch path (.build/course-exercises,
// .build/course-solutions), so they never invalidate the main build.

/// One exercise: its folder, and the modules its code and its tests import.
struct Exercise {
  var folder: String
  var uses: [String] = []
  var testsUse: [String] = []
  /// Files in Sources/ that are not Swift, such as a scenario the exercise writes.
  var sourcesExclude: [String] = []
  /// Writing a test is part of the task: Solutions/NN-name/Tests holds the reference tests.
  var solutionHasTests = false

  var number: String { String(folder.prefix(2)) }
}

let exercises: [Exercise] = [
  Exercise(folder: "01-title-rules"),
  Exercise(folder: "02-mvi-delete-rollback", uses: ["MVI", "SharedModel", "ScreenContract"]),
  Exercise(folder: "03-mvi-cancel-refresh", uses: ["SharedModel", "ScreenContract"]),
  Exercise(folder: "04-mvvm-state-enum", uses: ["SharedModel", "ScreenContract"]),
  Exercise(folder: "05-mvvm-failing-service", uses: ["MVVM", "SharedModel"], solutionHasTests: true),
  Exercise(folder: "06-hexagonal-new-adapter", uses: ["HexagonalDomain", "SharedModel"], testsUse: ["Hexagonal"]),
  Exercise(folder: "07-hexagonal-domain-rule", uses: ["HexagonalDomain", "SharedModel"], testsUse: ["Hexagonal"]),
  Exercise(
    folder: "08-stale-answer-scenario", testsUse: ["Lab", "MVI", "SharedModel", "ScreenContract"],
    sourcesExclude: ["stale-answer.scenario"]),
  Exercise(folder: "09-rename-everywhere", uses: ["SharedModel", "ScreenContract"]),
  Exercise(folder: "10-capstone-mvp-profile", uses: ["SharedModel", "ScreenContract"], testsUse: ["Lab"]),
]

let environment = Context.environment
let courseMode = environment["ARCHLAB_COURSE"]  // nil, "exercises" or "solutions"
let chosenExercises = exercises.filter { exercise in
  environment["ARCHLAB_COURSE_ONLY"].map { Int($0) == Int(exercise.number) } ?? true
}

/// ExerciseNN and ExerciseNNTests for each chosen exercise, from Exercises/ or Solutions/.
let courseTargets: [Target] = chosenExercises.flatMap { exercise -> [Target] in
  let root = courseMode == "solutions" ? "Solutions" : "Exercises"
  let testsRoot = courseMode == "solutions" && exercise.solutionHasTests ? "Solutions" : "Exercises"
  return [
    .target(
      name: "Exercise\(exercise.number)",
      dependencies: exercise.uses.map { .target(name: $0) },
      path: "\(root)/\(exercise.folder)/Sources",
      exclude: exercise.sourcesExclude
    ),
    .testTarget(
      name: "Exercise\(exercise.number)Tests",
      dependencies: [.target(name: "Exercise\(exercise.number)")] + exercise.testsUse.map { .target(name: $0) },
      path: "\(testsRoot)/\(exercise.folder)/Tests"
    ),
  ]
}

/// The modules the chosen exercises need, and no more: a first check of exercise
/// 01 needn't wait for the lab to build.
let courseLibraries: [Target] = {
  let used = Set(chosenExercises.flatMap { $0.uses + $0.testsUse })
  if used.contains("Lab") { return sharedTargets + architectureTargets + [labTarget] }
  if !used.isDisjoint(with: ["MVI", "MVVM", "HexagonalDomain", "Hexagonal"]) {
    return sharedTargets + architectureTargets
  }
  return sharedTargets
}()

// MARK: - Settings for every target

// Swift 6.2's nonisolated async functions run on their caller's actor instead of
// hopping to the global executor (SE-0461). Everything the app does then stays
// on the main actor, one job after another, in the order it was asked for: the
// same scenario gives the same trace on every run.
let settings: [SwiftSetting] = [.enableUpcomingFeature("NonisolatedNonsendingByDefault")]

// The course's targets are left as a plain Swift 6 package compiles them: that is
// how a learner's own project starts.
for target in sharedTargets + architectureTargets + [labTarget, commandLineTarget] + testTargets {
  target.swiftSettings = (target.swiftSettings ?? []) + settings
}

// MARK: - The package

let package: Package
switch courseMode {
case "exercises", "solutions":
  package = Package(
    name: "archlab",
    platforms: [.macOS(.v14)],
    targets: courseLibraries + courseTargets,
    swiftLanguageModes: [.v6]
  )
default:
  package = Package(
    name: "archlab",
    platforms: [.macOS(.v14)],
    products: [
      .executable(name: "archlab", targets: ["archlab"])
    ],
    targets: sharedTargets + architectureTargets + [labTarget, commandLineTarget] + testTargets,
    swiftLanguageModes: [.v6]
  )
}
