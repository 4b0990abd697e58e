// The numbers prose may state about the repository, each read from the repository: its counts, the
// figures of the saved bench run (Lessons/bench.json) and those the fuzz's tests hold it to.

import Foundation

/// The facts a `<!-- n: NAME -->` marker names, read from the package below `root`.
///
/// | Fact | Its value |
/// | --- | --- |
/// | `exercises` | the folders of Course/Exercises |
/// | `lessons` | the numbered lessons of Lessons/en, 05a included |
/// | `architectures` | the architectures compared: the folders of Sources whose views import SwiftUI (their one `SwiftUI.swift`), but the baseline MV |
/// | `architectures-and-mv` | the same, with MV |
/// | `scenarios`, `scenarios FOLDER…` | the `.scenario` files below Scenarios, or below those folders of it |
/// | `rules` | the rules of FEATURE.md, such as P1 or T12 |
/// | `longest-lesson` | the lines a lesson may have before its questions |
/// | `fuzz-planted-bugs` | the bugs the fuzz's test plants, `PlantedBug`'s cases |
/// | `fuzz-runs` | the runs that test gives the fuzz to find each one |
/// | `fuzz-shrunk-statements` | the statements a shrunk failure may have, at most |
/// | `fuzz-clean-runs` | the runs the app without a bug must pass |
/// | `fuzz-steps` | the statements of a random scenario, at most, unless `--steps` says otherwise |
/// | `bench SUBJECT GESTURE SIZE gesture/median/full` | a time of bench.json, in µs: the gesture alone, with its render, with the whole screen built again |
/// | `bench ratio GESTURE,… SIZE` | the largest median of an architecture over the baseline's, for those gestures |
/// | `bench memory SUBJECT` | a peak of resident memory, in MiB |
/// | `bench redrawn SUBJECT GESTURE SIZE` | the bodies that gesture evaluated, in a code span: `TodosField` |
/// | `bench repetitions` | the repetitions of each measure |
struct RepositoryFacts {
  let root: URL

