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
    /// The median time of the gesture and of drawing again the parts it made stale.
    public var median: Duration
    /// The median time of the gesture alone: the state changed, the effects run, the server answered.
    public var gestureMedian: Duration
    /// The median time of the gesture and of building the whole screen after it, stale or not.
    public var fullMedian: Duration
    /// The parts of the screen the gesture made stale; nil for the baseline, which has no parts.
    public var redrawn: Set<TodosScreenPart>?
  }

  /// The baseline first, then each architecture.
  public var subjects: [String]
  public var sizes: [Int]
  public var measures: [Measure] = []
  /// At the largest size, how much the resident memory grew from before the subject was made
  /// to its peak, in bytes; empty where the system doesn't say.
  public var peakMemory: [String: Int] = [:]
  /// Architectures whose views the bench could not see as parts.
  public var missing: Set<String> = []

  init(subjects: [String], sizes: [Int]) {
    self.subjects = subjects
    self.sizes = sizes
  }

  public func median(_ subject: String, _ gesture: BenchGesture, size: Int) -> Duration? {
    measure(subject, gesture, size)?.median
  }

  private func measure(_ subject: String, _ gesture: BenchGesture, _ size: Int) -> Measure? {
    measures.first { $0.subject == subject && $0.gesture == gesture && $0.size == size }
  }

  /// What `gesture` redraws on `subject`, at the smallest size.
  public func redrawn(_ subject: String, _ gesture: BenchGesture) -> Set<TodosScreenPart>? {
    measures.first { $0.subject == subject && $0.gesture == gesture && $0.size == sizes.min() }?.redrawn
  }

  // MARK: - Writing it

  /// Plain text, one table per gesture, then the redraws and the memory; with `summary`, one
  /// table of the times at the largest size and one of their growth instead of one per gesture.
  public func text(summary: Bool = false) -> String { tables(markdown: false, summary: summary) }

  /// The same tables in GitHub Markdown, for the lessons.
  public func markdown(summary: Bool = false) -> String { tables(markdown: true, summary: summary) }

  private func tables(markdown: Bool, summary: Bool) -> String {
    let present = subjects.filter { !missing.contains($0) }
    let largest = sizes.max() ?? 0
    var out = ""
    if summary {
      out += Self.title(
        "Median time per gesture", " with \(Self.size(largest)) todos, stale parts drawn after it (× baseline)",
        markdown: markdown)
      out += gestureTable(present, markdown: markdown) { subject, gesture in
        guard let time = median(subject, gesture, size: largest) else { return "–" }
        guard subject != Bench.baseline, let ratio = baselineRatio(subject, gesture) else { return Self.time(time) }
        return "\(Self.time(time)) (\(ratio)×)"
      }
      if let smallest = sizes.min(), smallest < largest {
        out += Self.title(
          "Growth", " of that time from \(Self.size(smallest)) to \(Self.size(largest)) todos", markdown: markdown)
        out += gestureTable(present, markdown: markdown) { growth($0, $1).map { "\($0)×" } ?? "–" }
      }
    } else {
      for gesture in BenchGesture.allCases {
        out += Self.title(gesture.summary.capitalizedFirst, ", median time per gesture", markdown: markdown)
        let rows = present.map { subject in
          [subject] + sizes.map { size in median(subject, gesture, size: size).map(Self.time) ?? "–" }
            + [
              subject == Bench.baseline ? "1" : baselineRatio(subject, gesture) ?? "–", growth(subject, gesture) ?? "–",
            ]
        }
        out += Self.table([""] + sizes.map(Self.size) + ["× baseline", "growth"], rows, markdown: markdown)
      }
    }

    out += Self.title(
      "The gesture alone", " with \(Self.size(largest)) todos, without drawing the screen after it", markdown: markdown)
    out += gestureTable(present, markdown: markdown) { subject, gesture in
      measure(subject, gesture, largest).map { Self.time($0.gestureMedian) } ?? "–"
    }

    out += Self.title(
      "The whole screen", " with \(Self.size(largest)) todos: the gesture, then every part built again",
      markdown: markdown)
    out += gestureTable(present, markdown: markdown) { subject, gesture in
      measure(subject, gesture, largest).map { Self.time($0.fullMedian) } ?? "–"
    }

    out += Self.title(
      "What each gesture redraws", ": the parts a SwiftUI view would evaluate again", markdown: markdown)
    out += gestureTable(present.filter { $0 != Bench.baseline }, markdown: markdown) { subject, gesture in
      redrawn(subject, gesture).map(Self.parts) ?? "–"
    }

    if !peakMemory.isEmpty {
      out += Self.title(
        "Memory", " with \(Self.size(largest)) todos: growth of resident memory to its peak", markdown: markdown)
      out += Self.table(
        ["", "peak"], present.map { [$0, peakMemory[$0].map(Self.megabytes) ?? "–"] }, markdown: markdown)
    }
    if !missing.isEmpty {
      out += "\nNot measured (no view parts to watch): \(missing.sorted().joined(separator: ", "))\n"
    }
    return out
  }

  /// A table with a row per subject and a column per gesture.
  private func gestureTable(
    _ subjects: [String], markdown: Bool, cell: (String, BenchGesture) -> String
  ) -> String {
    Self.table(
      [""] + BenchGesture.allCases.map(\.rawValue),
      subjects.map { subject in [subject] + BenchGesture.allCases.map { cell(subject, $0) } }, markdown: markdown)
  }

  /// The gesture's time against the baseline's, at the largest size.
  private func baselineRatio(_ subject: String, _ gesture: BenchGesture) -> String? {
    guard let largest = sizes.max(), let time = median(subject, gesture, size: largest),
      let base = median(Bench.baseline, gesture, size: largest)
    else { return nil }
    return Self.ratio(time, base)
  }

  /// How much the gesture's time grew from the smallest size to the largest.
  private func growth(_ subject: String, _ gesture: BenchGesture) -> String? {
    guard let smallest = sizes.min(), let largest = sizes.max(), smallest < largest,
      let small = median(subject, gesture, size: smallest), let large = median(subject, gesture, size: largest)
    else { return nil }
    return Self.ratio(large, small)
  }

  /// A table's title: its first words in bold in Markdown.
  private static func title(_ lead: String, _ rest: String, markdown: Bool) -> String {
    markdown ? "\n**\(lead)**\(rest)\n\n" : "\n\(lead)\(rest)\n"
  }

  /// JSON for other programs: every measure, in microseconds.
  public func json() -> String {
    let object: [String: Any] = [
      "sizes": sizes, "subjects": subjects,
      "measures": measures.map { measure -> [String: Any] in
        var entry: [String: Any] = [
          "subject": measure.subject, "size": measure.size, "gesture": measure.gesture.rawValue,
          "medianMicroseconds": Self.microseconds(measure.median),
          "gestureMedianMicroseconds": Self.microseconds(measure.gestureMedian),
          "fullMedianMicroseconds": Self.microseconds(measure.fullMedian),
        ]
        if let redrawn = measure.redrawn { entry["redrawn"] = redrawn.map(\.rawValue).sorted() }
        return entry
      },
      "peakMemoryBytes": peakMemory,
    ]
    let data = (try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])) ?? Data()
    return String(decoding: data, as: UTF8.self) + "\n"
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

  static func microseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1e6 + Double(duration.components.attoseconds) / 1e12
  }

  static func time(_ duration: Duration) -> String {
    let micros = microseconds(duration)
    if micros < 1_000 { return String(format: "%.0f µs", micros) }
    if micros < 1_000_000 { return String(format: "%.1f ms", micros / 1_000) }
    return String(format: "%.2f s", micros / 1_000_000)
  }

  static func ratio(_ value: Duration, _ base: Duration) -> String {
    let base = microseconds(base)
    guard base > 0 else { return "–" }
    let ratio = microseconds(value) / base
    return ratio < 10 ? String(format: "%.1f", ratio) : String(format: "%.0f", ratio)
  }

  static func megabytes(_ bytes: Int) -> String { String(format: "%.1f MB", Double(bytes) / 1_048_576) }

  /// `all`, `none`, or the parts' names in the screen's order.
  static func parts(_ parts: Set<TodosScreenPart>) -> String {
    if parts.count == TodosScreenPart.allCases.count { return "all" }
    if parts.isEmpty { return "none" }
    return TodosScreenPart.allCases.filter(parts.contains).map(\.rawValue).joined(separator: ", ")
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
