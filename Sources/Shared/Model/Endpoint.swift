// The four endpoints of the remote server the feature talks to (FEATURE.md, "The server"): the one part of
// the server every side names, kept with the model so the lab's language and its server share it without
// depending on each other.

/// One of the server's endpoints.
public enum Endpoint: String, CaseIterable, Sendable, Codable {
  /// Fetch the profile.
  case profile
  /// Fetch all todos.
  case list
  /// Create or update one todo.
  case save
  /// Delete one or more todos by id.
  case delete
}
