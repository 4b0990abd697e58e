// Controls and gestures: R41–R47.

import Foundation
import Observation
import SwiftUISubset
import Testing

@MainActor @Observable final class FormModel {
  var text = ""
  var agreed = false
  var color = "red"
  var size = 1
  var submitted: [String] = []
  var taps = 0
  var urls: [String] = []
  var refreshes = 0

  func refresh() async { refreshes += 1 }
}

struct Color3: Identifiable, Hashable {
  let id: String
}

struct FormScreen: View {
  let model: FormModel
  let locked: Bool

  var body: some View {
    @Bindable var model = model
    VStack {
      Button("tap") { model.taps += 1 }.accessibilityIdentifier("tap")
      VStack {
        Button("inner") { model.taps += 100 }.disabled(false).accessibilityIdentifier("inner")
        TextField("Name", text: $model.text)
          .accessibilityIdentifier("name")
          .onSubmit { model.submitted.append("inner \(model.text)") }
      }
      .disabled(locked)
      Toggle("Agree", isOn: $model.agreed).accessibilityIdentifier("agree")
      Picker("Color", selection: $model.color) {
        ForEach([Color3(id: "red"), Color3(id: "green")]) { color in
          Text(color.id)
        }
      }
      .accessibilityIdentifier("color")
      Picker("Size", selection: $model.size) {
        Text("small").tag(1)
        Text("large").tag(2)
        Text("wrong").tag("3")
      }
      .accessibilityIdentifier("size")
      List {
        Text("row")
      }
      .accessibilityIdentifier("list")
      .refreshable { [model = self.model] in await model.refresh() }
      Text("url").onOpenURL { model.urls.append("first \($0.absoluteString)") }
      if model.taps > 1000 {
        Text("hidden").onOpenURL { model.urls.append("hidden \($0.absoluteString)") }
      }
    }
    .onSubmit { model.submitted.append("outer") }
    .onOpenURL { model.urls.append("outer \($0.absoluteString)") }
  }
}

/// Two tabs that both listen for URLs.
struct URLTabs: View {
  let model: FormModel
  var body: some View {
    TabView {
      Text("one").onOpenURL { model.urls.append("one \($0.absoluteString)") }
        .tabItem { Text("One") }
      Text("two").onOpenURL { model.urls.append("two \($0.absoluteString)") }
        .tabItem { Text("Two") }
    }
  }
}

@MainActor @Suite struct ControlTests {
  @Test("R41 a button's action runs synchronously on the main actor when tapped")
  func buttonRunsSynchronously() throws {
    let model = FormModel()
    let host = ViewHost(FormScreen(model: model, locked: false))
    #expect(try host.tap("tap"))
    #expect(model.taps == 1)
  }

  @Test("R42 disabled ANDs down the tree: an outer disabled(true) wins, and a disabled tap does nothing")
  func disabledPropagates() throws {
    let model = FormModel()
    let host = ViewHost(FormScreen(model: model, locked: true))
    #expect(host.find("inner")?.isDisabled == true)
    #expect(host.find("name")?.isDisabled == true)
    #expect(host.find("tap")?.isDisabled == false)
    #expect(try host.tap("inner") == false)
    #expect(try host.type("x", into: "name") == false)
    #expect(model.taps == 0 && model.text == "")
  }

  @Test("R43 typing replaces a field's text; submitting runs the onSubmit actions around it, innermost first")
  func typeAndSubmit() async throws {
    let model = FormModel()
    let host = ViewHost(FormScreen(model: model, locked: false))
    try host.type("Ada", into: "name")
    try host.type("Grace", into: "name")
    #expect(model.text == "Grace")
    #expect(host.find("name")?.value == "Grace")
    try host.submit("name")
    #expect(model.submitted == ["inner Grace", "outer"])
  }

