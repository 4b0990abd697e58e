// `archlab fuzz`: random scenarios over the whole language, played on every architecture at once,
// with the rules checked after each statement; the first failure is shrunk and written as a scenario.

import LabEngine
import LabLanguage

/// Plays random scenarios on architectures side by side and checks the oracle's rules after every step.
@MainActor
public struct Fuzzer {
  public var architectures: [Architecture]
  /// Statements per scenario.
  public var steps: Int
  public var watchdog: Watchdog

  public init(architectures: [Architecture], steps: Int = 30, watchdog: Watchdog = Watchdog()) {
    self.architectures = architectures
    self.steps = steps
    self.watchdog = watchdog
  }

  /// How a run of many scenarios went.
  public struct Report: Sendable {
    public var passed = 0
    public var statements = 0
    /// How often the runs reached each rare situation the spec has a rule for (``Situation``).
    public var situations: [Situation: Int] = Dictionary(uniqueKeysWithValues: Situation.allCases.map { ($0, 0) })
    /// How often the runs reached each rule of FEATURE.md (``SpecRule``).
    public var rules: [SpecRule: Int] = Dictionary(uniqueKeysWithValues: SpecRule.allCases.map { ($0, 0) })
    /// The first failure, shrunk; the runs stop there.
    public var failure: Failure?

    public var failed: Int { failure == nil ? 0 : 1 }

    /// The rules and situations reached fewer than `times` times, by name, in the report's order.
    public func reachedFewer(than times: Int) -> [String] {
      SpecRule.allCases.filter { rules[$0, default: 0] < times }.map(\.rawValue)
        + Situation.allCases.filter { situations[$0, default: 0] < times }.map(\.rawValue)
    }
  }

  /// The first failing scenario, as found and as shrunk.
  public struct Failure: Sendable {
    /// The seed that makes this scenario again: `archlab fuzz --seed SEED --runs 1`.
    public var seed: UInt64
    /// The rule it breaks, what was seen, and every architecture's screens, after the shrunk scenario.
    public var violation: Violation
    /// How many statements the scenario had when found.
    public var foundLength: Int
    public var statements: [Statement]
    /// How many replays shrinking took.
    public var replays: Int
    /// The generator made a statement the engine can't play: a fault of `archlab fuzz` itself.
    public var isGeneratorFault: Bool
  }

  /// Plays `runs` scenarios, the one of run `r` made from seed `seed + r`; stops at the first failure.
  public func run(runs: Int, seed: UInt64, progress: (Int) -> Void = { _ in }) async -> Report {
    var report = Report()
    for run in 0..<runs {
      let runSeed = seed &+ UInt64(run)
      let (statements, outcome, model) = await play(seed: runSeed)
      report.statements += statements.count
      report.situations.merge(model.reached, uniquingKeysWith: +)
      report.rules.merge(model.rulesReached, uniquingKeysWith: +)
      switch outcome {
      case .holds:
        report.passed += 1
      case .broken(let violation):
        var shrinker = Shrinker { candidate in await replay(candidate)?.rule }
        let shrunk = await shrinker.shrink(statements, rule: violation.rule)
        let final = await replay(shrunk) ?? violation
        report.failure = Failure(
          seed: runSeed, violation: final, foundLength: statements.count, statements: shrunk,
          replays: shrinker.replays, isGeneratorFault: false)
        return report
      case .notPlayable(let message):
        report.failure = Failure(
          seed: runSeed, violation: Violation(rule: .settles, message: message, screens: []),
          foundLength: statements.count, statements: statements, replays: 0, isGeneratorFault: true)
        return report
      }
      progress(run + 1)
    }
    return report
  }

  /// Makes and plays the scenario of `seed`: the statements played, how it ended, and the reference model
  /// as it ended, which counted the rules and situations reached.
  func play(seed: UInt64) async -> ([Statement], Lockstep.Outcome, SpecModel) {
    var generator = ScenarioGenerator(seed: seed)
    let lockstep = Lockstep(architectures, watchdog: watchdog)
    var statements: [Statement] = []
    for _ in 0..<steps {
      let first = lockstep.first
      let statement = generator.next(
        todos: first.todosScreen, todo: first.currentDriver?.todo?.screen, badge: first.currentDriver?.badge,
        server: first.server)
      statements.append(statement)
      let outcome = await lockstep.perform(statement)
      guard outcome == .holds else {
        lockstep.abandon()
        return (statements, outcome, lockstep.model)
      }
    }
    return (statements, await lockstep.finish(), lockstep.model)
  }

  /// Plays `statements`; the rule they break, or nil if they hold or can't be played.
  public func replay(_ statements: [Statement]) async -> Violation? {
    let lockstep = Lockstep(architectures, watchdog: watchdog)
    for statement in statements {
      switch await lockstep.perform(statement) {
      case .holds: continue
      case .broken(let violation):
        lockstep.abandon()
        return violation
      case .notPlayable:
        lockstep.abandon()
        return nil
      }
    }
    if case .broken(let violation) = await lockstep.finish() { return violation }
    return nil
  }
}
