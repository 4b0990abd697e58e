// The bench at a tiny size, untimed: what each gesture redraws follows each architecture's observation
// structure, and every gesture really changes the screen it is said to.

import Foundation
import LabBench
import LabDrivers
import ScreenContract
import TestSupport
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

@MainActor
@Suite(.failsInsteadOfHanging) struct BenchTests {
  static func report() async -> BenchReport {
    await Bench(
      architectures: Architectures.all(), sizes: [10, 20], repetitions: 2,
      evaluatedViews: { Architectures.evaluatedViews(of: $0).map(EvaluatedViews.init) }
    ).run()
  }

  // snippet.bench-bodies-of-a-rendered-app
  @Test(arguments: ["mvi", "mvvm", "hexagonal", "mv"])
  func aRenderedAppRedrawsTheViewsWhoseReadsTheGestureChanged(architecture: String) async throws {
    // Every app played through its views is split alike, each view reading only what it shows, so
    // each gesture evaluates the same views in all four, each counted once: typing, the field's own
    // small view; a toggle, the toggled row alone, the list, the footer with its counter, and the
    // root, whose badge reads the counter.
    let report = await Self.report()
    let views = { (gesture: BenchGesture) in report.bodies(architecture, gesture) }
    #expect(views(.type) == ["TodosField": 1])
    #expect(views(.add) == ["AppView": 1, "TodoRow": 1, "TodosField": 1, "TodosFooter": 1, "TodosRows": 1])
    #expect(views(.toggle) == ["AppView": 1, "TodoRow": 1, "TodosFooter": 1, "TodosRows": 1])
    // The deleted row's view goes; the others keep their bodies.
    #expect(views(.delete) == ["AppView": 1, "TodosFooter": 1, "TodosRows": 1])
    #expect(views(.filter) == ["TodosRows": 1])
    // The reload brings the same todos: only the loading indicator's view, on then off.
    #expect(views(.refresh) == ["TodosView": 1])
    // A push changes nothing the list reads (N1).
    #expect(views(.show) == ["TodoView": 1])
    #expect(views(.rename) == ["AppView": 1, "TodoRow": 1, "TodoView": 1, "TodosFooter": 1, "TodosRows": 1])
  }
  // snippet.end

  @Test func everySubjectIsMeasuredAtEverySizeForEveryGesture() async {
    let report = await Self.report()
    #expect(report.missing.isEmpty)
    #expect(report.subjects == ["baseline", "mvi", "mvvm", "hexagonal", "mv"])
    for subject in report.subjects {
      for size in [10, 20] {
        for gesture in BenchGesture.allCases {
          #expect(report.median(subject, gesture, size: size) != nil, "\(subject) \(gesture) \(size)")
        }
      }
    }
    #expect(report.bodies("baseline", .type) == nil)
  }

  @Test func theWholeScreenIsReadAgainUpToItsLimitAndNoFurther() async {
    // The baseline alone: its screen is a value, quick to build at any size.
    let sizes = [10, Bench.wholeScreenLimit + 1]
    let report = await Bench(
      architectures: [], sizes: sizes, repetitions: 1, gestures: [.delete, .type], evaluatedViews: { _ in nil }
    ).run()
    #expect(report.gestures == [.type, .delete])
    #expect(report.measures.count == 4)
    for measure in report.measures {
      #expect((measure.fullMedian != nil) == (measure.size == 10), "\(measure.gesture) at \(measure.size)")
    }
    let text = report.text()
    #expect(text.contains("The whole screen with 10 todos"))
    #expect(!text.contains("Add a todo"))
    let readBack = try? BenchReport(json: Data(report.json().utf8))
    #expect(readBack?.text() == text)
  }

  @Test func theMarkdownIsATablePerGestureAndTheRedraws() async {
    let markdown = await Self.report().markdown()
    #expect(markdown.contains("**Type a character**, median time per gesture"))
    #expect(markdown.contains("| mvvm | TodosField | "))
    #expect(markdown.contains("| mvi | TodosField | "))
  }

  @Test func theSummaryFoldsTheGestureTablesIntoTwoWithTheSameRedraws() async throws {
    let report = await Self.report()
    let summary = report.markdown(summary: true)
    #expect(!summary.contains("**Type a character**"))
    #expect(summary.contains("**Median time per gesture** with 20 todos"))
    #expect(summary.contains("**Growth** of that time from 10 to 20 todos"))
    let rows = summary.split(separator: "\n").filter { $0.hasPrefix("| mvi |") }
    // The time table, the growth table, the gesture alone, the whole screen, the redraws, and the memory
    // if measured.
    #expect(rows.count == (report.peakMemory.isEmpty ? 5 : 6))
    let times = try #require(rows.first).split(separator: "|").dropFirst().map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    #expect(times.count == BenchGesture.allCases.count)
    #expect(times.allSatisfy { $0.hasSuffix("×)") }, "\(times)")
    let redraws = { (markdown: String) in
      markdown.split(separator: "\n").drop { !$0.contains("What each gesture redraws") }.filter { $0.hasPrefix("|") }
    }
    #expect(redraws(summary) == redraws(report.markdown()))
    #expect(!redraws(summary).isEmpty)
  }
}

