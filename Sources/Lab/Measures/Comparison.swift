// Measures the architectures from the source tree: per architecture and per layer.

import Foundation
import LabSourceTree

/// The measures of every architecture, taken from the files on disk, or read back from a saved
/// measure (`compare --format json`, which the lessons render their tables from).
public struct Comparison: Codable, Equatable {
  /// One architecture's measures, in total and per layer.
  struct Architecture: Codable, Equatable {
    var name: String
    var total: SourceMetrics
    var stateWriters: [String]
    /// The stored properties counted as state, found in the code: `Type.property`.
    var stateProperties: [String]
    var layers: [Layer]
    /// The tests that check logic without making a view: those outside the files that test views.
    var testsWithoutView: Int
  }

  /// A folder of an architecture (at most two levels deep), e.g. `Adapters/Network`.
  struct Layer: Codable, Equatable {
    var name: String
    var metrics: SourceMetrics
    var stateWriters: Int
  }

  /// One rule and the lines of code each architecture spends on it.
  struct Cost: Codable, Equatable {
    /// The rule's number, e.g. `T5`, and what it asks for.
    var rule: String
    var summary: String
    var lines: [String: Int]
  }

  var architectures: [Architecture]
  var costs: [Cost]

  /// Measures the package whose root folder is `root`.
  public init(
    root: URL, sources: [ArchitectureSources] = ArchitectureSources.all, rules: [ChangeCost] = ChangeCost.all
  )
    throws
  {
    var marked: [String: [(marker: SwiftCode.SnippetMarker, lines: [String])]] = [:]
    architectures = try sources.map { layout in
      let folder = root.appendingPathComponent(layout.sources)
      var layers: [String: Layer] = [:]
      var total = SourceMetrics()
      var writers: [String] = []
      var regions: [(marker: SwiftCode.SnippetMarker, lines: [String])] = []
      let files = try SwiftCode.files(in: folder)
      let state = StateDeclarations(files: files)
      for (path, text) in files {
        let metrics = SourceMetrics.measure(text)
        total = total + metrics
        let layer = Self.layer(of: path)
        var entry = layers[layer] ?? Layer(name: layer, metrics: SourceMetrics(), stateWriters: 0)
        entry.metrics = entry.metrics + metrics
        let found = state.writers(in: text, path: path)
        entry.stateWriters += found.count
        writers += found.map { "\($0.type).\($0.function)" }
        layers[layer] = entry
        regions += SwiftCode.regions(in: text).filter { !$0.marker.rules.isEmpty }
      }
      let testFiles = try layout.tests.flatMap { try SwiftCode.files(in: root.appendingPathComponent($0)) }
      total.tests = testFiles.map { SourceMetrics.measure($0.text).tests }.reduce(0, +)
      let withoutView = testFiles.filter { !Self.testsAView($0.path) }.map { SourceMetrics.measure($0.text).tests }
        .reduce(0, +)
      marked[layout.name] = regions
      return Architecture(
        name: layout.name, total: total, stateWriters: writers,
        stateProperties: state.properties.sorted().map { "\($0.type).\($0.name)" },
        layers: layers.values.sorted { $0.name < $1.name }, testsWithoutView: withoutView)
    }
    costs = try rules.map { rule in
      var lines: [String: Int] = [:]
      for layout in sources {
        let regions = marked[layout.name, default: []].filter { $0.marker.rules.contains(rule.rule) }
        // A rule marked nowhere would count as no code at all: a cost too low, silently.
        guard !regions.isEmpty else { throw MissingRegion(rule: rule.rule, architecture: layout.name) }
        lines[layout.name] = regions.map { SwiftCode.codeLines(of: $0.lines.joined(separator: "\n")).count }
          .reduce(0, +)
      }
      return Cost(rule: rule.rule, summary: rule.summary, lines: lines)
    }
  }

  /// A measure saved by `compare --format json`.
  public init(json data: Data) throws {
    self = try JSONDecoder().decode(Self.self, from: data)
  }

  /// The measure as JSON, keys sorted, so that the same code gives the same text.
  public var json: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
  }

  /// Whether a test file tests views: its name ends in `ViewTests.swift` or `ViewsTests.swift`
  /// (`TodosViewModelTests.swift` tests a view model, made without a view).
  static func testsAView(_ path: String) -> Bool {
    path.hasSuffix("ViewTests.swift") || path.hasSuffix("ViewsTests.swift")
  }

  /// The layer a file belongs to: its folder, two levels at most; `(top)` for the module's own folder.
  static func layer(of path: String) -> String {
    let folders = path.split(separator: "/").dropLast()
    return folders.isEmpty ? "(top)" : folders.prefix(2).joined(separator: "/")
  }
}

/// A rule whose change cost is printed, which no region of an architecture is marked with.
struct MissingRegion: Error, CustomStringConvertible {
  let rule: String
  let architecture: String

  var description: String {
    "no code of \(architecture) is marked as carrying out \(rule): mark each region that does with "
      + "`// snippet.NAME (\(rule))`, so that its change cost counts it"
  }
}
