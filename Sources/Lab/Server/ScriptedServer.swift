// The scripted server: the remote server of FEATURE.md, driven by scenario statements.
// Every architecture talks to it through its own abstraction, bound in Sources/Lab/Drivers.

import Foundation
import SharedModel

/// An in-process server that scenarios script: what it holds, which requests fail,
/// which answers wait for a release.
///
/// It handles a request when the request arrives (reads what it holds then, stores
/// a write then, unless the request fails); holding delays only the answer. It
/// counts requests per endpoint and notices when a client cancels one.
@MainActor
public final class ScriptedServer {
  public static let defaultProfile = Profile(id: "1", name: "Ada Lovelace", email: "ada@example.com")

  /// The profile it holds.
  public private(set) var profile: Profile
  /// The todos it holds, in the order they were first saved.
  public private(set) var todos: [Todo]
  /// The ids of ``todos``: a save of a new todo, the common case, appends it without looking
  /// through the list. Kept by each write, an id at a time.
  private var ids: Set<Todo.ID>

  private var requestCounts: [Endpoint: Int] = [:]
  private var cancelled: [Endpoint: Set<Int>] = [:]
  private var failuresLeft: [Endpoint: Int] = [:]
  private var holding: Set<Endpoint> = []
  private var held: [HeldRequest] = []
  /// Requests whose answers were dropped when the app that sent them went away.
  private var dropped: Set<RequestName> = []
  private var seededTodos = 0

  private struct RequestName: Hashable {
    var endpoint: Endpoint
    var number: Int
  }

  /// Called with a line describing each thing that happens, for the trace.
  public var onEvent: (String) -> Void = { _ in }
  /// Called when a request starts to wait on a held answer.
  public var onHold: () -> Void = {}
  /// Called the moment a client cancels a request whose answer was held.
  public var onCancel: (Endpoint, Int) -> Void = { _, _ in }
  /// Called with what happens to each request, as values: when it arrives, and what becomes of a held one.
  public var onRequest: (ServerRequestEvent) -> Void = { _ in }
  /// The id of the host work a request comes from, for an app played through a `ViewHost`: a held
  /// request keeps it, so the host can ask whether that work waits on a held answer.
  public var currentWork: () -> Int? = { nil }
  /// Called whenever what is held changes: a request held, answered, cancelled or dropped.
  public var onHeldChange: () -> Void = {}
  /// Called in the requesting task as a request starts to wait on a held answer, before ``onHold``
  /// lets the engine count its gesture as settled: an app played through a `ViewHost` renders
  /// there, so what the gesture changed is on screen by then, whichever task runs next.
  public var willHold: () -> Void = {}

  public init(profile: Profile = ScriptedServer.defaultProfile, todos: [Todo] = []) {
    self.profile = profile
    self.todos = todos
    self.ids = Set(todos.map(\.id))
  }

  // MARK: - What scenarios say

  /// `server profile "NAME" "EMAIL"`
  public func setProfile(name: String, email: String) {
    profile = Profile(id: profile.id, name: name, email: email)
  }

  /// `server todos ROW...`: replaces what it holds; ids are made here.
  public func setTodos(_ rows: [(title: String, isDone: Bool)]) {
    todos = rows.map { row in
      seededTodos += 1
      return Todo(id: Todo.ID(rawValue: "server-\(seededTodos)"), title: row.title, isDone: row.isDone)
    }
    ids = Set(todos.map(\.id))
  }

  /// `server fail ENDPOINT N`: the next `times` requests fail. Counts add up, and stop at `Int.max`.
  public func fail(_ endpoint: Endpoint, times: Int = 1) {
    let (sum, overflow) = failuresLeft[endpoint, default: 0].addingReportingOverflow(max(0, times))
    failuresLeft[endpoint] = overflow ? Int.max : sum
  }

  /// `server hold ENDPOINT`
  public func hold(_ endpoint: Endpoint) {
    holding.insert(endpoint)
  }

