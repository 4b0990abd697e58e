// What `archlab bench` found, written as text for a terminal, as Markdown for the lessons, or as JSON.

import Foundation
import ScreenContract

/// Every measure of a bench run.
public struct BenchReport: Sendable {
  /// One gesture on one subject at one size.
  public struct Measure: Sendable {
    public var subject: String
    public var size: Int
    public var gesture: BenchGesture
    /// The median time of the gesture, its render included.
    public var median: Duration
    /// The fastest and the slowest of the repetitions that median is taken from.
    public var minimum: Duration
    public var maximum: Duration
    /// The median time of the gesture alone: the state changed, the effects run, the server answered.
    public var gestureMedian: Duration
    /// The median time of the gesture and of building the whole screen after it, stale or not; nil
    /// above ``Bench/wholeScreenLimit``.
    public var fullMedian: Duration?
    /// The views whose body the gesture evaluated, by type, each view counted once; nil for the
    /// baseline, which has no views.
    public var bodies: [String: Int]? = nil
  }

  /// The baseline first, then each architecture.
  public var subjects: [String]
  public var sizes: [Int]
  public var measures: [Measure] = []
  /// At the largest size, how much the resident memory grew from before the subject was made
  /// to its peak, in bytes; empty where the system doesn't say.
  public var peakMemory: [String: Int] = [:]
  /// Architectures whose views the bench could not count the bodies of.
  public var missing: Set<String> = []
  /// How many times each gesture was made at each size.
  public var repetitions: Int
  /// Where and how it ran: the machine, the build, the date. Written into the JSON, so that a
  /// lesson's numbers say where they come from.
  public var provenance: [String: String] = [:]

  init(subjects: [String], sizes: [Int], repetitions: Int) {
    self.subjects = subjects
    self.sizes = sizes
    self.repetitions = repetitions
  }

  public func median(_ subject: String, _ gesture: BenchGesture, size: Int) -> Duration? {
    measure(subject, gesture, size)?.median
  }

  private func measure(_ subject: String, _ gesture: BenchGesture, _ size: Int) -> Measure? {
    measures.first { $0.subject == subject && $0.gesture == gesture && $0.size == size }
  }

  /// The gestures measured, in ``BenchGesture``'s order.
  public var gestures: [BenchGesture] {
    BenchGesture.allCases.filter { gesture in measures.contains { $0.gesture == gesture } }
  }

  /// The bodies `gesture` evaluated on `subject`, by view type, at the smallest size: what it
  /// redraws; nil for the baseline.
  public func bodies(_ subject: String, _ gesture: BenchGesture) -> [String: Int]? {
    measures.first { $0.subject == subject && $0.gesture == gesture && $0.size == sizes.min() }?.bodies
  }

  // MARK: - Writing it

  /// Plain text, one table per gesture, then the redraws and the memory; with `summary`, one
  /// table of the times at the largest size and one of their growth instead of one per gesture.
  public func text(summary: Bool = false, in language: BenchLanguage = .english) -> String {
    tables(markdown: false, summary: summary, words: .of(language))
  }

  /// The same tables in GitHub Markdown, for the lessons.
  public func markdown(summary: Bool = false, in language: BenchLanguage = .english) -> String {
    tables(markdown: true, summary: summary, words: .of(language))
  }

