// The change-cost rows of `archlab compare`: the rules it prices. Which code carries out each rule is marked
// in that code, never listed here.

/// A rule of the feature whose change cost `archlab compare` measures.
///
/// Its cost in an architecture is the code lines of every snippet region the architecture marks with
/// the rule, `// snippet.NAME (T3)`. One definition holds in every architecture: a region is marked
/// with a rule when it decides what the rule changes, sends the rule's request, or applies its answer,
/// and so is the plumbing every such request goes through (a store's effects, a helper that sends a
/// change). So the number follows the code: rewrite a region and the cost changes with it, and a rule
/// an architecture marks nowhere fails the comparison instead of counting as free.
public struct ChangeCost: Sendable {
  /// The rule's number in the feature's specification, e.g. `T5`.
  public var rule: String
  /// What the rule asks for, in a few words.
  var summary: String
  /// The same, in French.
  var frenchSummary: String

  /// A rule priced by `compare`; `french` is its summary in French, the English one if none is given.
  public init(rule: String, summary: String, french: String? = nil) {
    self.rule = rule
    self.summary = summary
    frenchSummary = french ?? summary
  }

  /// The French summary of `rule`, if it is one `compare` prices.
  static func french(_ rule: String) -> String? { all.first { $0.rule == rule }?.frenchSummary }

  public static let all: [ChangeCost] = [
    ChangeCost(rule: "P6", summary: "latest wins", french: "la dernière requête gagne"),
    ChangeCost(rule: "T3", summary: "add at once, undo on failure", french: "ajout immédiat, défait en cas d'échec"),
    ChangeCost(
      rule: "T5", summary: "delete at once, back in place on failure",
      french: "suppression immédiate, remise en place en cas d'échec"),
    ChangeCost(
      rule: "N4", summary: "rename on the Todo screen, undo on failure",
      french: "renommage sur l'écran Todo, défait en cas d'échec"),
    ChangeCost(
      rule: "N8", summary: "links, at once or after the load", french: "liens, tout de suite ou après le chargement"),
  ]
}
