// The change-cost rows of `archlab compare`: for one rule, the regions of code each architecture needed.

/// A rule of the feature and the snippet regions that implement it in each architecture.
///
/// The lines counted are the code lines of those regions, so the number follows
/// the code: rewrite a region and the cost changes with it.
public struct ChangeCost: Sendable {
  /// The rule's number in the feature's specification, e.g. `T5`.
  public var rule: String
  /// What the rule asks for, in a few words.
  var summary: String
  /// Architecture name → the snippet regions that implement the rule.
  var regions: [String: [String]]

  public init(rule: String, summary: String, regions: [String: [String]]) {
    self.rule = rule
    self.summary = summary
    self.regions = regions
  }

  public static let all: [ChangeCost] = [
    ChangeCost(
      rule: "P6", summary: "latest wins",
      regions: [
        "MVI": ["mvi-side-effect", "mvi-store-start"],
        "MVVM": ["mvvm-latest-request", "mvvm-profile-latest-wins"],
        "Hexagonal": ["hexagonal-latest-request"],
        "MV": ["mv-latest-request", "mv-profile-fetch", "mv-profile-view-load"],
      ]),
    ChangeCost(
      rule: "T3", summary: "add at once, undo on failure",
      regions: [
        "MVI": ["mvi-todos-reducer-add"],
        "MVVM": ["mvvm-todos-add", "mvvm-send-change"],
        "Hexagonal": [
          "hexagonal-add-todo", "hexagonal-todos-presenter-add", "hexagonal-todos-presenter-send",
          "hexagonal-todo-list-changes",
        ],
        "MV": ["mv-todos-model-add", "mv-send-change", "mv-todos-view-add"],
      ]),
    ChangeCost(
      rule: "T5", summary: "delete at once, back in place on failure",
      regions: [
        "MVI": ["mvi-todos-reducer-delete"],
        "MVVM": ["mvvm-todos-delete", "mvvm-send-change"],
        "Hexagonal": [
          "hexagonal-delete-todo", "hexagonal-todos-presenter-delete", "hexagonal-todos-presenter-send",
          "hexagonal-todo-list-changes",
        ],
        "MV": ["mv-todos-model-delete", "mv-send-change", "mv-todos-view-delete"],
      ]),
    ChangeCost(
      rule: "N4", summary: "rename on the Todo screen, undo on failure",
      regions: [
        "MVI": ["mvi-todo-screen-reducer"],
        "MVVM": ["mvvm-todos-rename", "mvvm-send-change", "mvvm-todo-view-model"],
        "Hexagonal": [
          "hexagonal-rename-todo", "hexagonal-todos-presenter-rename", "hexagonal-todos-presenter-send",
          "hexagonal-todo-list-changes",
        ],
        "MV": ["mv-todos-model-rename", "mv-send-change", "mv-todo-view-save"],
      ]),
    ChangeCost(
      rule: "N8", summary: "links, at once or after the load",
      regions: [
        "MVI": ["mvi-app-links", "mvi-todos-reducer-links"],
        "MVVM": ["mvvm-app-router", "mvvm-todos-router-links"],
        "Hexagonal": ["hexagonal-deep-link-adapter", "hexagonal-todos-presenter-links"],
        "MV": ["mv-app-view-open-url", "mv-router-links"],
      ]),
  ]
}