extension BenchFilesTests {
  @Test func aFrenchReportSaysTheSameNumbersInFrench() async throws {
    var report = await BenchTests.report()
    report.provenance = ["machine": "a test machine, 2 cores", "build": "debug", "date": "2026-12-01T00:00:00Z"]
    report.peakMemory = ["mvi": 1_572_864]
    let english = report.markdown(summary: true)
    let french = report.markdown(summary: true, in: .french)
    #expect(french.contains("Mesuré sur a test machine, 2\u{A0}cœurs, compilation debug, le 2026-12-01."))
    #expect(french.contains("**Temps médian par geste** avec 20 todos"))
    #expect(french.contains("**Ce que chaque geste redessine**"))
    #expect(french.contains("| mvi | 1,5\u{A0}Mio |"), "a decimal comma, a no-break space and « Mio »")
    #expect(english.contains("| mvi | 1.5 MiB |"))
    // The same cells, once the decimal separator, the unit's space and the words are set aside.
    let cells = { (markdown: String) in
      markdown.split(separator: "\n").filter { $0.hasPrefix("| mvi") || $0.hasPrefix("| mvvm") }.map {
        $0.replacingOccurrences(of: ",", with: ".").replacingOccurrences(of: "\u{A0}", with: " ")
          .replacingOccurrences(of: "Mio", with: "MiB")
      }
    }
    #expect(cells(french) == cells(english))
    #expect(report.text(in: .french).contains("Taper un caractère, temps médian par geste"))
  }
}

@MainActor
@Suite(.failsInsteadOfHanging) struct BenchFilesTests {
  @Test func theJSONReadsBackToTheSameTablesInEveryForm() async throws {
    var report = await BenchTests.report()
    report.provenance = ["machine": "a test machine", "build": "debug", "date": "2026-12-01T00:00:00Z"]
    let back = try BenchReport(json: Data(report.json().utf8))
    #expect(back.markdown(summary: true) == report.markdown(summary: true))
    #expect(back.markdown() == report.markdown())
    #expect(back.text(summary: true) == report.text(summary: true))
    #expect(back.json() == report.json())
    #expect(report.markdown(summary: true).contains("Measured on a test machine, debug build on 2026-12-01."))
  }

  @Test func eachFigureCarriesItsRangeAndSaysWhenItMeetsTheBaselines() async throws {
    let report = await BenchTests.report()
    let summary = report.markdown(summary: true)
    let row = try #require(summary.split(separator: "\n").first { $0.hasPrefix("| mvi |") })
    // `| mvi | 12 µs [10 µs–15 µs] (1.2×) | …`: a median, its range, a ratio.
    #expect(
      row.split(separator: "|").dropFirst().allSatisfy { $0.contains("[") && $0.contains("–") && $0.contains("×") })
    #expect(summary.contains("the fastest and the slowest in brackets"))
  }

  @Test func theChartDrawsEverySeriesAndEveryRedrawOfItsJSON() async throws {
    let report = await BenchTests.report()
    let document = try BenchReport(json: Data(report.json().utf8))
    let svg = BenchChart.svg(document)
    let elements = try SVGElements(svg)
    for gesture in BenchGesture.allCases {
      for subject in document.subjects {
        let line = try #require(
          elements.polylines.first { $0.gesture == gesture.rawValue && $0["data-subject"] == subject },
          "\(subject) \(gesture)")
        let drawn = (line["data-microseconds"] ?? "").split(separator: " ").compactMap { Double($0) }
        let expected = document.sizes.sorted().compactMap { document.median(subject, gesture, size: $0) }
          .map { BenchReport.microseconds($0) }
        #expect(drawn.count == expected.count)
        for (value, wanted) in zip(drawn, expected) where wanted > 0 {
          #expect(abs(value - wanted) < 0.001, "\(subject) \(gesture)")
        }
        // Log–log: a longer time is drawn higher (a smaller y).
        let ys = (line["points"] ?? "").split(separator: " ").compactMap { $0.split(separator: ",").last }
          .compactMap { Double($0) }
        for (a, b) in zip(zip(drawn, ys), zip(drawn, ys).dropFirst()) where a.0 < b.0 { #expect(a.1 >= b.1) }
      }
    }
    for subject in document.subjects where subject != "baseline" {
      for gesture in BenchGesture.allCases {
        let cell = try #require(
          elements.texts.first { $0["data-subject"] == subject && $0["data-gesture"] == gesture.rawValue })
        let bodies = try #require(document.bodies(subject, gesture), "\(subject) \(gesture)")
        #expect(cell["data-bodies"] == BenchReport.bodies(bodies))
      }
    }
  }
}

/// The elements of an SVG document that the chart's test reads, parsed as XML.
final class SVGElements: NSObject, XMLParserDelegate {
  struct Element {
    var attributes: [String: String]
    /// The `data-gesture` of the panel it is in.
    var gesture: String?
    subscript(name: String) -> String? { attributes[name] }
  }

  private(set) var polylines: [Element] = []
  private(set) var groups: [Element] = []
  private(set) var texts: [Element] = []
  private var panel: [String?] = []

  init(_ svg: String) throws {
    super.init()
    let parser = XMLParser(data: Data(svg.utf8))
    parser.delegate = self
    guard parser.parse() else { throw parser.parserError ?? CocoaError(.coderReadCorrupt) }
  }

  func parser(
    _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
    attributes: [String: String] = [:]
  ) {
    if name == "g" {
      panel.append(attributes["data-gesture"] ?? panel.last ?? nil)
      groups.append(Element(attributes: attributes, gesture: attributes["data-gesture"]))
    }
    if name == "text" { texts.append(Element(attributes: attributes, gesture: panel.last ?? nil)) }
    if name == "polyline" { polylines.append(Element(attributes: attributes, gesture: panel.last ?? nil)) }
  }

  func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
    if name == "g" { panel.removeLast() }
  }
}
