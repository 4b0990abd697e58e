// `archlab bench`: the cost of each gesture on each architecture, and what it redraws.

import Foundation
import LabBench
import LabCourse
import LabDrivers
import LabEngine
import LabTerminal

/// `archlab bench [--arch NAMES] [--sizes N,N,...] [--gestures NAMES] [--repetitions N] [--format FORMAT]`
/// `[--from FILE] [--summary]`
@MainActor
struct BenchCommand {
  enum Format: String, CaseIterable, Sendable { case text, json, markdown, svg }

  var architectures: [Architecture]
  var sizes: [Int]
  var gestures: [BenchGesture]
  var repetitions: Int
  var format: Format
  /// One table of the times at the largest size and one of their growth, instead of one per gesture.
  var summary: Bool
  /// A JSON result to render instead of measuring.
  var from: String?

  init(_ arguments: [String], registry: Registry) throws(UsageError) {
    let parsed = try Self.spec.parse(arguments)
    if let extra = parsed.positional.first {
      throw UsageError(
        message: "unexpected argument '\(extra)'", french: "argument en trop\u{A0}: «\u{A0}\(extra)\u{A0}»")
    }
    architectures = try registry.chosen(try parsed.value(of: CommonOptions.architectures))
    sizes = try parsed.value(of: Self.sizes) ?? [100, 1000, 10000, 100_000]
    gestures = try parsed.value(of: Self.gestures) ?? BenchGesture.allCases
    repetitions = try parsed.value(of: Self.repetitions) ?? 7
    format = try parsed.value(of: Self.format) ?? .text
    summary = parsed.isSet(Self.summary)
    from = try parsed.value(of: Self.from)
  }

  func execute(console: Console, showsProgress: Bool, language: CourseLanguage = .en) async -> ExitCode {
    let words: BenchLanguage = language == .fr ? .french : .english
    let report: BenchReport
    if let from {
      do {
        report = try BenchReport(json: Data(contentsOf: URL(fileURLWithPath: from)))
      } catch {
        // The system's reason is in English: a French session says the fact without it.
        console.writeError(
          language == .fr
            ? "archlab\u{A0}: \(from) n'est pas un résultat JSON de `archlab bench`\n"
            : "archlab bench: \(from) is not a JSON result of bench: \(error.localizedDescription)\n")
        return .noInput
      }
    } else {
      report = await measure(console: console, showsProgress: showsProgress)
    }
    switch format {
    case .text:
      let intro =
        language == .fr
        ? "Chaque geste fait \(report.repetitions) fois sur un écran Todos, sur une liste chargée depuis le serveur\u{202F};"
          + " le temps comprend le rendu qui le suit.\n"
          + "× baseline\u{A0}: à la plus grande taille, face à un simple tableau transformé en ce même écran."
          + " Croissance\u{A0}: de la plus petite taille à la plus grande.\n"
        : "Each gesture made \(report.repetitions) times on a Todos screen over a list loaded from the server;"
          + " the time includes the render that follows it.\n"
          + "× baseline: at the largest size, against a plain array turned into the same screen."
          + " Growth: from the smallest size to the largest.\n"
      console.write(intro + report.text(summary: summary, in: words))
    case .markdown: console.write(report.markdown(summary: summary, in: words))
    case .json: console.write(report.json())
    case .svg: console.write(BenchChart.svg(report))
    }
    return .success
  }

  private func measure(console: Console, showsProgress: Bool) async -> BenchReport {
    #if DEBUG
      console.writeError(
        "archlab bench: this is a debug build; its times are many times those of a release build."
          + " For numbers worth comparing: swift run -c release archlab bench\n")
    #endif
    let bench = Bench(
      architectures: architectures, sizes: sizes, repetitions: repetitions, gestures: gestures,
      evaluatedViews: { Architectures.evaluatedViews(of: $0).map(EvaluatedViews.init) })
    var report = await bench.run { subject, size in
      if showsProgress { console.writeError("\r\u{1B}[K  measuring \(subject) with \(size) todos…") }
    }
    if showsProgress { console.writeError("\r\u{1B}[K") }
    report.provenance = Provenance.current()
    return report
  }
}

extension BenchCommand: Subcommand {
  static func main(
    _ arguments: [String], console: Console, registry: Registry, language: CourseLanguage
  ) async throws(UsageError) -> ExitCode {
    try await BenchCommand(arguments, registry: registry).execute(
      console: console, showsProgress: isatty(STDERR_FILENO) == 1, language: language)
  }
}
