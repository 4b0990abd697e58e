// A host that goes away takes its views, and what they hold, with it.

import SwiftUISubset
import Testing

final class HeldObject {}

/// Keeps a token, under every modifier that hands its node down to the views below it.
struct TokenHolder: View {
  let token: HeldObject
  @State private var text = ""
  var body: some View {
    VStack {
      TextField("Name", text: $text).onSubmit {}
      Text("held")
    }
    .refreshable {}
    .navigationDestination(for: Int.self) { Text("\($0)") }
  }
}

struct StackOverHolder: View {
  let token: HeldObject
  var body: some View {
    NavigationStack { TokenHolder(token: token) }
  }
}

@MainActor
@Suite struct ReleaseTests {
  @Test("a host dropped without closing frees its views: the ones under a stack, a refresh and a submit handler too")
  func droppedHostFreesItsViews() throws {
    weak var token: HeldObject?
    do {
      let held = HeldObject()
      token = held
      let host = ViewHost(StackOverHolder(token: held))
      try host.type("a", into: "Name")
      #expect(host.find("Name")?.value == "a", "the tree was read, and its elements kept")
    }
    #expect(token == nil)
  }
}
