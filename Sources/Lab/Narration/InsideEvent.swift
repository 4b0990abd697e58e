// What happens inside an architecture during a scenario, told in the architecture's own terms.
// `archlab show` prints these side by side; `archlab diagram` draws them (lesson 05).

/// One thing that happened inside an architecture: a call between two parts, or a note on one part.
public struct InsideEvent: Equatable, Sendable, CustomStringConvertible {
  public enum Kind: Equatable, Sendable {
    /// `from` called or answered `to`.
    case message
    /// Something changed in `from`, such as its state.
    case note
  }

  public var kind: Kind
  /// The part that acts, e.g. `ProfileView`, `ProfileStore`, `User`, `Server`.
  public var from: String
  /// The part acted on; the same as `from` for a note.
  public var to: String
  public var text: String

  public static func message(_ from: String, _ to: String, _ text: String) -> InsideEvent {
    InsideEvent(kind: .message, from: from, to: to, text: text)
  }

  public static func note(_ part: String, _ text: String) -> InsideEvent {
    InsideEvent(kind: .note, from: part, to: part, text: text)
  }

  /// `ProfileView → ProfileStore: send(.refreshPulled)`, or `ProfileStore: isLoading false → true`.
  public var description: String {
    kind == .note ? "\(from): \(text)" : "\(from) → \(to): \(text)"
  }
}
