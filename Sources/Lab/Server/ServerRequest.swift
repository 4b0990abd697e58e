// What the scripted server tells an observer about each request: for `archlab fuzz`,
// which checks the app against the server (FEATURE.md, T12), and for the lab's tests.

import SharedModel

/// One request the server received, as it handled it on arrival.
public struct ServerRequest: Equatable, Sendable {
  public var endpoint: Endpoint
  /// Its number among the requests to ``endpoint``, from 1.
  public var number: Int
  /// Whether it failed: a failed request stores nothing.
  public var failed: Bool
  /// What a `save` sent.
  public var todo: Todo?
  /// Whether its answer waits for a release.
  public var isHeld: Bool

  public init(
    endpoint: Endpoint, number: Int, failed: Bool, todo: Todo? = nil, isHeld: Bool = false
  ) {
    self.endpoint = endpoint
    self.number = number
    self.failed = failed
    self.todo = todo
    self.isHeld = isHeld
  }

  /// `save #2`.
  public var name: String { "\(endpoint) #\(number)" }
}

/// What happens to a request, in the order it happens.
public enum ServerRequestEvent: Equatable, Sendable {
  /// The server received and handled it; if it is not held, its answer is on its way.
  case received(ServerRequest)
  /// A held answer was sent.
  case answered(ServerRequest)
  /// The client cancelled it while its answer was held: no answer will come.
  case cancelled(ServerRequest)
  /// The app that sent it went away (`app restart`) while its answer was held.
  case dropped(ServerRequest)

  public var request: ServerRequest {
    switch self {
    case .received(let request), .answered(let request), .cancelled(let request), .dropped(let request): request
    }
  }
}
