// Shrinks a failing scenario to a small one that breaks the same rule:
// first whole statements go (in halves, then quarters, down to pairs and single ones at every offset), then
// arguments get simpler.

import LabLanguage
import LabServer

/// Makes a failing scenario smaller while it keeps breaking the same rule.
@MainActor
struct Shrinker {
  /// Plays statements and says which rule they break, if any.
  var breaks: ([Statement]) async -> Rule?
  /// How many replays shrinking may spend.
  var budget = 3000
  private(set) var replays = 0

  init(breaks: @escaping ([Statement]) async -> Rule?) {
    self.breaks = breaks
  }

  /// The smallest scenario found that still breaks `rule`, or another check of the same rule of the spec.
  mutating func shrink(_ statements: [Statement], rule: Rule) async -> [Statement] {
    var current = statements
    var changed = true
    while changed, replays < budget {
      changed = false
      if await dropStatements(&current, rule) { changed = true }
      if await mergeFailures(&current, rule) { changed = true }
      if await simplifyArguments(&current, rule) { changed = true }
    }
    return current
  }

  private mutating func keeps(_ candidate: [Statement], _ rule: Rule) async -> Bool {
    guard replays < budget else { return false }
    replays += 1
    return await breaks(candidate).map(rule.isMet(by:)) ?? false
  }

  /// Drops runs of statements, from half the scenario down to one statement.
  private mutating func dropStatements(_ current: inout [Statement], _ rule: Rule) async -> Bool {
    var changed = false
    var size = max(1, current.count / 2)
    while size >= 1 {
      var start = 0
      while start < current.count {
        var candidate = current
        candidate.removeSubrange(start..<min(start + size, current.count))
        if await keeps(candidate, rule) {
          current = candidate
          changed = true
        } else {
          // Runs of one or two go at every offset: a link and the gesture on the screen it opened only
          // go together, wherever they stand.
          start += size <= 2 ? 1 : size
        }
      }
      if size == 1 { break }
      size /= 2
    }
    return changed
  }

  /// Folds a later `server fail E N` into an earlier one on the same endpoint: one statement fewer.
  private mutating func mergeFailures(_ current: inout [Statement], _ rule: Rule) async -> Bool {
    var changed = false
    var first = 0
    while first < current.count {
      guard case .server(.fail(let endpoint, let times)) = current[first] else {
        first += 1
        continue
      }
      var merged = false
      for later in (first + 1)..<max(first + 1, current.count) {
        guard case .server(.fail(endpoint, let more)) = current[later] else { continue }
        var candidate = current
        candidate[first] = .server(.fail(endpoint, times: min(times + more, 1_000_000)))
        candidate.remove(at: later)
        if await keeps(candidate, rule) {
          current = candidate
          changed = true
          merged = true
        }
        break
      }
      if !merged { first += 1 }
    }
    return changed
  }

  /// Replaces each statement by simpler ones, keeping the first that still breaks the rule.
  private mutating func simplifyArguments(_ current: inout [Statement], _ rule: Rule) async -> Bool {
    var changed = false
    var index = 0
    while index < current.count {
      for simpler in Self.simpler(than: current[index]) {
        var candidate = current
        candidate[index] = simpler
        if await keeps(candidate, rule) {
          current = candidate
          changed = true
          break
        }
      }
      index += 1
    }
    return changed
  }

  /// Simpler versions of `statement`, simplest first.
  static func simpler(than statement: Statement) -> [Statement] {
    switch statement {
    case .server(.fail(let endpoint, let times)) where times > 1:
      return [.server(.fail(endpoint, times: 1)), .server(.fail(endpoint, times: 2))]
    case .server(.release(let endpoint, let request?)):
      return [.server(.release(endpoint, request: nil))]
        + (request > 1 ? [.server(.release(endpoint, request: 1))] : [])
    case .server(.todos(let rows)):
      var simpler: [Statement] = []
      for index in rows.indices {
        var fewer = rows
        fewer.remove(at: index)
        simpler.append(.server(.todos(fewer)))
      }
      let named = rows.enumerated().map { RowValue(title: Self.name($0.offset), isDone: $0.element.isDone) }
      if named != rows { simpler.append(.server(.todos(named))) }
      for index in rows.indices where rows[index].isDone {
        var undone = rows
        undone[index].isDone = false
        simpler.append(.server(.todos(undone)))
      }
      return simpler
    case .server(.profile(let name, let email)) where name != "Ada" || email != "ada@example.com":
      return [.server(.profile(name: "Ada", email: "ada@example.com"))]
    case .todos(.add(let text?)):
      return plainer(text).map { .todos(.add($0)) } + [.todos(.add(nil))]
    case .todos(.type(let text)):
      return plainer(text).map { .todos(.type($0)) }
    case .todos(.toggle(let row)):
      return plainer(row).map { .todos(.toggle($0)) }
    case .todos(.delete(let row)):
      return plainer(row).map { .todos(.delete($0)) }
    case .todos(.filter(let filter)) where filter != .all:
      return [.todos(.filter(.all))]
    default:
      return []
    }
  }

  /// Short plain titles: `a`, `b`, `c`, …
  private static func name(_ index: Int) -> String {
    String(UnicodeScalar(UInt8(ascii: "a") + UInt8(index % 26)))
  }

  /// Strictly plainer texts than `text`: the empty text, then `a`, then as many `a`s as it has characters.
  /// Each step goes down that order, so shrinking ends.
  private static func plainer(_ text: String) -> [String] {
    if text.isEmpty { return [] }
    if text == "a" { return [""] }
    let same = String(repeating: "a", count: text.count)
    return same == text ? ["a", ""] : ["a", "", same]
  }

  private static func plainer(_ row: RowReference) -> [RowReference] {
    switch row {
    case .position(let position) where position > 1: [.position(1)]
    case .title: [.position(1)]
    default: []
    }
  }
}