  private func tables(markdown: Bool, summary: Bool, words: BenchWords) -> String {
    let present = subjects.filter { !missing.contains($0) }
    let largest = sizes.max() ?? 0
    let time = { (duration: Duration) in Self.time(duration, words) }
    var out = ""
    if let machine = provenance["machine"] {
      out += markdown ? "\n" : ""
      out += words.measuredOn(machine, provenance["build"], provenance["date"].map { String($0.prefix(10)) }) + "\n"
    }
    if summary {
      out += Self.title(words.medianLead, words.medianRest(Self.size(largest)), markdown: markdown)
      out += gestureTable(present, markdown: markdown, words: words) { subject, gesture in
        guard let measure = measure(subject, gesture, largest) else { return "–" }
        let figure = "\(time(measure.median)) \(Self.range(measure, words))"
        guard subject != Bench.baseline, let ratio = baselineRatio(subject, gesture, words) else { return figure }
        return "\(figure) (\(overlapsBaseline(measure) ? "≈" : "")\(ratio)×)"
      }
      out += "\n" + Self.rangeNote(repetitions, markdown: markdown, words: words)
      if let smallest = sizes.min(), smallest < largest {
        out += Self.title(
          words.growthLead, words.growthRest(Self.size(smallest), Self.size(largest)), markdown: markdown)
        out += gestureTable(present, markdown: markdown, words: words) { growth($0, $1, words).map { "\($0)×" } ?? "–" }
      }
    } else {
      for gesture in gestures {
        out += Self.title(words.summary(gesture).capitalizedFirst, words.perGestureRest, markdown: markdown)
        let rows = present.map { subject in
          [subject] + sizes.map { size in median(subject, gesture, size: size).map(time) ?? "–" }
            + [
              subject == Bench.baseline ? "1" : baselineRatio(subject, gesture, words) ?? "–",
              growth(subject, gesture, words) ?? "–",
            ]
        }
        out += Self.table([""] + sizes.map(Self.size) + ["× baseline", words.growth], rows, markdown: markdown)
      }
    }

    out += Self.title(words.aloneLead, words.aloneRest(Self.size(largest)), markdown: markdown)
    out += gestureTable(present, markdown: markdown, words: words) { subject, gesture in
      measure(subject, gesture, largest).map { time($0.gestureMedian) } ?? "–"
    }

    if let whole = sizes.filter({ size in measures.contains { $0.size == size && $0.fullMedian != nil } }).max() {
      out += Self.title(words.wholeLead, words.wholeRest(Self.size(whole)), markdown: markdown)
      out += gestureTable(present, markdown: markdown, words: words) { subject, gesture in
        measure(subject, gesture, whole)?.fullMedian.map(time) ?? "–"
      }
    }

    out += Self.title(words.redrawsLead, words.redrawsRest, markdown: markdown)
    out += gestureTable(present.filter { $0 != Bench.baseline }, markdown: markdown, words: words) { subject, gesture in
      bodies(subject, gesture).map { Self.bodies($0, none: words.none) } ?? "–"
    }

    if !peakMemory.isEmpty {
      out += Self.title(words.memoryLead, words.memoryRest(Self.size(largest)), markdown: markdown)
      out += Self.table(
        ["", words.peak], present.map { [$0, peakMemory[$0].map { Self.mebibytes($0, words) } ?? "–"] },
        markdown: markdown)
    }
    if !missing.isEmpty {
      out += "\n" + words.notMeasured + missing.sorted().joined(separator: ", ") + "\n"
    }
    return out
  }

  /// A table with a row per subject and a column per gesture.
  private func gestureTable(
    _ subjects: [String], markdown: Bool, words: BenchWords, cell: (String, BenchGesture) -> String
  ) -> String {
    Self.table(
      [""] + gestures.map(words.gesture),
      subjects.map { subject in [subject] + gestures.map { cell(subject, $0) } }, markdown: markdown)
  }

  /// Whether a measure's range, fastest to slowest, meets the baseline's at the same size and gesture.
  private func overlapsBaseline(_ measure: Measure) -> Bool {
    guard let base = self.measure(Bench.baseline, measure.gesture, measure.size) else { return false }
    return measure.minimum <= base.maximum && base.minimum <= measure.maximum
  }

  /// What the brackets and ≈ mean, under a summary table.
  static func rangeNote(_ repetitions: Int, markdown: Bool, words: BenchWords = .english) -> String {
    let lines = words.rangeNote(repetitions)
    return markdown ? lines.joined(separator: " ") + "\n" : lines.map { "  \($0)\n" }.joined()
  }

  /// `[min–max]`, in the unit of the smaller.
  static func range(_ measure: Measure, _ words: BenchWords = .english) -> String {
    "[\(time(measure.minimum, words))–\(time(measure.maximum, words))]"
  }

  /// The gesture's time against the baseline's, at the largest size.
  private func baselineRatio(_ subject: String, _ gesture: BenchGesture, _ words: BenchWords) -> String? {
    guard let largest = sizes.max(), let time = median(subject, gesture, size: largest),
      let base = median(Bench.baseline, gesture, size: largest)
    else { return nil }
    return Self.ratio(time, base, words)
  }

  /// How much the gesture's time grew from the smallest size to the largest.
  private func growth(_ subject: String, _ gesture: BenchGesture, _ words: BenchWords) -> String? {
    guard let smallest = sizes.min(), let largest = sizes.max(), smallest < largest,
      let small = median(subject, gesture, size: smallest), let large = median(subject, gesture, size: largest)
    else { return nil }
    return Self.ratio(large, small, words)
  }

  /// A table's title: its first words in bold in Markdown.
  private static func title(_ lead: String, _ rest: String, markdown: Bool) -> String {
    markdown ? "\n**\(lead)**\(rest)\n\n" : "\n\(lead)\(rest)\n"
  }

  /// JSON for other programs and for the lessons: every measure in microseconds, and where it ran.
  /// ``init(json:)`` reads it back, so a lesson's tables and chart can all come from one run.
  public func json() -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    let data = (try? encoder.encode(BenchDocument(self))) ?? Data()
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  /// A report read back from ``json()``.
  public init(json: Data) throws {
    let document = try JSONDecoder().decode(BenchDocument.self, from: json)
    self.init(subjects: document.subjects, sizes: document.sizes, repetitions: document.repetitions)
    provenance = document.provenance
    peakMemory = document.peakMemoryBytes
    missing = Set(document.missing)
    measures = document.measures.map { entry in
      Measure(
        subject: entry.subject, size: entry.size, gesture: entry.gesture,
        median: Self.duration(entry.medianMicroseconds), minimum: Self.duration(entry.minimumMicroseconds),
        maximum: Self.duration(entry.maximumMicroseconds),
        gestureMedian: Self.duration(entry.gestureMedianMicroseconds),
        fullMedian: entry.fullMedianMicroseconds.map(Self.duration), bodies: entry.bodies)
    }
  }

