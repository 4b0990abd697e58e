// `archlab bench`: what each gesture costs each architecture, from 10² to 10⁵ todos, against a
// baseline with no architecture; and what each gesture redraws, as the views whose body the host evaluated.

import LabEngine
import ScreenContract

/// Times each gesture on each architecture at each list size, and counts what it redraws.
@MainActor
public struct Bench {
  public var architectures: [Architecture]
  public var sizes: [Int]
  /// How many times each gesture is made at each size; the median is reported.
  public var repetitions: Int
  /// The gestures timed, in ``BenchGesture``'s order.
  public var gestures: [BenchGesture]
  /// The views an app evaluated, marked and read per gesture.
  public var evaluatedViews: (any Driver) -> EvaluatedViews?

  public init(
    architectures: [Architecture], sizes: [Int] = [100, 1_000, 10_000, 100_000], repetitions: Int = 7,
    gestures: [BenchGesture] = BenchGesture.allCases, evaluatedViews: @escaping (any Driver) -> EvaluatedViews?
  ) {
    self.architectures = architectures
    self.sizes = sizes
    self.repetitions = repetitions
    self.gestures = BenchGesture.allCases.filter(gestures.contains)
    self.evaluatedViews = evaluatedViews
  }

  /// The baseline's name in the report.
  public nonisolated static let baseline = "baseline"

  /// The largest list whose whole screen is read again after each gesture. Reading every row of
  /// 10⁵ todos takes seconds in each architecture, twice per repetition, and says nothing that 10⁴
  /// doesn't: the cost of a view that rebuilds everything grows with the list.
  public nonisolated static let wholeScreenLimit = 10_000

  /// Runs every measure; `progress` hears each subject and size as it starts.
  public func run(progress: (String, Int) -> Void = { _, _ in }) async -> BenchReport {
    var report = BenchReport(
      subjects: [Self.baseline] + architectures.map(\.name), sizes: sizes, repetitions: repetitions)
    let largest = sizes.max()
    for size in sizes {
      for name in report.subjects {
        progress(name, size)
        let measuresMemory = size == largest && PeakMemory.reset()
        let before = PeakMemory.read()?.resident
        let subject: (any BenchSubject)?
        if let architecture = architectures.first(where: { $0.name == name }) {
          subject = await ArchitectureSubject(architecture, size: size, evaluatedViews: evaluatedViews)
        } else {
          subject = BaselineSubject(size: size)
        }
        guard let subject else {
          report.missing.insert(name)
          continue
        }
        for gesture in gestures {
          report.measures.append(await measure(gesture, on: subject, name: name, size: size))
        }
        if measuresMemory, let before, let peak = PeakMemory.read()?.peak {
          report.peakMemory[name] = peak - before
        }
      }
    }
    return report
  }

  private func measure(
    _ gesture: BenchGesture, on subject: any BenchSubject, name: String, size: Int
  ) async -> BenchReport.Measure {
    let clock = ContinuousClock()
    var times: [Duration] = []
    var gestureTimes: [Duration] = []
    var fullTimes: [Duration]?
    var bodies: [String: Int]?
    // What the app pays: the gesture, and the render that follows it.
    for repetition in 0..<repetitions {
      await subject.prepare(gesture, repetition)
      subject.render()
      subject.markEvaluatedViews()
      var start = clock.now
      await subject.perform(gesture, repetition)
      let gestureTime = start.duration(to: clock.now)
      gestureTimes.append(gestureTime)
      start = clock.now
      subject.render()
      times.append(gestureTime + start.duration(to: clock.now))
      // The first repetition says what the gesture redraws; later ones may find nothing
      // left to change (a filter already set), which is no redraw of the gesture's own.
      if repetition == 0 { bodies = subject.evaluatedViews }
    }
    // What a view that rebuilds everything would pay: the gesture, then the whole screen built
    // again. A pass of its own: building 10⁵ rows evicts the caches, and the gesture timed after
    // it in the same pass would pay for that eviction, not for its own work.
    if size <= Self.wholeScreenLimit { fullTimes = [] }
    for repetition in repetitions..<(2 * repetitions) where fullTimes != nil {
      await subject.prepare(gesture, repetition)
      subject.render()
      var start = clock.now
      await subject.perform(gesture, repetition)
      let gestureTime = start.duration(to: clock.now)
      subject.render()
      start = clock.now
      _ = subject.screen
      fullTimes?.append(gestureTime + start.duration(to: clock.now))
    }
    await subject.reset()
    subject.render()
    return BenchReport.Measure(
      subject: name, size: size, gesture: gesture, median: Self.median(times), minimum: times.min() ?? .zero,
      maximum: times.max() ?? .zero, gestureMedian: Self.median(gestureTimes), fullMedian: fullTimes.map(Self.median),
      bodies: bodies)
  }

  private static func median(_ times: [Duration]) -> Duration {
    times.sorted()[times.count / 2]
  }
}

/// For an app played through its rendered views: what a gesture redrew, as the views whose body
/// it evaluated, by type, each view counted once (`ViewHost.viewsEvaluatedSinceMark`).
@MainActor
public struct EvaluatedViews {
  /// Starts a gesture's count.
  public var mark: () -> Void
  /// The views evaluated since the mark, by type name.
  public var read: () -> [String: Int]

  public init(mark: @escaping () -> Void, read: @escaping () -> [String: Int]) {
    self.mark = mark
    self.read = read
  }
}
