// LoadProfile: the use case behind the Profile screen, one of the hexagon's input ports.
// Lesson 04 reads it first: the smallest use case, one input port calling one output port.

import SharedModel

// snippet.hexagonal-load-profile
/// Loads the user's profile through the profile gateway.
///
/// Use cases are the hexagon's input ports: what the outside may ask of the
/// core. Each is a concrete type rather than a protocol, because each has one
/// implementation; the seam that tests and the lab need is on the other side,
/// the output port it calls. The presentation depends on this type, never on
/// an adapter. The profile has no rule of its own, so this one only forwards;
/// the Profile screen's rules (P1–P6) are about a screen, and live with it.
public struct LoadProfile: Sendable {
  private let gateway: any ProfileGateway

  public init(gateway: any ProfileGateway) {
    self.gateway = gateway
  }

  /// The profile as the gateway holds it now.
  public func callAsFunction() async throws -> Profile {
    try await gateway.fetchProfile()
  }
}
// snippet.end
