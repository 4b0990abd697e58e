// NavigationStack: R36–R40.

import Foundation
import Observation
import SwiftUISubset
import Testing

@MainActor @Observable final class Router {
  var path: [Int] = []
}

struct Detail: View {
  let number: Int
  let log: Log
  let held: HeldAnswers<Int>
  @State private var taps = 0

  var body: some View {
    VStack {
      Button("detail \(number): \(taps)") { taps += 1 }
        .accessibilityIdentifier("detail-\(number)")
      NavigationLink("next", value: number + 1)
      NavigationLink("word", value: "nowhere")
      NavigationLink("nil", value: Int?.none)
    }
    .navigationTitle("Detail \(number)")
    .onAppear { log("appear \(number)") }
    .onDisappear { log("disappear \(number)") }
    .task {
      await held.hold()
      log("task ended \(number)")
    }
  }
}

struct Navigator: View {
  let router: Router
  let log: Log
  let held: HeldAnswers<Int>

  var body: some View {
    @Bindable var router = router
    NavigationStack(path: $router.path) {
      VStack {
        Text("root")
        NavigationLink("open 1", value: 1)
      }
      .navigationTitle("Root")
      .onAppear { log("appear root") }
      .onDisappear { log("disappear root") }
      .navigationDestination(for: Int.self) { number in
        Detail(number: number, log: log, held: held)
      }
    }
    .accessibilityIdentifier("stack")
  }
}

struct PathlessNavigator: View {
  var body: some View {
    NavigationStack {
      NavigationLink(value: "a") { Text("to a") }
        .navigationDestination(for: String.self) { value in Text("at \(value)") }
    }
  }
}

@MainActor @Suite struct NavigationTests {
  func make() -> (ViewHost, Router, Log) {
    let router = Router()
    let log = Log()
    let held = HeldAnswers<Int>()
    let host = ViewHost(Navigator(router: router, log: log, held: held))
    held.attach(to: host)
    return (host, router, log)
  }

  @Test("R36 the stack follows its path binding, and tapping a link appends its value to the path")
  func pathDrivesStack() async throws {
    let (host, router, _) = make()
    try host.tap("open 1")
    await host.settleChecked()
    #expect(router.path == [1])
    #expect(host.find("detail-1") != nil)
    router.path = [1, 2, 3]
    await host.settleChecked()
    #expect(host.find("detail-3") != nil && host.find("detail-1") == nil)
    let untyped = ViewHost(PathlessNavigator())
    try untyped.tap("to a")
    #expect(untyped.tree.texts == ["at a"])
  }

  @Test("R37 a covered view stays alive but off screen: it disappears on push and reappears on pop")
  func coveredViewsStayAlive() async throws {
    let (host, router, log) = make()
    try host.tap("open 1")
    try host.tap("detail-1")
    try host.tap("next")
    await host.settleChecked()
    #expect(router.path == [1, 2])
    #expect(log.lines.prefix(4) == ["appear root", "disappear root", "appear 1", "disappear 1"])
    #expect(log.lines.contains("task ended 1"))
    host.goBack()
    await host.settleChecked()
    #expect(host.find("detail-1")?.label == "detail 1: 1")
    let visibility = log.lines.filter { !$0.hasPrefix("task") }
    #expect(
      visibility == [
        "appear root", "disappear root", "appear 1", "disappear 1", "appear 2", "disappear 2", "appear 1",
      ])
  }

  @Test("R38 a popped view is destroyed; an entry's identity is its index and its value")
  func poppedViewsAreDestroyed() async throws {
    let (host, router, _) = make()
    router.path = [1]
    await host.settleChecked()
    try host.tap("detail-1")
    #expect(host.find("detail-1")?.label == "detail 1: 1")
    host.goBack()
    await host.settleChecked()
    router.path = [1]
    await host.settleChecked()
    #expect(host.find("detail-1")?.label == "detail 1: 0")
    try host.tap("detail-1")
    router.path = [5]  // the top replaced in one write: pop 1, push 5
    await host.settleChecked()
    router.path = [1]
    await host.settleChecked()
    #expect(host.find("detail-1")?.label == "detail 1: 0")
  }

  @Test("R39 a link whose value has no destination is inert and logged; a nil link is disabled")
  func inertLinks() async throws {
    let (host, router, _) = make()
    router.path = [1]
    await host.settleChecked()
    try host.tap("word")
    #expect(router.path == [1])
    #expect(host.warnings.contains { $0.contains("no matching navigationDestination") })
    #expect(host.find("nil")?.isDisabled == true)
    #expect(try host.tap("nil") == false)
  }

  @Test("R40 the stack's title is the navigationTitle of the view on top")
  func title() async throws {
    let (host, router, _) = make()
    #expect(host.find("stack")?.label == "Root")
    router.path = [4]
    await host.settleChecked()
    #expect(host.find("stack")?.label == "Detail 4")
  }
}