  @Test("R43 a field is found inside one row: typing and submitting reach that row's field alone")
  func typeAndSubmitInARow() throws {
    let model = FormModel()
    let host = ViewHost(RowFieldsScreen(model: model))
    try host.type("Grace", into: "draft", in: ElementScope("row", tag: "b"))
    try host.submit("draft", in: ElementScope("row", tag: "b"))
    #expect(model.submitted == ["b Grace"])
    #expect(host.tree.allElements.filter { $0.identifier == "draft" }.map(\.value) == ["", "Grace"])
    #expect(throws: HostError.self) { try host.submit("draft", in: ElementScope("row", tag: "c")) }
  }

  @Test("R44 a toggle flips its binding")
  func toggle() throws {
    let model = FormModel()
    let host = ViewHost(FormScreen(model: model, locked: false))
    try host.toggle("agree")
    #expect(model.agreed)
    #expect(host.find("agree")?.value == "on")
  }

  @Test("R45 a picker picks by tag; ForEach tags rows with their ids; a tag of another type is refused")
  func picker() async throws {
    let model = FormModel()
    let host = ViewHost(FormScreen(model: model, locked: false))
    #expect(host.find("color")?.value == "red")
    try host.pick("green", in: "color")
    #expect(model.color == "green")
    await host.settleChecked()
    #expect(host.find("color")?.value == "green")
    try host.pick(2, in: "size")
    #expect(model.size == 2)
    #expect(throws: HostError.self) { try host.pick("3", in: "size") }
    #expect(model.size == 2)
  }

  @Test("R46 refresh awaits the refreshable action")
  func refresh() async throws {
    let model = FormModel()
    let host = ViewHost(FormScreen(model: model, locked: false))
    try await host.refresh("list")
    #expect(model.refreshes == 1)
  }

  @Test("R46 a pull to refresh returns at once; its action is the gesture's work, held or not")
  func pullToRefresh() async throws {
    let held = HeldAnswers<Int>()
    let model = HeldRefresh(held: held)
    let host = ViewHost(HeldRefreshScreen(model: model))
    held.attach(to: host)
    try host.pullToRefresh("list")
    await host.settleChecked()
    #expect(host.find("refreshing") != nil && held.count == 1)
    held.succeed(1)
    await host.settleChecked()
    #expect(host.find("refreshing") == nil && model.refreshes == 1)
  }

  @Test("R47 an opened URL reaches every onOpenURL on screen, in tree order, and none off screen")
  func openURL() throws {
    let model = FormModel()
    let host = ViewHost(FormScreen(model: model, locked: false))
    host.openURL(URL(string: "lab://x")!)
    #expect(model.urls == ["outer lab://x", "first lab://x"])

    let tabsModel = FormModel()
    let tabs = ViewHost(URLTabs(model: tabsModel))
    try tabs.tap("Two")
    try tabs.tap("One")
    tabs.openURL(URL(string: "lab://y")!)
    #expect(tabsModel.urls == ["one lab://y"])  // tab two is alive but off screen
  }
}

@MainActor @Observable final class HeldRefresh {
  let held: HeldAnswers<Int>
  var isRefreshing = false
  var refreshes = 0

  init(held: HeldAnswers<Int>) {
    self.held = held
  }

  func refresh() async {
    isRefreshing = true
    _ = try? await held.call()
    isRefreshing = false
    refreshes += 1
  }
}

struct HeldRefreshScreen: View {
  let model: HeldRefresh

  var body: some View {
    List {
      if model.isRefreshing { ProgressView().accessibilityIdentifier("refreshing") }
      Text("row")
    }
    .accessibilityIdentifier("list")
    .refreshable { await model.refresh() }
  }
}

/// Rows that each hold a field of their own, as a list whose rows can be renamed in place.
struct RowFieldsScreen: View {
  let model: FormModel

  var body: some View {
    List {
      ForEach([Color3(id: "a"), Color3(id: "b")]) { row in
        RowField(id: row.id, model: model).accessibilityIdentifier("row")
      }
    }
  }
}

struct RowField: View {
  let id: String
  let model: FormModel
  @State private var draft = ""

  var body: some View {
    HStack {
      Text(id)
      TextField("Draft", text: $draft)
        .accessibilityIdentifier("draft")
        .onSubmit { model.submitted.append("\(id) \(draft)") }
    }
  }
}
