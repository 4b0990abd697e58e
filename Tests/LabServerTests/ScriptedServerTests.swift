// The scripted server: answers, failures, holding, releasing, resuming and cancellation.

import LabServer
import SharedModel
import TestSupport
import Testing

@MainActor
@Suite(.failsInsteadOfHanging) struct ScriptedServerTests {
  @Test func answersAtOnceAndCountsRequestsPerEndpoint() async throws {
    let server = ScriptedServer()
    server.setTodos([("Buy milk", false)])
    #expect(try await server.fetchProfile() == ScriptedServer.defaultProfile)
    #expect(try await server.fetchTodos().map(\.title) == ["Buy milk"])
    _ = try await server.fetchTodos()
    #expect(server.requests(to: .profile) == 1)
    #expect(server.requests(to: .list) == 2)
    #expect(server.requests(to: .save) == 0)
  }

  @Test func savesCreateAtTheEndAndUpdateInPlace() async throws {
    let server = ScriptedServer()
    server.setTodos([("A", false), ("B", false)])
    var first = server.todos[0]
    first.isDone = true
    try await server.save(first)
    try await server.save(Todo(id: "new", title: "C"))
    #expect(server.todos.map(\.title) == ["A", "B", "C"])
    #expect(server.todos.map(\.isDone) == [true, false, false])
    try await server.delete([server.todos[0].id, server.todos[2].id])
    #expect(server.todos.map(\.title) == ["B"])
  }