  static func duration(_ microseconds: Double) -> Duration {
    .nanoseconds(Int64((microseconds * 1_000).rounded()))
  }

  // MARK: - Cells

  static func size(_ size: Int) -> String {
    switch size {
    case 100: "10²"
    case 1_000: "10³"
    case 10_000: "10⁴"
    case 100_000: "10⁵"
    case 1_000_000: "10⁶"
    default: "\(size)"
    }
  }

  /// A duration in microseconds, as the JSON and the chart write it.
  public static func microseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1e6 + Double(duration.components.attoseconds) / 1e12
  }

  static func time(_ duration: Duration, _ words: BenchWords = .english) -> String {
    let micros = microseconds(duration)
    if micros < 1_000 { return words.number(String(format: "%.0f", micros), unit: "µs") }
    if micros < 1_000_000 { return words.number(String(format: "%.1f", micros / 1_000), unit: "ms") }
    return words.number(String(format: "%.2f", micros / 1_000_000), unit: "s")
  }

  static func ratio(_ value: Duration, _ base: Duration, _ words: BenchWords = .english) -> String {
    let base = microseconds(base)
    guard base > 0 else { return "–" }
    let ratio = microseconds(value) / base
    return words.number(ratio < 10 ? String(format: "%.1f", ratio) : String(format: "%.0f", ratio))
  }

  /// Bytes in mebibytes (2²⁰ bytes), which is what the bench divides by.
  static func mebibytes(_ bytes: Int, _ words: BenchWords = .english) -> String {
    words.number(String(format: "%.1f", Double(bytes) / 1_048_576), unit: words.mebibytes)
  }

  /// The views evaluated, by type in name order, each view once: `TodoRow ×2, TodosFooter` is two
  /// rows and the footer, however many render passes drew them; `none` when none was.
  public static func bodies(_ bodies: [String: Int], none: String = "none") -> String {
    guard !bodies.isEmpty else { return none }
    return bodies.sorted { $0.key < $1.key }.map { $1 == 1 ? $0 : "\($0) ×\($1)" }.joined(separator: ", ")
  }

  /// Columns padded to their widest cell, or a Markdown table.
  static func table(_ header: [String], _ rows: [[String]], markdown: Bool) -> String {
    if markdown {
      let lines = [header, header.indices.map { $0 == 0 ? ":--" : "--:" }] + rows
      return lines.map { "| " + $0.joined(separator: " | ") + " |" }.joined(separator: "\n") + "\n"
    }
    let all = [header] + rows
    let widths = header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
    return all.map { cells in
      cells.enumerated().map { column, cell in
        let pad = String(repeating: " ", count: widths[column] - cell.count)
        return column == 0 ? cell + pad : pad + cell
      }.joined(separator: "  ")
    }.map { "  " + $0 }.joined(separator: "\n") + "\n"
  }
}

extension String {
  fileprivate var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}

/// The JSON form of a report: plain numbers in microseconds, so a person can read it too.
struct BenchDocument: Codable {
  struct Entry: Codable {
    var subject: String
    var size: Int
    var gesture: BenchGesture
    var medianMicroseconds: Double
    var minimumMicroseconds: Double
    var maximumMicroseconds: Double
    var gestureMedianMicroseconds: Double
    /// Absent above ``Bench/wholeScreenLimit``.
    var fullMedianMicroseconds: Double?
    var bodies: [String: Int]?
  }

  var subjects: [String]
  var sizes: [Int]
  var repetitions: Int
  var provenance: [String: String]
  var measures: [Entry]
  var peakMemoryBytes: [String: Int]
  var missing: [String]

  init(_ report: BenchReport) {
    subjects = report.subjects
    sizes = report.sizes
    repetitions = report.repetitions
    provenance = report.provenance
    peakMemoryBytes = report.peakMemory
    missing = report.missing.sorted()
    measures = report.measures.map { measure in
      Entry(
        subject: measure.subject, size: measure.size, gesture: measure.gesture,
        medianMicroseconds: BenchReport.microseconds(measure.median),
        minimumMicroseconds: BenchReport.microseconds(measure.minimum),
        maximumMicroseconds: BenchReport.microseconds(measure.maximum),
        gestureMedianMicroseconds: BenchReport.microseconds(measure.gestureMedian),
        fullMedianMicroseconds: measure.fullMedian.map(BenchReport.microseconds),
        bodies: measure.bodies)
    }
  }
}
