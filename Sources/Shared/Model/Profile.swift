// Profile: the person the Profile screen shows.
// Part of the shared model that every architecture builds on (lesson 01).

/// A user's profile, as the server holds it.
public struct Profile: Equatable, Hashable, Sendable, Codable {
  public var id: String
  public var name: String
  public var email: String

  public init(id: String, name: String, email: String) {
    self.id = id
    self.name = name
    self.email = email
  }
}
