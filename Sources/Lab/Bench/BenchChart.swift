// `archlab bench --format svg`: the growth of each gesture's time with the list, on log–log axes, one line
// per subject, and what each gesture redraws, as a picture. Plain SVG text, written here.

import Foundation
import ScreenContract

/// Draws a ``BenchReport`` as an SVG image.
public enum BenchChart {
  static let panelWidth = 300.0
  static let panelHeight = 210.0
  static let margin = (left: 58.0, right: 12.0, top: 28.0, bottom: 34.0)
  /// One colour per subject, in the report's order; the baseline is grey.
  static let colours = ["#888888", "#d62728", "#1f77b4", "#17becf", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b"]

  /// The whole picture: a panel per gesture, a legend, then the redraw grid.
  public static func svg(_ report: BenchReport) -> String {
    let subjects = report.subjects.filter { !report.missing.contains($0) }
    let columns = 3
    let rows = (report.gestures.count + columns - 1) / columns
    let chartsHeight = Double(rows) * panelHeight
    let legendHeight = 24.0 * Double((subjects.count + 2) / 3)
    let gridTop = chartsHeight + legendHeight + 20
    let architectures = subjects.filter { $0 != Bench.baseline }
    let width = Double(columns) * panelWidth
    let height = gridTop + 40 + 22 * Double(architectures.count) + 30
    var out = """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(format(width))" height="\(format(height))" \
      viewBox="0 0 \(format(width)) \(format(height))" font-family="sans-serif" font-size="11">
      <rect width="100%" height="100%" fill="white"/>

      """
    for (index, gesture) in report.gestures.enumerated() {
      let x = Double(index % columns) * panelWidth
      let y = Double(index / columns) * panelHeight
      out += panel(report, gesture: gesture, subjects: subjects, x: x, y: y)
    }
    for (index, subject) in subjects.enumerated() {
      let x = 20 + Double(index % 3) * panelWidth
      let y = chartsHeight + 16 + 24 * Double(index / 3)
      let colour = colours[report.subjects.firstIndex(of: subject).map { $0 % colours.count } ?? 0]
      out += "<line x1=\"\(format(x))\" y1=\"\(format(y))\" x2=\"\(format(x + 24))\" y2=\"\(format(y))\" "
      out += "stroke=\"\(colour)\" stroke-width=\"2.5\"/>\n"
      out += "<text x=\"\(format(x + 30))\" y=\"\(format(y + 4))\">\(escaped(subject))</text>\n"
    }
    out += redrawGrid(report, architectures: architectures, top: gridTop)
    out += "</svg>\n"
    return out
  }

  /// One gesture's panel: time (µs, log) against the list's size (log), a polyline per subject.
  static func panel(_ report: BenchReport, gesture: BenchGesture, subjects: [String], x: Double, y: Double) -> String {
    let sizes = report.sizes.sorted()
    let values = subjects.flatMap { subject in
      sizes.compactMap { report.median(subject, gesture, size: $0).map(BenchReport.microseconds) }
    }.filter { $0 > 0 }
    guard let smallest = sizes.first, let largest = sizes.last, let low = values.min(), let high = values.max() else {
      return ""
    }
    let (left, top) = (x + margin.left, y + margin.top)
    let plotWidth = panelWidth - margin.left - margin.right
    let plotHeight = panelHeight - margin.top - margin.bottom
    let (xLow, xHigh) = (log10(Double(smallest)), max(log10(Double(largest)), log10(Double(smallest)) + 1))
    let (yLow, yHigh) = (floor(log10(low)), max(ceil(log10(high)), floor(log10(low)) + 1))
    func px(_ size: Int) -> Double { left + (log10(Double(size)) - xLow) / (xHigh - xLow) * plotWidth }
    func py(_ micros: Double) -> Double { top + plotHeight - (log10(micros) - yLow) / (yHigh - yLow) * plotHeight }

    var out = "<g data-gesture=\"\(gesture.rawValue)\">\n"
    out += "<text x=\"\(format(left))\" y=\"\(format(y + 16))\" font-weight=\"bold\">"
    out += "\(escaped(gesture.summary.prefix(1).uppercased() + gesture.summary.dropFirst()))</text>\n"
    out += "<rect x=\"\(format(left))\" y=\"\(format(top))\" width=\"\(format(plotWidth))\" "
    out += "height=\"\(format(plotHeight))\" fill=\"none\" stroke=\"#cccccc\"/>\n"
    for size in sizes {
      out += "<text x=\"\(format(px(size)))\" y=\"\(format(top + plotHeight + 14))\" text-anchor=\"middle\">"
      out += "\(BenchReport.size(size))</text>\n"
    }
    var power = yLow
    while power <= yHigh {
      let label = BenchReport.time(.nanoseconds(Int64(pow(10, power) * 1_000)))
      out += "<text x=\"\(format(left - 4))\" y=\"\(format(py(pow(10, power)) + 4))\" text-anchor=\"end\">"
      out += "\(escaped(label))</text>\n"
      power += 1
    }
    for subject in subjects {
      let points = sizes.compactMap { size in
        report.median(subject, gesture, size: size).map { (size, max(BenchReport.microseconds($0), low)) }
      }
      guard !points.isEmpty else { continue }
      let colour = colours[report.subjects.firstIndex(of: subject).map { $0 % colours.count } ?? 0]
      let coordinates = points.map { "\(format(px($0.0))),\(format(py($0.1)))" }.joined(separator: " ")
      let data = points.map { String(format: "%.3f", $0.1) }.joined(separator: " ")
      out += "<polyline data-subject=\"\(escaped(subject))\" data-microseconds=\"\(data)\" "
      out += "points=\"\(coordinates)\" fill=\"none\" stroke=\"\(colour)\" stroke-width=\"2\"/>\n"
    }
    out += "</g>\n"
    return out
  }

  /// What each gesture redraws: per architecture and gesture, the views whose body it evaluated, written out.
  static func redrawGrid(_ report: BenchReport, architectures: [String], top: Double) -> String {
    let cellWidth = (Double(3) * panelWidth - 120) / Double(max(1, report.gestures.count))
    var out = "<g data-table=\"redraws\">\n"
    out += "<text x=\"20\" y=\"\(format(top))\" font-weight=\"bold\">What each gesture redraws "
    out += "(the views whose body it evaluated)</text>\n"
    for (column, gesture) in report.gestures.enumerated() {
      let x = 120 + Double(column) * cellWidth
      out += "<text x=\"\(format(x))\" y=\"\(format(top + 22))\">\(gesture.rawValue)</text>\n"
    }
    for (row, subject) in architectures.enumerated() {
      let y = top + 36 + 22 * Double(row)
      out += "<text x=\"20\" y=\"\(format(y + 10))\">\(escaped(subject))</text>\n"
      for (column, gesture) in report.gestures.enumerated() {
        let bodies = report.bodies(subject, gesture).map { BenchReport.bodies($0) } ?? "–"
        let x = 120 + Double(column) * cellWidth
        out += "<text data-subject=\"\(escaped(subject))\" data-gesture=\"\(gesture.rawValue)\" "
        out += "data-bodies=\"\(escaped(bodies))\" x=\"\(format(x))\" y=\"\(format(y + 10))\" font-size=\"9\">"
        out += "\(escaped(bodies))</text>\n"
      }
    }
    out += "</g>\n"
    return out
  }

  /// A coordinate with at most one decimal, the same on every machine.
  static func format(_ value: Double) -> String {
    let rounded = (value * 10).rounded() / 10
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(format: "%.1f", rounded)
  }

  static func escaped(_ text: some StringProtocol) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
  }
}
