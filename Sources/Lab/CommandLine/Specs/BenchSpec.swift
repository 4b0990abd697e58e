// `archlab bench`, declared: its options and help.

import LabBench

extension BenchCommand {
  static let sizes = TypedOption(
    CommandSpec.Option(name: "--sizes", value: "N,N,...", help: "list sizes (default: 100,1000,10000,100000)")
  ) { (text: String) throws(UsageError) -> [Int] in
    let sizes = text.split(separator: ",", omittingEmptySubsequences: false).map { Int($0) }
    guard !sizes.isEmpty, sizes.allSatisfy({ $0.map { (10...1_000_000).contains($0) } ?? false }) else {
      throw UsageError(
        message: "--sizes takes list sizes from 10 to 1000000, separated by commas, not '\(text)'",
        french:
          "--sizes prend des tailles de liste de 10 à 1000000, séparées par des virgules, pas «\u{A0}\(text)\u{A0}»")
    }
    return sizes.compactMap { $0 }
  }
  static let gestures = TypedOption(
    CommandSpec.Option(name: "--gestures", value: "NAMES", help: "comma-separated gestures to time (default: all)")
  ) { (text: String) throws(UsageError) -> [BenchGesture] in
    let names = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    let gestures = names.compactMap(BenchGesture.init(rawValue:))
    guard !names.isEmpty, gestures.count == names.count else {
      let known = BenchGesture.allCases.map(\.rawValue).joined(separator: ", ")
      throw UsageError(
        message: "--gestures takes gestures among \(known), separated by commas, not '\(text)'",
        french: "--gestures prend des gestes parmi \(known), séparés par des virgules, pas «\u{A0}\(text)\u{A0}»")
    }
    return gestures
  }
  static let repetitions = TypedOption.whole(
    "--repetitions", help: "times each gesture is made at each size; the median is kept (default: 7)", in: 1...1_000)
  static let format = TypedOption<Format>.choice(
    "--format", help: "text (default), json, markdown (the lessons quote it), or svg (a chart)")
  static let from = TypedOption.text(
    "--from", value: "FILE", help: "a JSON result of bench to render, instead of measuring")
  static let summary = Flag(
    "--summary",
    help: """
      two tables instead of one per gesture: each gesture's time at the
      largest size (× baseline), and its growth from the smallest
      """)

  static let spec = CommandSpec(
    name: "bench", synopsis: "bench", abstract: "what each gesture costs each architecture, and what it redraws",
    discussion: """
      Times each gesture of the Todos screen (type a character, add, toggle, delete,
      switch the filter, reload, show a row's Todo screen, rename from it) on each
      architecture, over lists of 10², 10³, 10⁴ and 10⁵ todos loaded from the
      scripted server, and on a baseline: the same change made to a plain array of
      todos and turned into the same screen value.
      Each app is played through its rendered views, as run plays it: a gesture is
      timed until its host has rendered what it changed, evaluating again only the
      views whose reads changed, as SwiftUI does, and the host counts those views.
      A gesture on a row is made once the row is on screen: the scroll that brings it
      there is not timed.
      Reports the median time of each gesture with its render, with the fastest and
      slowest repetition, the ratio to the baseline at the largest size, the growth
      from the smallest size to the largest, the gesture alone (the baseline's
      without building its screen), the gesture with the whole screen read again,
      the list scrolled through (timed in a pass of its own, so that reading every
      row doesn't cool the caches of the other gestures), the peak memory at the
      largest size, and the views whose body each gesture evaluated. The whole
      screen is read again up to 10⁴ todos: at 10⁵, that alone takes seconds a gesture.

      --format json writes every measure and where it ran; --from FILE reads such a
      file back instead of measuring, so tables and the chart (--format svg) can all
      come from one run. Times from a debug build are many times those of a release
      build; it says so.
      """,
    options: [
      CommonOptions.architectures.option, Self.sizes.option, Self.gestures.option, Self.repetitions.option,
      Self.format.option,
      Self.from.option, Self.summary.option,
    ],
    sections: [
      (
        "EXAMPLES",
        """
          swift run -c release archlab bench
          swift run -c release archlab bench --sizes 100000 --gestures type,delete --summary
          swift run -c release archlab bench --format json > Lessons/bench.json
          swift run archlab bench --from Lessons/bench.json --format svg > Lessons/bench.svg
        """
      )
    ])
}
