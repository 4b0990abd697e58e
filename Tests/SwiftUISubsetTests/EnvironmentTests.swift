// @Bindable, @Environment objects and @SceneStorage: R12–R17.

import Foundation
import Observation
import SwiftUISubset
import Testing

@MainActor @Observable final class Settings {
  var name = "Ada"
  var notify = false
  init(name: String = "Ada") { self.name = name }
}

struct SettingsForm: View {
  @Environment(Settings.self) private var settings
  var body: some View {
    @Bindable var settings = settings
    VStack {
      TextField("Name", text: $settings.name).accessibilityIdentifier("name")
      Toggle("Notify", isOn: $settings.notify).accessibilityIdentifier("notify")
      Text("hello \(settings.name)")
    }
  }
}

struct OptionalReader: View {
  @Environment(Settings.self) private var settings: Settings?
  var body: some View { Text(settings?.name ?? "none") }
}

struct Nested: View {
  let inner: Settings
  var body: some View {
    VStack {
      OptionalReader()
      OptionalReader().environment(inner)
      OptionalReader().environment(Settings?.none)
    }
  }
}

enum Pane: String { case first, second }

struct SceneReader: View {
  let id: String
  @SceneStorage("text") private var text = "default"
  @SceneStorage("count") private var count = 0
  @SceneStorage("flag") private var flag = false
  @SceneStorage("ratio") private var ratio = 0.5
  @SceneStorage("url") private var url = URL(string: "https://a.example")!
  @SceneStorage("data") private var data = Data([1])
  @SceneStorage("pane") private var pane = Pane.first
  @SceneStorage("maybe") private var maybe: String?
  @SceneStorage("maybePane") private var maybePane: Pane?

  var body: some View {
    VStack {
      Text(
        "\(id) \(text) \(count) \(flag) \(ratio) \(url.host() ?? "") \(data.count) \(pane.rawValue) \(maybe ?? "nil") \(maybePane?.rawValue ?? "nil")"
      )
      Button("write \(id)") {
        text = "written"
        count = 7
        flag = true
        ratio = 2
        url = URL(string: "https://b.example")!
        data = Data([1, 2])
        pane = .second
        maybe = "some"
        maybePane = .second
      }
    }
  }
}

struct SceneScreen: View {
  let switches: Switches
  var body: some View {
    VStack {
      SceneReader(id: "one")
      if switches.show { SceneReader(id: "two") }
    }
  }
}

@MainActor final class EscapedScene {
  var write: ((String) -> Void)?
}

struct SceneLeak: View {
  let escaped: EscapedScene
  @SceneStorage("leak") private var value = "start"
  var body: some View {
    Text(value).onAppear { escaped.write = { value = $0 } }
  }
}

struct SceneLeakParent: View {
  let escaped: EscapedScene
  let switches: Switches
  var body: some View {
    if switches.show { SceneLeak(escaped: escaped) } else { Text("gone") }
  }
}

@MainActor @Suite struct EnvironmentTests {
  @Test("R12 @Bindable as a local in body makes bindings that edit the Observable object")
  func bindableLocal() async throws {
    let settings = Settings()
    let host = ViewHost(SettingsForm().environment(settings))
    try host.type("Grace", into: "name")
    try host.toggle("notify")
    await host.settleChecked()
    #expect(settings.name == "Grace" && settings.notify)
    #expect(host.find("name")?.value == "Grace")
    #expect(host.find("notify")?.value == "on")
    #expect(host.tree.texts.contains("hello Grace"))
  }

  @Test("R13 .environment(object) reaches descendants; the nearest one wins; nil removes it")
  func environmentObjects() {
    let host = ViewHost(Nested(inner: Settings(name: "inner")).environment(Settings(name: "outer")))
    #expect(host.tree.texts == ["outer", "inner", "none"])
  }

  @Test("R14 a missing @Environment object stops with SwiftUI's message naming its type")
  func missingObject() {
    let failures = Failures()
    let host = ViewHost(SettingsForm(), onFailure: failures.handler)
    #expect(
      failures.messages == [
        "No Observable object of type Settings found. "
          + "A View.environmentObject(_:) for Settings may be missing as an ancestor of this view."
      ])
    #expect(host.tree.children.isEmpty)
  }

  @Test("R15 the optional @Environment form reads nil when no ancestor gave the object")
  func optionalObject() {
    let failures = Failures()
    let host = ViewHost(OptionalReader(), onFailure: failures.handler)
    #expect(host.tree.texts == ["none"])
    #expect(failures.messages.isEmpty)
  }

  @Test("R16 @SceneStorage is shared by key in the scene, restored on insertion and from a saved scene")
  func sceneStorage() async throws {
    let switches = Switches()
    switches.show = false
    let host = ViewHost(SceneScreen(switches: switches))
    #expect(host.tree.texts.first == "one default 0 false 0.5 a.example 1 first nil nil")
    try host.tap("write one")
    switches.show = true
    await host.settleChecked()
    let written = "written 7 true 2.0 b.example 2 second some second"
    #expect(host.tree.texts.contains("one \(written)"))
    #expect(host.tree.texts.contains("two \(written)"))

    let restored = ViewHost(SceneScreen(switches: switches), sceneStorage: host.sceneStorage)
    #expect(restored.tree.texts.contains("one \(written)"))
    let fresh = ViewHost(SceneScreen(switches: switches))
    #expect(fresh.tree.texts.contains("one default 0 false 0.5 a.example 1 first nil nil"))
  }

  @Test("R17 a @SceneStorage write from a removed view is dropped")
  func sceneWriteAfterRemoval() async {
    let switches = Switches()
    let escaped = EscapedScene()
    let host = ViewHost(SceneLeakParent(escaped: escaped, switches: switches))
    escaped.write?("while shown")
    await host.settleChecked()
    #expect(host.tree.texts == ["while shown"])
    switches.show = false
    await host.settleChecked()
    escaped.write?("after removal")
    #expect(host.sceneStorage["leak"] as? String == "while shown")
  }
}
