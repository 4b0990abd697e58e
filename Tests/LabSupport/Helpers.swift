// Shared helpers of the lab's tests: parsing a scenario in a line, a seeded random source, the package's folders.

import Foundation
import LabLanguage
import LabOracle
import Testing

/// Parses `text`, recording an issue and returning nil if it doesn't parse.
public func scenario(_ text: String, file: String = "test.scenario") -> Scenario? {
  do {
    return try ScenarioParser.parse(text, file: file)
  } catch {
    Issue.record("the scenario does not parse: \(error)")
    return nil
  }
}

/// The diagnostics for `text`, or none if it parses.
public func diagnostics(_ text: String) -> [Diagnostic] {
  do {
    _ = try ScenarioParser.parse(text, file: "bad.scenario")
    return []
  } catch {
    return error.diagnostics
  }
}

/// The seeded random number generator of `archlab fuzz`, for tests that make random inputs:
/// the same seed gives the same inputs on every run.
public typealias SplitMix64 = LabOracle.SplitMix64

/// Where the package and its build are, for tests that read its files or run `archlab` itself.
public enum TestPackage {
  /// The package's root folder.
  public static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // LabSupport
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()

  /// The `archlab` executable of this build, which `swift test` builds beside the tests.
  public static var archlab: URL {
    #if os(Linux)
      let tests = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    #else
      let tests =
        Bundle.allBundles.first { $0.bundleURL.pathExtension == "xctest" }?.bundleURL
        ?? URL(fileURLWithPath: CommandLine.arguments[0])
    #endif
    return tests.deletingLastPathComponent().appendingPathComponent("archlab")
  }
}
