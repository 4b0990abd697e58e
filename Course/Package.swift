// swift-tools-version: 6.2
//
// The course: Exercises/NN-name holds a learner's starting point (Sources/ to
// change), Checks/NN-name the tests it must pass, and Solutions/NN-name its
// reference solution. Where writing a test is the task, the tests are the
// learner's, in Exercises/NN-name/Tests, beside the checks that run them. Each
// exercise is a pair of targets over the main package, which this package
// depends on by path, with the very settings the main code is built with.
//
// `archlab course check N` builds and tests one exercise at a time, so one that
// doesn't compile never stops another from being checked. Two environment
// variables say what to build:
//
//   ARCHLAB_COURSE            unset (or `exercises`): every exercise's starting point,
//                             Exercises/NN-name/Sources, with Checks/NN-name;
//                             `solutions`: Solutions/NN-name/Sources instead (and its
//                             Tests/ where writing a test is the task), with the same checks
//   ARCHLAB_COURSE_ONLY=NN    that exercise alone
//
// Any other value of ARCHLAB_COURSE is a mistake, and stops the build.

import PackageDescription

// MARK: - The exercises

/// One exercise: its folder, and the products of the main package its code and its tests import.
struct Exercise {
  var folder: String
  var uses: [String] = []
  var testsUse: [String] = []
  /// Files in Sources/ that are not Swift, such as a scenario the exercise writes.
  var sourcesExclude: [String] = []
  /// Writing a test is part of the task: the tests are in Exercises/NN-name/Tests, where the learner
  /// writes, and Solutions/NN-name/Tests holds the reference tests.
  var solutionHasTests = false
  /// Files of the checks' folder that are not Swift: the French of the checks' names.
  var checksExclude: [String] { solutionHasTests ? [] : ["CHECKS.fr.md"] }

  var number: String { String(folder.prefix(2)) }
}

let exercises: [Exercise] = [
  Exercise(folder: "01-title-rules"),
  Exercise(folder: "02-mvi-pin-rollback", uses: ["MVI", "SharedModel"]),
  Exercise(folder: "03-mvi-cancel-refresh", uses: ["SharedModel", "ScreenContract"]),
  Exercise(folder: "04-mvvm-state-enum", uses: ["SharedModel", "ScreenContract"], testsUse: ["TestSupport"]),
  Exercise(
    folder: "05-mvvm-failing-service", uses: ["MVVM", "SharedModel"], testsUse: ["TestSupport"],
    solutionHasTests: true),
  Exercise(folder: "06-hexagonal-new-adapter", uses: ["HexagonalDomain", "SharedModel"], testsUse: ["Hexagonal"]),
  Exercise(folder: "07-hexagonal-domain-rule", uses: ["HexagonalDomain", "SharedModel"], testsUse: ["Hexagonal"]),
  Exercise(
    folder: "08-stale-answer-scenario", testsUse: ["Lab", "MVI", "SharedModel", "ScreenContract"],
    sourcesExclude: ["stale-answer.scenario"]),
  Exercise(
    folder: "09-rename-everywhere", uses: ["SharedModel", "ScreenContract", "SwiftUISubset"],
    testsUse: ["TestSupport"]),
  Exercise(
    folder: "10-capstone-mvp-profile", uses: ["SharedModel", "ScreenContract", "SwiftUISubset"],
    testsUse: ["Lab", "TestSupport"]),
  Exercise(
    folder: "11-leaving-a-screen", uses: ["SharedModel", "ScreenContract", "SwiftUISubset"],
    testsUse: ["TestSupport"]),
  Exercise(
    folder: "12-worked-migration", uses: ["SwiftUISubset"], testsUse: ["SwiftUISubset", "TestSupport"]),
  Exercise(folder: "13-mv-drafts-per-todo", uses: ["MV", "SharedModel", "ScreenContract"], testsUse: ["TestSupport"]),
  Exercise(
    folder: "14-mvvm-recent-todos", uses: ["MVVM", "SharedModel", "ScreenContract"],
    testsUse: ["ScreenContract", "TestSupport"]),
  Exercise(folder: "15-mvi-link-kind"),
]

// MARK: - Which build this is

let environment = Context.environment
let solutions: Bool
switch environment["ARCHLAB_COURSE"] {
case nil, "", "exercises":
  solutions = false
case "solutions":
  solutions = true
case let other?:
  fatalError("ARCHLAB_COURSE=\(other): leave it unset (or `exercises`) for the starting points, or say `solutions`")
}
let chosen = exercises.filter { exercise in
  environment["ARCHLAB_COURSE_ONLY"].map { Int($0) == Int(exercise.number) } ?? true
}

// The same settings as the main package's targets: a learner's code runs under
// the isolation rules of the code they read (SE-0461).
let settings: [SwiftSetting] = [.enableUpcomingFeature("NonisolatedNonsendingByDefault")]
// A check that reads the exercise's own files needs to know which folder they are in.
let testSettings = settings + (solutions ? [.define("ARCHLAB_COURSE_SOLUTIONS")] : [])

func products(_ names: [String]) -> [Target.Dependency] {
  names.map { .product(name: $0, package: "archlab") }
}

// MARK: - The package

let package = Package(
  name: "course",
  platforms: [.iOS(.v17), .macOS(.v14)],
  dependencies: [.package(name: "archlab", path: "..")],
  targets: chosen.flatMap { exercise -> [Target] in
    let sources = solutions ? "Solutions" : "Exercises"
    let tests = exercise.solutionHasTests ? "\(sources)/\(exercise.folder)/Tests" : "Checks/\(exercise.folder)"
    return [
      .target(
        name: "Exercise\(exercise.number)", dependencies: products(exercise.uses),
        path: "\(sources)/\(exercise.folder)/Sources", exclude: exercise.sourcesExclude, swiftSettings: settings),
      .testTarget(
        name: "Exercise\(exercise.number)Tests",
        dependencies: [.target(name: "Exercise\(exercise.number)")] + products(exercise.testsUse),
        path: tests, exclude: exercise.checksExclude, swiftSettings: testSettings),
    ]
  },
  swiftLanguageModes: [.v6]
)
