// The window the lab covers, what is alive off screen, and work told apart by group: R57–R59.

import Foundation
import Observation
import SwiftUISubset
import Testing

@MainActor @Observable final class Picked {
  var tab = "home"
  var path: [Int] = []
}

/// Two tabs, the second a stack: what R57 and R58 cover and read.
struct Window: View {
  let picked: Picked
  let log: Log
  let held: HeldAnswers<Int>

  var body: some View {
    @Bindable var picked = picked
    TabView(selection: $picked.tab) {
      TabPage(name: "home", log: log, held: held)
        .tabItem { Text("Home") }
        .tag("home")
      NavigationStack(path: $picked.path) {
        List {
          ForEach([1, 2], id: \.self) { number in
            HStack {
              Text("row \(number)")
              Button("open") { picked.path.append(number) }.accessibilityIdentifier("open")
            }
            .accessibilityIdentifier("row")
          }
        }
        .onAppear { log("appear list") }
        .onDisappear { log("disappear list") }
        .navigationDestination(for: Int.self) { number in
          Text("detail \(number)").accessibilityIdentifier("detail")
        }
      }
      .tabItem { Text("Stack") }
      .tag("stack")
    }
  }
}

@MainActor @Suite struct WindowTests {
  func make(onScreen: Bool = true) -> (ViewHost, Picked, Log) {
    let picked = Picked()
    let log = Log()
    let held = HeldAnswers<Int>()
    let host = ViewHost(Window(picked: picked, log: log, held: held), onScreen: onScreen)
    held.attach(to: host)
    return (host, picked, log)
  }

  @Test("R57 covering the window makes every view disappear with its state kept; uncovering shows them again")
  func coverAndUncover() async throws {
    let (host, _, log) = make()
    try host.tap("home")
    await host.settleChecked()
    try host.setOnScreen(false)
    await host.settleChecked()
    #expect(log.lines == ["appear home", "disappear home", "cancel home"])
    #expect(!host.isOnScreen && host.find("home") == nil)
    #expect(host.tree.element(identifier: "home")?.label == "home 1")
    #expect(throws: HostError.self) { try host.tap("home") }
    try host.setOnScreen(true)
    await host.settleChecked()
    #expect(log.lines.last == "appear home")
    #expect(host.find("home")?.label == "home 1")
  }

  @Test("R57 a window mounted covered makes its views and shows none until it comes back on the tab it names")
  func mountedCovered() async throws {
    let (host, picked, log) = make(onScreen: false)
    await host.settleChecked()
    #expect(log.lines.isEmpty)
    #expect(host.tree.element(identifier: "home")?.isOnScreen == false)
    try host.setOnScreen(true, showing: "Stack")
    await host.settleChecked()
    #expect(picked.tab == "stack")
    #expect(log.lines == ["appear list"])
  }

  @Test("R58 what is alive off screen can be read, not acted on: an unselected tab, a covered view")
  func offScreenIsReadOnly() async throws {
    let (host, picked, _) = make()
    try host.tap("Stack")
    try host.tap("open", in: ElementScope("row", tag: 2))
    await host.settleChecked()
    #expect(picked.path == [2])
    let rows = host.tree.allElements.filter { $0.identifier == "row" }
    #expect(rows.map(\.tag) == [1, 2] && rows.allSatisfy { !$0.isOnScreen })
    #expect(host.find("detail")?.label == "detail 2")
    #expect(throws: HostError.self) { try host.tap("open", in: ElementScope("row", tag: 1)) }
    try host.tap("Home")
    await host.settleChecked()
    #expect(host.tree.element(identifier: "detail")?.isOnScreen == false)
    #expect(host.tree.element(identifier: "home")?.isOnScreen == true)
    #expect(host.dump().contains("offscreen"))
  }

  @Test("R59 work is told apart by the group it was begun in, held or not, until it ends")
  func groups() async throws {
    let held = HeldAnswers<Int>()
    let host = ViewHost(Button("load") { Task { _ = try? await held.call() } }.accessibilityIdentifier("load"))
    held.attach(to: host)
    try WorkGroup.$current.withValue(7) { try host.tap("load") }
    await host.settleChecked()
    #expect(held.count == 1)
    #expect(host.hasLiveWork(inGroup: 7) && !host.hasLiveWork(inGroup: 8))
    let seen = host.progress
    held.succeed(1)
    await host.waitForProgress(after: seen)
    await host.settleChecked()
    #expect(!host.hasLiveWork(inGroup: 7))
  }
}