  /// `server release ENDPOINT [K]`: sends the answer to request `request`, or to the oldest held one.
  public func release(_ endpoint: Endpoint, request: Int? = nil) throws(ServerScriptError) {
    let received = requests(to: endpoint)
    guard let request else {
      guard let oldest = held.first(where: { $0.endpoint == endpoint && $0.isPending }) else {
        throw ServerScriptError(message: "no answer from \(endpoint) is held")
      }
      send(oldest)
      return
    }
    guard request <= received else {
      throw ServerScriptError(
        message: "\(endpoint) has received \(received) request\(received == 1 ? "" : "s"), not \(request)")
    }
    let answer = held.first { $0.endpoint == endpoint && $0.number == request }
    if dropped.contains(RequestName(endpoint: endpoint, number: request)) {
      onEvent("\(endpoint) #\(request): the app that sent it is gone, nothing to send")
      return
    }
    if answer?.isCancelled == true || cancelled[endpoint, default: []].contains(request) {
      onEvent("\(endpoint) #\(request): the client cancelled it, nothing to send")
      return
    }
    guard let answer else {
      throw ServerScriptError(message: "the answer to \(endpoint) #\(request) is not held")
    }
    send(answer)
  }

  /// `server resume ENDPOINT`: stop holding; send what is held, in order.
  public func resume(_ endpoint: Endpoint) {
    holding.remove(endpoint)
    for answer in held where answer.endpoint == endpoint && answer.isPending {
      send(answer)
    }
    held.removeAll { $0.endpoint == endpoint }
  }

  /// Whether an answer from `endpoint` is held now.
  public func holdsAnswer(for endpoint: Endpoint) -> Bool {
    held.contains { $0.endpoint == endpoint && $0.isPending }
  }

  /// How many requests `endpoint` has received.
  public func requests(to endpoint: Endpoint) -> Int {
    requestCounts[endpoint, default: 0]
  }

  /// How many requests to `endpoint` the client cancelled while their answer was held.
  public func cancellations(of endpoint: Endpoint) -> Int {
    cancelled[endpoint, default: []].count
  }

  /// Whether work of gesture `gesture` waits on an answer this server holds.
  public func isWaitingOnHeldAnswer(gesture: Int) -> Bool {
    held.contains { $0.gesture == gesture && $0.isPending }
  }

  /// Whether the host work `work` (see ``currentWork``) waits on an answer this server holds.
  public func isWaitingOnHeldAnswer(work: Int) -> Bool {
    held.contains { $0.work == work && $0.isPending }
  }

  /// The requests whose answers are held now, e.g. `["save #2"]`.
  public var heldRequests: [String] {
    held.filter(\.isPending).map { "\($0.endpoint) #\($0.number)" }
  }

  /// The numbers of the requests to `endpoint` whose answers are held now, oldest first.
  public func heldRequestNumbers(for endpoint: Endpoint) -> [Int] {
    held.filter { $0.endpoint == endpoint && $0.isPending }.map(\.number)
  }

  // MARK: - What clients call

  /// `profile`: the profile it holds.
  public func fetchProfile() async throws -> Profile {
    try await handle(.profile, "fetch profile") { [profile] in profile }
  }

  /// `list`: every todo it holds.
  public func fetchTodos() async throws -> [Todo] {
    try await handle(.list, "fetch todos") { [todos] in todos }
  }

  /// `save`: creates `todo`, or updates the one with its id.
  public func save(_ todo: Todo) async throws {
    let request = ServerRequest(endpoint: .save, number: 0, failed: false, todo: todo)
    try await handle(.save, "save \(describe(todo))", request) {
      if ids.insert(todo.id).inserted {
        todos.append(todo)
      } else if let index = todos.index(of: todo.id) {
        todos[index] = todo
      }
    }
  }

