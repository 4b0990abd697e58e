// The test support's promise to a test that plays views: an answer returns once the views show what it
// changed, even when the work it resumed goes on to wait for another answer, as a long poll does.

import Observation
import SwiftUISubset
import TestSupport
import Testing

@MainActor
@Suite(.failsInsteadOfHanging) struct HostedViewsSettlingTests {
  @Test func anAnswerReturnsOnceTheViewsShowWhatItChangedThoughTheWorkWaitsAgain() async {
    // The order in which the view's work and the gesture's render loop run after an answer is the
    // executor's: fifty screens give a renderer that settled too early many chances to be seen.
    for _ in 1...50 {
      let server = FakeServer()
      let fetches = server.endpoint("name", answering: String.self)
      let changes = server.endpoint("change", answering: String.self, mayWaitAtEnd: true)
      let follower = Follower(fetches: fetches, changes: changes)
      let app = await HostedViews(FollowerView(follower: follower), server: server)
      await fetches.answer(1, with: .failure(ServerDown()))
      #expect(app.text("shown") == "failed", "the failed load shows as soon as its answer returns")
      #expect(changes.waiting == 1, "while the screen already waits for a change")
      await changes.answerNext(with: .success("Grace"))
      #expect(app.text("shown") == "Grace", "the change shows as soon as the answer returns")
      #expect(changes.waiting == 1, "while the screen already waits for the next one")
      await changes.answerNext(with: .success("Lin"))
      #expect(app.text("shown") == "Lin", "and the next")
    }
  }

  @Test func aLongPollsRequestStillWaitingWhenTheTestEndsFailsNothing() async {
    let server = FakeServer()
    let fetches = server.endpoint("name", answering: String.self)
    let changes = server.endpoint("change", answering: String.self, mayWaitAtEnd: true)
    let follower = Follower(fetches: fetches, changes: changes)
    _ = await HostedViews(FollowerView(follower: follower), server: server)
    await fetches.answer(1, with: .success("Ada"))
    #expect(changes.count == 1 && changes.waiting == 1, "the request waits as the test ends, and the test passes")
  }
}

/// What the screen shows: a load, in a task of its own as a view model runs one, then a long poll, whose
/// every answer is shown before the next is asked for.
@MainActor
@Observable
private final class Follower {
  var shown = "nothing yet"
  @ObservationIgnored private let fetches: HeldEndpoint<Void, String>
  @ObservationIgnored private let changes: HeldEndpoint<Void, String>

  init(fetches: HeldEndpoint<Void, String>, changes: HeldEndpoint<Void, String>) {
    self.fetches = fetches
    self.changes = changes
  }

  func follow() async {
    let load = Task { [fetches] in try await fetches.receive(()) }
    let result = await withTaskCancellationHandler {
      await load.result
    } onCancel: {
      load.cancel()
    }
    shown = (try? result.get()) ?? "failed"
    while let name = try? await changes.receive(()) {
      shown = name
    }
  }
}

private struct FollowerView: View {
  let follower: Follower

  var body: some View {
    Text(follower.shown).accessibilityIdentifier("shown")
      .task { await follower.follow() }
  }
}
