// What the oracle knows from the server's side of one session: the field the user should see,
// whether the list shown was loaded since the server last changed behind the app's back.

import LabLanguage
import LabServer
import SharedModel

/// Follows one session's server, request by request, to know what FEATURE.md says the screen must show.
///
/// It models only what the spec decides without looking at the app: the text
/// field (T2, T3) and whether the list is in step with the server (T12).
@MainActor
final class ServerWatch {
  /// What the field must hold now.
  private(set) var field = ""
  /// Whether the list was loaded since the last `server todos` and the last restart,
  /// so that T12 says it must equal the server's todos at rest.
  private(set) var listIsInStep = false
  /// Every title the server or the app has held, for the messages that name one.
  private(set) var titles: Set<String> = []

  /// Counts `server todos` statements and restarts: a list loaded before the latest one is out of step.
  private var epoch = 0
  /// For each list request still awaiting its answer, the epoch it was received in.
  private var listEpochs: [Int: Int] = [:]
  /// Every todo id seen so far, on the server or in a save: a save of an id never seen is an add.
  private var knownIDs: Set<Todo.ID> = []
  /// The saves that are adds, by request number.
  private var adds: Set<Int> = []
  /// The todos whose save is on its way: received, its answer held. Their rows must show the saving mark.
  private(set) var savesPending: [Int: Todo.ID] = [:]
  private let server: ScriptedServer

  init(server: ScriptedServer) {
    self.server = server
    learn(server.todos)
    server.onRequest = { [weak self] event in self?.hear(event) }
  }

  private func learn(_ todos: [Todo]) {
    for todo in todos {
      titles.insert(todo.title)
      knownIDs.insert(todo.id)
    }
  }

  /// Called before a statement is performed: what the statement itself does to the model.
  func willPerform(_ statement: Statement) {
    switch statement {
    case .todos(.type(let text)): field = text
    case .todos(.add(let text?)): field = text
    case .todo(.rename(let text)): titles.insert(text)
    case .server(.todos):
      // The server changed behind the app's back: the list is out of step until it loads again.
      epoch += 1
      listIsInStep = false
    default: break
    }
  }

  /// Called after a statement has been performed and has settled.
  func didPerform(_ statement: Statement) {
    if case .server(.todos) = statement { learn(server.todos) }
    if case .appRestart = statement {
      field = ""
      listIsInStep = false
      epoch += 1
      listEpochs = [:]
    }
  }

  private func hear(_ event: ServerRequestEvent) {
    let request = event.request
    switch event {
    case .received:
      if let todo = request.todo {
        titles.insert(todo.title)
        if knownIDs.insert(todo.id).inserted {
          // An add: a valid add empties the field before its todo is sent.
          adds.insert(request.number)
          field = ""
        }
      }
      if request.endpoint == .list { listEpochs[request.number] = epoch }
      if request.isHeld, let todo = request.todo { savesPending[request.number] = todo.id }
      if !request.isHeld { answer(request) }
    case .answered:
      answer(request)
    case .cancelled, .dropped:
      if request.endpoint == .list { listEpochs[request.number] = nil }
      if request.endpoint == .save { savesPending[request.number] = nil }
    }
  }

  /// The app gets the answer to `request`.
  private func answer(_ request: ServerRequest) {
    if request.endpoint == .save { savesPending[request.number] = nil }
    switch request.endpoint {
    case .save where adds.contains(request.number) && request.failed:
      // A failed add gives its title back to an empty field (T3).
      if field.isEmpty, let todo = request.todo { field = todo.title }
    case .list:
      let received = listEpochs.removeValue(forKey: request.number)
      if !request.failed, received == epoch { listIsInStep = true }
    default:
      break
    }
  }
}
