// The composition root's tests: the same screens, built over the real adapters.
// Lesson 04 reads it: swapping adapters changes where todos live, not how the screen behaves.

import Foundation
import Hexagonal
import HexagonalDrivenAdapters
import HexagonalPresentation
import ScreenContract
import SharedModel
import TestSupport
import Testing

@MainActor
@Suite(.failsInsteadOfHanging) struct CompositionRootTests {
  @Test func todosKeptInAFileAreThereAfterARestart() async throws {
    let directory = try TemporaryDirectory()
    let file = directory.url.appending(component: "todos.json")
    let firstRun = HostedList(app: HostedApp(todos: CompositionRoot.makeTodosNavigator(fileAt: file)))
    await firstRun.open()
    await firstRun.type("Buy milk")
    await firstRun.add()
    await firstRun.type("Call mom")
    await firstRun.add()
    let secondRun = HostedList(app: HostedApp(todos: CompositionRoot.makeTodosNavigator(fileAt: file)))
    await secondRun.open()
    #expect(secondRun.screen.rows.map(\.title) == ["Buy milk", "Call mom"])
    #expect(secondRun.screen.rows.map(\.isSaving) == [false, false])
  }

  @Test func aCorruptFileShowsTheLoadErrorAndStaysAsItWas() async throws {
    let directory = try TemporaryDirectory()
    let file = directory.url.appending(component: "todos.json")
    try Data("garbage".utf8).write(to: file)
    let todos = HostedList(app: HostedApp(todos: CompositionRoot.makeTodosNavigator(fileAt: file)))
    await todos.open()
    #expect(todos.screen == TodosScreen(error: UserMessage.todosLoadFailed))
    #expect(try Data(contentsOf: file) == Data("garbage".utf8))
  }

  @Test func theProfileScreenOverHTTPShowsTheServersProfile() async throws {
    let server = try StubHTTPServer(answering: try .json(Profile.grace))
    let profile = HostedProfile(
      app: HostedApp(profile: CompositionRoot.makeProfilePresenter(serverAt: server.baseURL, session: server.session)))
    await profile.open()
    #expect(profile.screen == ProfileScreen(name: "Grace Hopper", email: "grace@example.com"))
  }

  @Test func theTodosScreenOverHTTPSendsANewTodoToTheServer() async throws {
    let fakeServer = FakeTodoServer()
    let server = try StubHTTPServer(handler: fakeServer.respond)
    let todos = HostedList(
      app: HostedApp(todos: CompositionRoot.makeTodosNavigator(serverAt: server.baseURL, session: server.session)))
    await todos.open()
    await todos.type("Buy milk")
    await todos.add()
    let restarted = HostedList(
      app: HostedApp(todos: CompositionRoot.makeTodosNavigator(serverAt: server.baseURL, session: server.session)))
    await restarted.open()
    #expect(restarted.screen.rows.map(\.title) == ["Buy milk"])
  }
}