  @Test func failsTheNextRequestsAndStoresNothingForThem() async throws {
    let server = ScriptedServer()
    server.fail(.save, times: 2)
    await #expect(throws: ServerFailure(endpoint: .save, request: 1)) {
      try await server.save(Todo(id: "1", title: "A"))
    }
    await #expect(throws: ServerFailure(endpoint: .save, request: 2)) {
      try await server.save(Todo(id: "2", title: "B"))
    }
    try await server.save(Todo(id: "3", title: "C"))
    #expect(server.todos.map(\.title) == ["C"])
    #expect(server.requests(to: .save) == 3)
  }

  @Test func aHeldAnswerWaitsForItsRelease() async throws {
    let server = ScriptedServer()
    server.hold(.profile)
    let request = await startHeld(server) { try await server.fetchProfile() }
    #expect(server.heldRequests == ["profile #1"])
    try server.release(.profile)
    #expect(try await request.value.name == "Ada Lovelace")
    #expect(server.heldRequests.isEmpty)
  }

  @Test func theAnswerIsComputedWhenTheRequestArrivesNotWhenReleased() async throws {
    let server = ScriptedServer()
    server.hold(.save)
    server.hold(.profile)
    let save = await startHeld(server) { try await server.save(Todo(id: "1", title: "Stored on arrival")) }
    #expect(server.todos.map(\.title) == ["Stored on arrival"])
    let fetch = await startHeld(server) { try await server.fetchProfile() }
    server.setProfile(name: "Changed later", email: "later@example.com")
    try server.release(.profile)
    #expect(try await fetch.value.name == "Ada Lovelace")
    server.resume(.save)
    try await save.value
  }

  @Test func releasesByRequestNumberInAnyOrder() async throws {
    let server = ScriptedServer()
    server.hold(.list)
    server.setTodos([("first", false)])
    let first = await startHeld(server) { try await server.fetchTodos() }
    server.setTodos([("second", false)])
    let second = await startHeld(server) { try await server.fetchTodos() }
    try server.release(.list, request: 2)
    #expect(try await second.value.map(\.title) == ["second"])
    #expect(server.heldRequests == ["list #1"])
    try server.release(.list, request: 1)
    #expect(try await first.value.map(\.title) == ["first"])
  }

  @Test func resumeSendsEveryHeldAnswerAndStopsHolding() async throws {
    let server = ScriptedServer()
    server.hold(.profile)
    let first = await startHeld(server) { try await server.fetchProfile() }
    let second = await startHeld(server) { try await server.fetchProfile() }
    server.resume(.profile)
    _ = try await (first.value, second.value)
    _ = try await server.fetchProfile()
    #expect(server.requests(to: .profile) == 3)
    #expect(server.heldRequests.isEmpty)
  }

  @Test func noticesWhenTheClientCancelsAndAReleaseThenDoesNothing() async throws {
    let server = ScriptedServer()
    var events: [String] = []
    server.onEvent = { events.append($0) }
    server.hold(.profile)
    let request = await startHeld(server) { try await server.fetchProfile() }
    request.cancel()
    await #expect(throws: CancellationError.self) { try await request.value }
    #expect(server.cancellations(of: .profile) == 1)
    #expect(server.heldRequests.isEmpty)
    try server.release(.profile, request: 1)
    #expect(
      events == [
        "profile #1 fetch profile: ok", "profile #1 held", "profile #1 cancelled by the client",
        "profile #1: the client cancelled it, nothing to send",
      ])
  }

  @Test func aCancelledTaskSendsNoRequest() async {
    let server = ScriptedServer()
    let request = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return try await server.fetchProfile()
    }
    await #expect(throws: CancellationError.self) { try await request.value }
    #expect(server.requests(to: .profile) == 0)
  }

  @Test func refusesToReleaseWhatIsNotHeld() async throws {
    let server = ScriptedServer()
    #expect(throws: ServerScriptError(message: "no answer from save is held")) { try server.release(.save) }
    #expect(throws: ServerScriptError(message: "save has received 0 requests, not 1")) {
      try server.release(.save, request: 1)
    }
    try await server.save(Todo(id: "1", title: "A"))
    #expect(throws: ServerScriptError(message: "the answer to save #1 is not held")) {
      try server.release(.save, request: 1)
    }
  }

  @Test func knowsWhichGestureWaitsOnAHeldAnswer() async throws {
    let server = ScriptedServer()
    server.hold(.profile)
    let request = await startHeld(server) {
      try await GestureTag.$current.withValue(7) { try await server.fetchProfile() }
    }
    #expect(server.isWaitingOnHeldAnswer(gesture: 7))
    #expect(!server.isWaitingOnHeldAnswer(gesture: 8))
    try server.release(.profile)
    #expect(!server.isWaitingOnHeldAnswer(gesture: 7))
    _ = try await request.value
  }

  // MARK: - Helpers

  /// Starts `body` in a task and returns once its request waits on a held answer.
  private func startHeld<Value: Sendable>(
    _ server: ScriptedServer, _ body: @escaping @MainActor () async throws -> Value
  ) async -> Task<Value, any Error> {
    var task: Task<Value, any Error>?
    await withCheckedContinuation { (held: CheckedContinuation<Void, Never>) in
      server.onHold = {
        server.onHold = {}
        held.resume()
      }
      task = Task { @MainActor in try await body() }
    }
    return task!
  }

  @Test func failCountsAddUpAndNeverOverflow() async throws {
    let server = ScriptedServer()
    server.fail(.save, times: Int.max)
    server.fail(.save, times: 1)
    await #expect(throws: ServerFailure(endpoint: .save, request: 1)) {
      try await server.save(Todo(id: "1", title: "A"))
    }
  }

  @Test func aDisconnectDropsEveryHeldAnswerAndALaterReleaseSendsNothing() async throws {
    let server = ScriptedServer()
    var events: [String] = []
    server.onEvent = { events.append($0) }
    server.hold(.save)
    let saving = await startHeld(server) { try await server.save(Todo(id: "1", title: "A")) }
    server.disconnect()
    await #expect(throws: CancellationError.self) { try await saving.value }
    #expect(server.heldRequests.isEmpty)
    try server.release(.save, request: 1)
    #expect(events.last == "save #1: the app that sent it is gone, nothing to send")
    // The request was handled when it arrived: the disconnect drops its answer, not what it stored.
    #expect(server.todos.map(\.title) == ["A"])
  }

  @Test func aSaveFindsItsTodoAtOnceHoweverLongTheList() async throws {
    let server = ScriptedServer()
    server.setTodos((1...20_000).map { ("Todo \($0)", false) })
    let last = server.todos[19_999]
    try await server.save(Todo(id: last.id, title: last.title, isDone: true))
    #expect(server.todos[19_999].isDone)
    #expect(server.todos.count == 20_000)
  }
}
