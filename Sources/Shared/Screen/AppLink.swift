// The links the app opens (FEATURE.md, N8), read once here for every architecture, as the title rules are.

import SharedModel

// snippet.app-link
/// A link the app knows: `archlab://profile`, `archlab://todos` or `archlab://todos/ID`.
public enum AppLink: Hashable, Sendable {
  case profile
  case todos
  case todo(Todo.ID)

  /// The link `text` names, or nil for any other text: a foreign scheme, an unknown
  /// place, an empty id, an id with a `/` in it, a link without `//` (N8).
  public init?(_ text: String) {
    let scheme = "archlab://"
    guard text.hasPrefix(scheme) else { return nil }
    let path = text.dropFirst(scheme.count)
    switch path {
    case "profile": self = .profile
    case "todos": self = .todos
    default:
      let prefix = "todos/"
      guard path.hasPrefix(prefix) else { return nil }
      let id = path.dropFirst(prefix.count)
      guard !id.isEmpty, !id.contains("/") else { return nil }
      self = .todo(Todo.ID(rawValue: String(id)))
    }
  }

  /// The link written out, e.g. `archlab://todos/server-2`.
  public var text: String {
    switch self {
    case .profile: "archlab://profile"
    case .todos: "archlab://todos"
    case .todo(let id): "archlab://todos/\(id.rawValue)"
    }
  }
}
// snippet.end
