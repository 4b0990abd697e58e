// TabView: R32–R35.

import Foundation
import Observation
import SwiftUISubset
import Testing

struct Tabs: View {
  let log: Log
  let held: HeldAnswers<Int>
  @State private var selection = "home"
  @State private var unread = 3

  var body: some View {
    TabView(selection: $selection) {
      TabPage(name: "home", log: log, held: held)
        .tabItem { Label("Home", systemImage: "house").accessibilityIdentifier("tab.home") }
        .tag("home")
        .badge(unread)
      TabPage(name: "inbox", log: log, held: held)
        .tabItem { Text("Inbox") }
        .tag("inbox")
        .badge(Text("new"))
      TabPage(name: "more", log: log, held: held)
        .tabItem { Text("More") }
        .tag("more")
        .badge(0)
    }
    .accessibilityIdentifier("tabs")
  }
}

struct TabPage: View {
  let name: String
  let log: Log
  let held: HeldAnswers<Int>
  @State private var count = 0

  var body: some View {
    Button("\(name) \(count)") { count += 1 }
      .accessibilityIdentifier(name)
      .onAppear { log("appear \(name)") }
      .onDisappear { log("disappear \(name)") }
      .task {
        await held.hold()
        log("cancel \(name)")
      }
  }
}

@MainActor @Suite struct TabViewTests {
  func makeHost(_ log: Log) -> ViewHost {
    let held = HeldAnswers<Int>()
    let host = ViewHost(Tabs(log: log, held: held))
    held.attach(to: host)
    return host
  }

  @Test("R32 a tab is created on its first selection, not before")
  func lazyTabs() async throws {
    let log = Log()
    let host = makeHost(log)
    await host.settleChecked()
    #expect(host.bodyCount(TabPage.self) == 1)
    #expect(log.lines == ["appear home"])
    try host.tap("Inbox")
    await host.settleChecked()
    #expect(host.bodyCount(TabPage.self) == 2)
  }

  @Test("R33 an unselected tab keeps its state")
  func unselectedTabKeepsState() async throws {
    let log = Log()
    let host = makeHost(log)
    try host.tap("home")
    try host.tap("home")
    try host.tap("Inbox")
    await host.settleChecked()
    #expect(host.find("home") == nil)
    try host.tap("Home")
    await host.settleChecked()
    #expect(host.find("home")?.label == "home 2")
  }

  @Test("R34 only the selected tab is on screen: a switch runs disappear and cancels the old tab's task")
  func switchTabs() async throws {
    let log = Log()
    let host = makeHost(log)
    await host.settleChecked()
    try host.tap("Inbox")
    await host.settleChecked()
    #expect(log.lines == ["appear home", "disappear home", "appear inbox", "cancel home"])
    let tabs = host.tree.element(identifier: "tabs")?.children ?? []
    #expect(tabs.map(\.isSelected) == [false, true, false])
    // The home tab was created: alive, off screen (R58). "more" was never selected: it has no view (R32).
    #expect(tabs[0].children.allSatisfy { !$0.isOnScreen } && tabs[0].texts.isEmpty)
    #expect(tabs[1].texts == ["inbox 0"] && tabs[2].children.isEmpty)
  }

  @Test("R35 the selection binding follows taps; badges show counts and texts, zero and nil hide")
  func selectionAndBadges() async throws {
    let log = Log()
    let host = makeHost(log)
    let tabs = host.tree.element(identifier: "tabs")?.children ?? []
    #expect(tabs.map(\.label) == ["Home", "Inbox", "More"])
    #expect(tabs.map(\.badge) == ["3", "new", nil])
    #expect(tabs.map(\.tag) == ["home", "inbox", "more"])
    #expect(tabs.map(\.identifier) == ["tab.home", nil, nil])
    try host.tap("More")
    await host.settleChecked()
    #expect(host.tree.element(identifier: "tabs")?.children[2].isSelected == true)
  }
}
