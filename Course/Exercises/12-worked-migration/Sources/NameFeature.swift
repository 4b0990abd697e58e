// Exercise 12: what both versions of the Name screen share: the view model's enum, the server, the messages and
// the accessibility identifiers; then the first steps of the migration, done: the MVI state, intents and effects.

import SwiftUISubset

/// What the Name screen shows, but the field: the view model's `state`.
public enum NameViewState: Equatable, Sendable {
  /// Nothing asked for yet.
  case idle
  /// The name is on its way.
  case loading
  /// The name couldn't be loaded: the message, and Retry.
  case failed(message: String)
  /// The name the server keeps, and the screen's latest failure, if any.
  case ready(saved: String, error: String?)
  /// A new name is on its way to the server, which keeps `saved` until it answers.
  case saving(saved: String, sending: String)
}

extension NameViewState {
  /// The name the server keeps, once it is known.
  public var saved: String? {
    switch self {
    case .ready(let saved, _), .saving(let saved, _): saved
    case .idle, .loading, .failed: nil
    }
  }

  /// The name on its way to the server, if any.
  public var sending: String? {
    if case .saving(_, let sending) = self { sending } else { nil }
  }

  /// Why the name couldn't be loaded, if it couldn't.
  public var loadFailure: String? {
    if case .failed(let message) = self { message } else { nil }
  }

  /// The screen's latest failure once the name is known, if any.
  public var saveError: String? {
    if case .ready(_, let error) = self { error } else { nil }
  }
}

/// The server, as both versions see it.
public protocol NameAPI: Sendable {
  /// The name the server keeps.
  func fetchName() async throws -> String
  /// Keeps `name` as the user's name.
  func saveName(_ name: String) async throws
  /// Waits until the name is changed elsewhere, on another of the user's devices, and answers with the new name.
  func nextChange() async throws -> String
}

/// What the Name screen says.
public enum NameMessage {
  public static let loadFailed = "Couldn't load your name."
  public static let empty = "A name can't be empty."
  public static func saveFailed(_ name: String) -> String { "Couldn't save “\(name)”." }
}

/// The accessibility identifiers the checks find the screen's elements by, in both versions.
public enum NameID {
  public static let loading = "name.loading"
  public static let error = "name.error"
  public static let retry = "name.retry"
  public static let saved = "name.saved"
  public static let field = "name.field"
  public static let save = "name.save"
  public static let saving = "name.saving"
}

// MARK: - The migration's first steps, done

/// Everything the MVI screen shows, as one value: the view model's enum, kept as it was, and the field.
public struct NameState: Equatable, Sendable {
  public var screen: NameViewState = .idle
  public var field = ""

  public init(screen: NameViewState = .idle, field: String = "") {
    self.screen = screen
    self.field = field
  }
}

/// What happened to the Name screen: each public method of the view model, named as an event, and the answers
/// to a fetch and to a save.
public enum NameIntent: Sendable {
  /// The screen appeared: was `appeared()`.
  case viewAppeared
  /// The user tapped Retry: was `retry()`.
  case retryTapped
  /// The screen went away: was `stopLoading()`.
  case viewDisappeared
  /// The user typed in the field: was the field's setter.
  case fieldEdited(String)
  /// The user tapped Save: was `save()`.
  case saveTapped
  /// The server answered the fetch.
  case nameAnswered(Result<String, any Error>)
  /// The server answered the save of `name`.
  case saveAnswered(name: String, Result<Void, any Error>)
}

/// The work the reducer asks the store to do: a fetch, a save, and cancelling the fetch.
public enum NameEffect: Equatable, Sendable {
  /// The name a piece of work runs under, so that a later effect can cancel it.
  public enum CancelID: Hashable, Sendable {
    case fetch
  }

  /// Fetch the name. Answers with ``NameIntent/nameAnswered(_:)``.
  case fetchName
  /// Save `name`. Answers with ``NameIntent/saveAnswered(name:_:)``.
  case saveName(String)
  /// Cancel the work running under `id`. Answers nothing.
  case cancel(CancelID)
}