  /// `delete`: removes every todo whose id is in `ids`.
  public func delete(_ ids: [Todo.ID]) async throws {
    let removed = Set(ids)
    let titles = todos.filter(withIDsIn: removed).map { "“\($0.title)”" }
    try await handle(.delete, "delete \(titles.joined(separator: ", "))") {
      todos.removeAll(withIDsIn: removed)
      self.ids.subtract(removed)
    }
  }

  /// The app is gone (`app restart`): every answer still held is dropped, and its request ends with
  /// `CancellationError`, as a request does when the connection under it closes.
  public func disconnect() {
    while dropOldestHeld() {}
  }

  /// Drops the oldest answer still held, as ``disconnect()`` drops them all; false when none is held.
  ///
  /// Tasks woken together reach the main actor in an order the scheduler picks, so
  /// the engine drops one, waits for what it wakes to settle, then drops the next.
  @discardableResult
  public func dropOldestHeld() -> Bool {
    guard let index = held.firstIndex(where: \.isPending) else {
      held.removeAll()
      return false
    }
    let request = held.remove(at: index)
    dropped.insert(RequestName(endpoint: request.endpoint, number: request.number))
    request.cancel(notifying: false)
    onEvent("\(request.endpoint) #\(request.number): the app is gone, its answer is dropped")
    onRequest(.dropped(request.record))
    onHeldChange()
    return true
  }

  // MARK: - Handling a request

  // snippet.scripted-server-handle
  private func handle<Answer: Sendable>(
    _ endpoint: Endpoint, _ summary: String, _ request: ServerRequest? = nil, answer: () -> Answer
  ) async throws -> Answer {
    // A request from a task that is already cancelled never leaves the client.
    try Task.checkCancellation()
    requestCounts[endpoint, default: 0] += 1
    let number = requestCounts[endpoint, default: 0]
    let name = "\(endpoint) #\(number)"

    var record = request ?? ServerRequest(endpoint: endpoint, number: number, failed: false)
    record.number = number
    record.isHeld = holding.contains(endpoint)
    let outcome: Result<Answer, ServerFailure>
    if failuresLeft[endpoint, default: 0] > 0 {
      record.failed = true
      failuresLeft[endpoint, default: 0] -= 1
      outcome = .failure(ServerFailure(endpoint: endpoint, request: number))
      onEvent("\(name) \(summary): fails, nothing stored")
    } else {
      outcome = .success(answer())
      onEvent("\(name) \(summary): ok")
    }

    onRequest(.received(record))
    guard record.isHeld else {
      return try outcome.get()
    }
    let request = HeldRequest(
      endpoint: endpoint, number: number, gesture: GestureTag.current, work: currentWork(), record: record
    ) {
      // Cancellation comes from the client's code, on the main actor in every app
      // here; should it come from elsewhere, it is noticed a moment later.
      if Thread.isMainThread {
        MainActor.assumeIsolated { [weak self] in self?.noticeCancellation(of: endpoint, number) }
      } else {
        Task { @MainActor [weak self] in self?.noticeCancellation(of: endpoint, number) }
      }
    }
    held.append(request)
    onEvent("\(name) held")
    willHold()
    onHold()
    onHeldChange()
    try await request.wait()
    return try outcome.get()
  }
  // snippet.end

  private func noticeCancellation(of endpoint: Endpoint, _ number: Int) {
    cancelled[endpoint, default: []].insert(number)
    if let request = held.first(where: { $0.endpoint == endpoint && $0.number == number }) {
      onRequest(.cancelled(request.record))
    }
    held.removeAll { $0.endpoint == endpoint && $0.number == number }
    onEvent("\(endpoint) #\(number) cancelled by the client")
    onCancel(endpoint, number)
    onHeldChange()
  }

  private func send(_ request: HeldRequest) {
    if request.release() {
      onEvent("\(request.endpoint) #\(request.number) answered")
      onRequest(.answered(request.record))
    }
    held.removeAll { $0 === request }
    onHeldChange()
  }

  private func describe(_ todo: Todo) -> String {
    "“\(todo.title)”\(todo.isDone ? " done" : "")"
  }
}