  /// The fact's value in its unit (µs for times, MiB for memory), or nil if there is no such fact;
  /// `written` is the unit the prose writes after it, which scales a time.
  func value(_ name: String, unit written: String = "") -> Double? {
    let words = name.split(separator: " ").map(String.init)
    switch words.first {
    case "exercises":
      return Double(folders("Course/Exercises").filter { $0.first?.isNumber == true }.count)
    case "lessons":
      return Double(files("Lessons/en").filter { $0.first?.isNumber == true && $0.hasSuffix(".md") }.count)
    case "architectures", "architectures-and-mv":
      let baseline = words[0] == "architectures" ? ["MV"] : []
      return Double(folders("Sources").filter { !baseline.contains($0) && importsSwiftUI("Sources/\($0)") }.count)
    case "scenarios":
      let below = words.count > 1 ? words.dropFirst().map { "Scenarios/\($0)" } : ["Scenarios"]
      return Double(below.map { scenarioFiles(below: $0) }.reduce(0, +))
    case "rules":
      return Double(lines("FEATURE.md").filter(Self.isRule).count)
    case "longest-lesson":
      return Double(LessonChecker.longestLesson)
    case "fuzz-planted-bugs":
      let source = lines("Tests/LabSupport/ReferenceApp.swift")
      guard let start = source.firstIndex(where: { $0.contains("enum PlantedBug") }) else { return nil }
      let body = source[(start + 1)...].prefix { $0 != "}" }
      return Double(body.filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix("case ") }.count)
    case "fuzz-runs":
      return number(in: Self.fuzzerTests, after: "func findsAPlantedBug", following: "run(runs: ")
    case "fuzz-shrunk-statements":
      return number(in: Self.fuzzerTests, after: "func findsAPlantedBug", following: "statements.count <= ")
    case "fuzz-steps":
      return number(
        in: "Sources/Lab/Oracle/Fuzzer.swift", after: "public init(architectures:", following: "steps: Int = ")
    case "fuzz-clean-runs":
      return number(in: Self.fuzzerTests, after: "func theSameScenariosPassWithoutTheBug", following: "run(runs: ")
    case "bench":
      return bench(Array(words.dropFirst()), unit: written)
    default:
      return nil
    }
  }

  static let fuzzerTests = "Tests/LabOracleTests/FuzzerTests.swift"

  /// A line of FEATURE.md that states a rule: `- **T12** …`.
  static func isRule(_ line: String) -> Bool {
    guard line.hasPrefix("- **") else { return false }
    let name = line.dropFirst(4).prefix { $0 != "*" }
    return name.count >= 2 && name.first?.isUppercase == true && name.dropFirst().allSatisfy(\.isNumber)
  }

  // MARK: - The saved bench run

  private struct Run: Decodable {
    struct Measure: Decodable {
      var subject: String
      var gesture: String
      var size: Int
      var medianMicroseconds: Double
      var gestureMedianMicroseconds: Double?
      var fullMedianMicroseconds: Double?
      /// The bodies the gesture evaluated, by view type.
      var bodies: [String: Int]?
    }
    var measures: [Measure]
    var peakMemoryBytes: [String: Int]?
    var repetitions: Int
  }

  /// The words a fact is, written in a code span: `bench redrawn SUBJECT GESTURE SIZE`, the bodies
  /// that gesture evaluated in the saved run, as the bench's table names them.
  func text(_ name: String) -> String? {
    let words = name.split(separator: " ").map(String.init)
    guard words.count == 5, words[0] == "bench", words[1] == "redrawn", let size = Int(words[4]), let run = savedRun,
      let measure = run.measures.first(where: { $0.subject == words[2] && $0.gesture == words[3] && $0.size == size })
    else { return nil }
    guard let bodies = measure.bodies else { return nil }
    let names = bodies.sorted { $0.key < $1.key }.map { $0.value == 1 ? $0.key : "\($0.key) ×\($0.value)" }
    return names.isEmpty ? "none" : names.joined(separator: ", ")
  }

  private var savedRun: Run? {
    guard let data = try? Data(contentsOf: root.appendingPathComponent("Lessons/bench.json")) else { return nil }
    return try? JSONDecoder().decode(Run.self, from: data)
  }

  private func bench(_ words: [String], unit: String) -> Double? {
    guard let run = savedRun else { return nil }
    func median(_ subject: String, _ gesture: String, _ size: Int) -> Double? {
      run.measures.first { $0.subject == subject && $0.gesture == gesture && $0.size == size }?.medianMicroseconds
    }
    switch words.first {
    case "repetitions":
      return Double(run.repetitions)
    case "memory":
      guard words.count == 2, let bytes = run.peakMemoryBytes?[words[1]] else { return nil }
      return Double(bytes) / 1_048_576
    case "ratio":
      guard words.count == 3, let size = Int(words[2]) else { return nil }
      let gestures = words[1].split(separator: ",").map(String.init)
      let subjects = Set(run.measures.map(\.subject)).subtracting(["baseline"])
      let ratios = gestures.flatMap { gesture in
        subjects.compactMap { subject -> Double? in
          guard let value = median(subject, gesture, size), let base = median("baseline", gesture, size), base > 0
          else { return nil }
          return value / base
        }
      }
      return ratios.max()
    default:
      guard words.count == 4, let size = Int(words[2]),
        let measure = run.measures.first(where: { $0.subject == words[0] && $0.gesture == words[1] && $0.size == size })
      else { return nil }
      let microseconds: Double?
      switch words[3] {
      case "gesture": microseconds = measure.gestureMedianMicroseconds
      case "median": microseconds = measure.medianMicroseconds
      case "full": microseconds = measure.fullMedianMicroseconds
      default: microseconds = nil
      }
      return microseconds.map { $0 / Self.microseconds(per: unit) }
    }
  }

  /// How many µs a time unit holds: a time written in ms is the fact over 1000.
  static func microseconds(per unit: String) -> Double {
    switch unit.lowercased() {
    case "ms": 1000
    case "s": 1_000_000
    default: 1
    }
  }

  // MARK: - Reading the package

  private func folders(_ path: String) -> [String] {
    let url = root.appendingPathComponent(path)
    return ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).filter { name in
      var isFolder: ObjCBool = false
      return FileManager.default.fileExists(atPath: url.appendingPathComponent(name).path, isDirectory: &isFolder)
        && isFolder.boolValue
    }
  }

  private func files(_ path: String) -> [String] {
    (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(path).path)) ?? []
  }

  /// Whether the code below `path` has the one file an app's module imports SwiftUI in.
  private func importsSwiftUI(_ path: String) -> Bool {
    guard let enumerator = FileManager.default.enumerator(atPath: root.appendingPathComponent(path).path) else {
      return false
    }
    return enumerator.compactMap { $0 as? String }.contains { ($0 as NSString).lastPathComponent == "SwiftUI.swift" }
  }

  private func scenarioFiles(below path: String) -> Int {
    guard let enumerator = FileManager.default.enumerator(atPath: root.appendingPathComponent(path).path) else {
      return 0
    }
    return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".scenario") }.count
  }

  private func lines(_ path: String) -> [String] {
    let text = (try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)) ?? ""
    return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  /// The integer right after `prefix`, first met after the line holding `anchor`.
  private func number(in path: String, after anchor: String, following prefix: String) -> Double? {
    let source = lines(path)
    guard let start = source.firstIndex(where: { $0.contains(anchor) }) else { return nil }
    for line in source[start...] {
      if let range = line.range(of: prefix) {
        return Double(String(line[range.upperBound...].prefix { $0.isNumber }))
      }
    }
    return nil
  }
}
