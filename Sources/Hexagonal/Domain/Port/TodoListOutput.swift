// TodoListOutput: the port through which the todo use cases change the list a screen shows, and say what they did.
// Lesson 04 reads it: a use case owns the whole life of a change; the presentation only presents it.

import SharedModel

// snippet.hexagonal-todo-list-output
/// Where the todo use cases find the list and tell what they do to it: an
/// output port, which the presentation implements.
///
/// The list lives with the screen that shows it, so that a view reads it where
/// it is observed. The use cases read it here and change it only through
/// ``update(_:list:load:)``, in place, with the entities' own methods; each
/// update names what happened, for the screen to present: clear its error
/// line, empty a field, close a Todo screen. The rules of a change stay in the
/// domain, and no screen can run a change's steps in another order.
@MainActor
public protocol TodoListOutput: AnyObject {
  /// The todos, with the changes on their way.
  var list: TodoList { get }
  /// Where the list's loads stand.
  var load: TodoListLoad { get }

  /// Changes the list and where its load stands, in place, as `list` and `load` do, then presents
  /// `event`. A nil leaves its value alone, and the views that read only it.
  func update(_ event: TodoListEvent, list: ((inout TodoList) -> Void)?, load: ((inout TodoListLoad) -> Void)?)
}

/// What a use case did to the list, in the order it happened.
public enum TodoListEvent: Equatable, Sendable {
  /// A load started (T1).
  case loadStarted
  /// A load brought the list as the server keeps it (T1, T12).
  case loaded
  /// A load failed: the todos stay as they were (T1).
  case loadFailed
  /// The load on its way was stopped: the screen went away (L1).
  case loadStopped
  /// A change shows, before the server's answer (T3, T4, T5, T9, N4).
  case shown(TodoChange)
  /// The server took the change (T12).
  case kept(TodoChange)
  /// The server refused the change, and the list took it back (T12).
  case undone(TodoChange)
}
// snippet.end

/// What became of a change a use case showed: the server kept it, or refused it and the list took it back.
public enum ChangeOutcome<Change: Sendable>: Sendable {
  case kept(Change)
  case refused(Change)

  init(_ change: Change, accepted: Bool) {
    self = accepted ? .kept(change) : .refused(change)
  }
}

extension ChangeOutcome: Equatable where Change: Equatable {}

extension TodoListOutput {
  /// Changes the list alone, then presents `event`.
  func update(_ event: TodoListEvent, list: @escaping (inout TodoList) -> Void) {
    update(event, list: list, load: nil)
  }

  /// Changes where the load stands alone, then presents `event`.
  func update(_ event: TodoListEvent, load: @escaping (inout TodoListLoad) -> Void) {
    update(event, list: nil, load: load)
  }
}

// snippet.hexagonal-change-sequence (T3, T6, T12, L2)
extension TodoListOutput {
  /// The change `decide` makes of the list as it is now, or nil: none at all while a load is on its
  /// way, whose answer would replace the list the change was made on (T6). Every todo use case decides
  /// through it, so the rule is written once, here.
  func decide<Change, Failure: Error>(_ decide: (TodoList) throws(Failure) -> Change?) throws(Failure) -> Change? {
    guard load.takesChanges else { return nil }
    return try decide(list)
  }

  /// The life of every change, written once: `change` shows at once, `carryOut` sends it through a
  /// port, and the answer keeps it or undoes it on the list as it is by then (T12). Tells whether the
  /// server took it.
  ///
  /// `carryOut` runs in a task of its own, not the caller's: the change is the user's, not the
  /// screen's work, so the screen going away doesn't stop it, and its answer still lands (L2).
  func send(_ change: TodoChange, _ carryOut: @escaping @Sendable () async throws -> Void) async -> Bool {
    update(.shown(change)) { $0.apply(change) }
    let accepted = await Task {
      do {
        try await carryOut()
        return true
      } catch {
        return false
      }
    }.value
    if accepted {
      update(.kept(change)) { $0.confirm(change) }
    } else {
      update(.undone(change)) { $0.undo(change) }
    }
    return accepted
  }
}
// snippet.end
