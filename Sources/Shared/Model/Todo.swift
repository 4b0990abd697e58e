// Todo: one row of the Todos screen.
// Part of the shared model that every architecture builds on (lessons 01 and 04).

// snippet.todo-entity
/// One thing to do.
///
/// It is called `Todo`, never `Task`: a type named `Task` would shadow Swift's
/// own `Task`, and every `Task { }` in sight would stop compiling.
public struct Todo: Identifiable, Equatable, Hashable, Sendable, Codable {
  public var id: ID
  public var title: String
  public var isDone: Bool

  public init(id: ID, title: String, isDone: Bool = false) {
    self.id = id
    self.title = title
    self.isDone = isDone
  }

  /// A todo's identity. The client makes it when the user adds a todo, so an
  /// optimistic row can be tracked before the server has answered.
  public struct ID: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible,
    ExpressibleByStringLiteral
  {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }
    public var description: String { rawValue }
  }
}
// snippet.end
