// A miniature port.
public protocol ProfileGateway: Sendable {
  func fetchProfile() async throws -> String
}
