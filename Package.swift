// swift-tools-version: 6.2
//
// archlab: one feature built in three architectures (MVI, MVVM, Hexagonal) and in
// the plain SwiftUI way (MV) as the baseline, over one shared model, and a lab
// that plays the same scenarios against each of them.
//
// The target graph below is the first lesson: the compiler, not a convention,
// keeps each module in its lane. Read it top to bottom: the shared kernel, the
// architectures that depend on it and on nothing else, then the lab, whose
// drivers are the only code that sees the architectures.
//
// The course lives in a package of its own (Course/Package.swift), which depends
// on this one by path.

import PackageDescription

// MARK: - Settings every target shares

// Swift 6.2's nonisolated async functions run on their caller's actor instead of
// hopping to the global executor (SE-0461). Everything the app does then stays
// on the main actor, one job at a time. An executor need not run jobs in the
// order they were submitted (SE-0304), so the engine lets one of them go at a
// time: the same scenario gives the same trace on every run (lesson A).
let settings: [SwiftSetting] = [.enableUpcomingFeature("NonisolatedNonsendingByDefault")]

let package = Package(
  name: "archlab",
  defaultLocalization: "en",
  // Observation, which every architecture uses, needs iOS 17 and macOS 14.
  platforms: [.iOS(.v17), .macOS(.v14)],

  // MARK: - Products

  products: [
    // What an app imports: the model, the screen contract, and one architecture.
    .library(name: "SharedModel", targets: ["SharedModel"]),
    .library(name: "ScreenContract", targets: ["ScreenContract"]),
    // What a UI test reads off an app's rendered views: the screens, by accessibility identifier.
    .library(name: "ScreenReading", targets: ["ScreenReading"]),
    // The part of SwiftUI the views use, with SwiftUI's rules, and the host that plays views as a UI test does.
    .library(name: "SwiftUISubset", targets: ["SwiftUISubset"]),
    .library(name: "MVI", targets: ["MVI"]),
    .library(name: "MVVM", targets: ["MVVM"]),
    .library(name: "MV", targets: ["MV"]),
    .library(name: "HexagonalDomain", targets: ["HexagonalDomain"]),
    .library(name: "Hexagonal", targets: ["Hexagonal", "HexagonalDrivenAdapters", "HexagonalPresentation"]),
    // The lab's engine and drivers, and the tests' doubles: what the course's exercises build on.
    .library(name: "Lab", targets: ["LabServer", "LabLanguage", "LabEngine", "LabNarration", "LabDrivers"]),
    .library(name: "TestSupport", targets: ["TestSupport"]),
    // The command line.
    .executable(name: "archlab", targets: ["archlab"]),
  ],

  // An app that adds this package builds its views on Apple's SwiftUI with this trait; without it, on
  // SwiftUISubset, which runs everywhere. CI here builds without it: the Apple build is not checked.
  traits: [
    .trait(
      name: "AppleSwiftUI",
      description: "Each architecture imports Apple's SwiftUI instead of SwiftUISubset (Apple platforms only)")
  ],

  targets: [
    // MARK: - SwiftUI, the part the views use
    //
    // SwiftUI doesn't exist on Linux: this target declares the part of its API the views use, with
    // Apple's signatures, and runs it with SwiftUI's rules (RULES.md beside it lists each one, its source
    // and its test). It depends on nothing but the toolchain.

    .target(name: "SwiftUISubset", exclude: ["RULES.md"], swiftSettings: settings),
    // Times a List of 100,000 rows: `swift run -c release SubsetBench`.
    .executableTarget(name: "SubsetBench", dependencies: ["SwiftUISubset"], swiftSettings: settings),

    // MARK: - The shared kernel

    // Profile, Todo and the title rules. Imports nothing, not even Foundation, so
    // the hexagonal domain can depend on it and stay pure.
    .target(name: "SharedModel", path: "Sources/Shared/Model", swiftSettings: settings),
    // What a user sees and can do on each screen, the user-facing text, and the
    // one text renderer. Every architecture's view conforms to it.
    .target(
      name: "ScreenContract", dependencies: ["SharedModel"], path: "Sources/Shared/Screen", swiftSettings: settings),
    // The one reader of every architecture's rendered app, for the lab and the tests alike.
    .target(
      name: "ScreenReading", dependencies: ["ScreenContract", "SharedModel", "SwiftUISubset"],
      path: "Sources/Shared/Reading", swiftSettings: settings),

    // MARK: - The architectures
    //
    // Each depends on the shared kernel only: never on another architecture,
    // never on the lab.

    .target(name: "MVI", dependencies: ["SharedModel", "ScreenContract", "SwiftUISubset"], swiftSettings: settings),
    .target(name: "MVVM", dependencies: ["SharedModel", "ScreenContract", "SwiftUISubset"], swiftSettings: settings),
    // The plain SwiftUI way, the baseline: app-level @Observable models, views that call them.
    .target(name: "MV", dependencies: ["SharedModel", "ScreenContract", "SwiftUISubset"], swiftSettings: settings),
    // The hexagon's core: entities, use cases (input ports) and output ports.
    // It sees the pure model and nothing else: no I/O, no UI, no screen contract.
    .target(
      name: "HexagonalDomain", dependencies: ["SharedModel"], path: "Sources/Hexagonal/Domain",
      swiftSettings: settings),
    // Driven adapters: what the core calls through its output ports, over the network or on disk.
    .target(
      name: "HexagonalDrivenAdapters", dependencies: ["HexagonalDomain", "SharedModel"],
      path: "Sources/Hexagonal/Adapters", exclude: ["Presentation"], swiftSettings: settings),
    // Driving adapters: the presenters and views, which turn gestures into calls to use cases. They see
    // the use cases and the ports, and no driven adapter: the compiler keeps it so.
    .target(
      name: "HexagonalPresentation",
      dependencies: ["HexagonalDomain", "SharedModel", "ScreenContract", "SwiftUISubset"],
      path: "Sources/Hexagonal/Adapters/Presentation", swiftSettings: settings),
    // The composition root: the one place that sees every part, and plugs adapters into the core.
    .target(
      name: "Hexagonal",
      dependencies: ["HexagonalDomain", "HexagonalDrivenAdapters", "HexagonalPresentation", "SharedModel"],
      path: "Sources/Hexagonal", exclude: ["Domain", "Adapters"], swiftSettings: settings),

    // MARK: - The lab: playing scenarios
    //
    // Tooling, not lesson code. The engine, the language and the server know
    // nothing of MVI, MVVM or Hexagonal; only the drivers do.

    // The remote server of the feature, scripted by scenarios: holds, failures, counts.
    .target(name: "LabServer", dependencies: ["SharedModel"], path: "Sources/Lab/Server", swiftSettings: settings),
    // The scenario language: its syntax tree, the parser and its diagnostics.
    .target(
      name: "LabLanguage", dependencies: ["ScreenContract", "SharedModel"], path: "Sources/Lab/Language",
      swiftSettings: settings),
    // Plays a scenario against an architecture it knows only as a name and a
    // way to build an app: sessions, settling, the watchdog, traces.
    .target(
      name: "LabEngine", dependencies: ["LabLanguage", "LabServer", "ScreenContract", "SharedModel"],
      path: "Sources/Lab/Engine", swiftSettings: settings),
    // The inside story: an observer of a session that drivers tell what happens.
    .target(
      name: "LabNarration", dependencies: ["LabEngine", "LabLanguage", "LabServer", "ScreenContract", "SharedModel"],
      path: "Sources/Lab/Narration", swiftSettings: settings),
    // The only lab target that sees the architectures: each one plugged into the engine.
    .target(
      name: "LabDrivers",
      dependencies: [
        "LabEngine", "LabLanguage", "LabNarration", "LabServer", "MV", "MVI", "MVVM", "HexagonalDomain", "Hexagonal",
        "HexagonalPresentation",
        "ScreenContract", "ScreenReading", "SharedModel", "SwiftUISubset",
      ],
      path: "Sources/Lab/Drivers", swiftSettings: settings),

    // The spec as an oracle: random scenarios played on every architecture at once,
    // FEATURE.md's invariants checked after each step, failures shrunk (`archlab fuzz`).
    .target(
      name: "LabOracle", dependencies: ["LabEngine", "LabLanguage", "LabServer", "ScreenContract", "SharedModel"],
      path: "Sources/Lab/Oracle", swiftSettings: settings),

    // MARK: - The lab: showing, measuring, teaching

    // What each gesture costs each architecture, against a plain baseline, and what it redraws.
    .target(
      name: "LabBench", dependencies: ["LabEngine", "LabServer", "ScreenContract", "SharedModel"],
      path: "Sources/Lab/Bench", swiftSettings: settings),

    // The console, colour, and fitting text to a width.
    .target(name: "LabTerminal", path: "Sources/Lab/Terminal", swiftSettings: settings),
    // Several architectures' runs of one scenario, laid out side by side; sequence diagrams; the matrix.
    .target(
      name: "LabSideBySide",
      dependencies: ["LabEngine", "LabLanguage", "LabNarration", "LabTerminal", "ScreenContract"],
      path: "Sources/Lab/SideBySide", swiftSettings: settings),
    // The source tree as text: its Swift files, their code lines, and the snippet regions lessons quote.
    .target(name: "LabSourceTree", path: "Sources/Lab/SourceTree", swiftSettings: settings),
    // Files, code lines, types, seams, tests and state writers, measured from the source tree.
    .target(
      name: "LabMeasures", dependencies: ["LabSourceTree", "LabTerminal"], path: "Sources/Lab/Measures",
      swiftSettings: settings),
    // The course's exercises and their checks.
    .target(name: "LabCourse", dependencies: ["LabTerminal"], path: "Sources/Lab/Course", swiftSettings: settings),
    // Keeps the lessons true to the code; the commands they quote are run for it by the command line.
    .target(name: "LabLessons", dependencies: ["LabSourceTree"], path: "Sources/Lab/Lessons", swiftSettings: settings),
    // Every subcommand of `archlab`.
    .target(
      name: "LabCommandLine",
      dependencies: [
        "LabBench", "LabCourse", "LabDrivers", "LabEngine", "LabLanguage", "LabLessons", "LabMeasures",
        "LabNarration", "LabOracle", "LabServer", "LabSideBySide", "LabTerminal", "ScreenContract",
      ],
      // The help in French (Resources/fr.lproj), which Foundation reads.
      path: "Sources/Lab/CommandLine", resources: [.process("Resources")], swiftSettings: settings),
    // The executable: thin, hands the arguments over to the command line.
    .executableTarget(name: "archlab", dependencies: ["LabCommandLine"], swiftSettings: settings),

    // MARK: - Tests
    //
    // A test target per module, except where one target tests a module with its neighbours (the README
    // says which): SharedTests covers ScreenContract; HexagonalTests the hexagon's adapters and its
    // composition root; LabSideBySideTests the narration; LabMeasuresTests the source tree's reading;
    // ConformanceTests the drivers, playing every scenario against every registered architecture;
    // LabCommandLineTests the course.

    // Test doubles that fail a test instead of hanging it, for every architecture's tests.
    .target(
      name: "TestSupport", dependencies: ["SharedModel", "ScreenContract", "ScreenReading", "SwiftUISubset"],
      path: "Tests/Support",
      swiftSettings: settings),
    // A plain reference app, a hand-driven clock and helpers, for the lab's own tests.
    .target(
      name: "LabTestSupport",
      dependencies: [
        "LabEngine", "LabLanguage", "LabOracle", "LabServer", "LabTerminal", "ScreenContract", "SharedModel",
      ],
      path: "Tests/LabSupport", swiftSettings: settings),

    // SwiftUI's rules, one test or more each (each name starts with its rule's number), and the seeds' two views.
    .testTarget(name: "SwiftUISubsetTests", dependencies: ["SwiftUISubset"], swiftSettings: settings),
    .testTarget(
      name: "SharedTests", dependencies: ["SharedModel", "ScreenContract", "TestSupport"], swiftSettings: settings),
    .testTarget(
      name: "MVITests", dependencies: ["MVI", "SharedModel", "ScreenContract", "TestSupport"], swiftSettings: settings
    ),
    .testTarget(
      name: "MVVMTests", dependencies: ["MVVM", "SharedModel", "ScreenContract", "TestSupport"],
      swiftSettings: settings),
    .testTarget(
      name: "MVTests", dependencies: ["MV", "SharedModel", "ScreenContract", "TestSupport"], swiftSettings: settings),
    // The domain's rules, tested with no adapter at all.
    .testTarget(
      name: "HexagonalDomainTests", dependencies: ["HexagonalDomain", "SharedModel", "TestSupport"],
      swiftSettings: settings),
    .testTarget(
      name: "HexagonalTests",
      dependencies: [
        "Hexagonal", "HexagonalDomain", "HexagonalDrivenAdapters", "HexagonalPresentation", "SharedModel",
        "ScreenContract", "ScreenReading", "TestSupport",
      ],
      swiftSettings: settings),
    .testTarget(
      name: "LabServerTests", dependencies: ["LabServer", "SharedModel", "TestSupport"], swiftSettings: settings),
    .testTarget(
      name: "LabLanguageTests",
      dependencies: ["LabLanguage", "LabServer", "LabTestSupport", "ScreenContract", "TestSupport"],
      swiftSettings: settings),
    .testTarget(
      name: "LabEngineTests",
      dependencies: [
        "LabEngine", "LabLanguage", "LabServer", "LabTestSupport", "ScreenContract", "SharedModel", "TestSupport",
      ],
      swiftSettings: settings),
    // The bench at a tiny size, untimed: what each gesture redraws.
    .testTarget(
      name: "LabBenchTests", dependencies: ["LabBench", "LabDrivers", "ScreenContract", "TestSupport"],
      swiftSettings: settings),
    // The oracle: planted bugs it must find, shrinking, and the generator's reach.
    .testTarget(
      name: "LabOracleTests",
      dependencies: [
        "LabDrivers", "LabEngine", "LabLanguage", "LabOracle", "LabServer", "LabTestSupport", "ScreenContract",
        "TestSupport",
      ],
      swiftSettings: settings),
    .testTarget(
      name: "LabTerminalTests", dependencies: ["LabTerminal", "LabTestSupport", "TestSupport"],
      swiftSettings: settings),
    .testTarget(
      name: "LabSideBySideTests",
      dependencies: [
        "Hexagonal", "HexagonalDomain", "HexagonalPresentation", "LabDrivers", "LabEngine", "LabLanguage",
        "LabNarration", "LabOracle",
        "LabServer", "LabSideBySide", "LabTerminal", "LabTestSupport", "MV", "MVI", "MVVM", "ScreenContract",
        "SharedModel",
        "TestSupport",
      ],
      swiftSettings: settings),
    // Fixtures/ is a miniature source tree that `archlab compare` measures; Golden/ the outputs compared with.
    .testTarget(
      name: "LabMeasuresTests", dependencies: ["LabMeasures", "LabSourceTree", "TestSupport"],
      exclude: ["Fixtures", "Golden"],
      swiftSettings: settings),
    .testTarget(
      name: "LabLessonsTests", dependencies: ["LabLessons", "LabTerminal", "LabTestSupport", "TestSupport"],
      swiftSettings: settings),
    .testTarget(
      name: "LabCommandLineTests",
      dependencies: [
        "LabCommandLine", "LabCourse", "LabDrivers", "LabEngine", "LabLanguage", "LabLessons", "LabTerminal",
        "LabTestSupport",
        "ScreenContract", "TestSupport",
      ],
      exclude: ["Golden"],
      swiftSettings: settings),
    .testTarget(
      name: "ConformanceTests",
      dependencies: ["LabDrivers", "LabEngine", "LabLanguage", "LabNarration", "LabTestSupport", "TestSupport"],
      swiftSettings: settings),
  ],
  swiftLanguageModes: [.v6]
)
