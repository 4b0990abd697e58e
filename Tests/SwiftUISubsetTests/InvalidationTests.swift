// When bodies are evaluated again: R18–R25.

import Foundation
import Observation
import SwiftUISubset
import Testing

@MainActor @Observable final class Model {
  var a = 0
  var b = 0
  var useA = true
}

struct ReadsA: View {
  let model: Model
  var body: some View { Text("a \(model.a)") }
}

/// Reads `a` or `b`, as its parent says.
struct Chooser: View {
  let model: Model
  let useA: Bool
  var body: some View {
    if useA { Text("a \(model.a)") } else { Text("b \(model.b)") }
  }
}

struct ChooserParent: View {
  let model: Model
  @State private var useA = true
  var body: some View {
    VStack {
      Chooser(model: model, useA: useA)
      Button("switch") { useA.toggle() }
    }
  }
}

/// Reads nothing of the model itself; its child reads `a`.
struct PassThrough: View {
  let model: Model
  var body: some View {
    VStack { ReadsA(model: model) }
  }
}

struct Titled: View {
  let title: String
  var body: some View { Text(title) }
}

struct WithClosure: View {
  let action: @MainActor () -> Void
  var body: some View { Button("closure", action: action) }
}

/// Receives a binding to its parent's state.
struct BoundChild: View {
  @Binding var value: Int
  var body: some View { Text("bound \(value)") }
}

struct InputsParent: View {
  @State private var tick = 0
  @State private var other = 0
  var body: some View {
    VStack {
      BoundChild(value: $other)
      Titled(title: "fixed")
      Titled(title: "tick \(tick)")
      WithClosure { tick += 0 }
      Button("tick") { tick += 1 }
    }
  }
}

/// Passes down, on every evaluation, a closure it was given once.
struct StableClosureParent: View {
  let action: @MainActor () -> Void
  @State private var tick = 0
  var body: some View {
    VStack {
      Text("tick \(tick)")
      WithClosure(action: action)
      Button("tick") { tick += 1 }
    }
  }
}

/// An input too large to sit inside an `Any`, which then keeps it in a box of its own, and not
/// `Equatable`, so that it is compared member by member.
struct LargeInput {
  var title = "a title"
  var first = 1
  var third = 3
  var fourth = 4
}

struct ShowsLargeInput: View {
  let input: LargeInput
  var body: some View { Text("third \(input.third)") }
}

/// Passes down a large input whose third member, at byte 24, changes when its button is tapped.
struct LargeInputParent: View {
  @State private var third = 3
  var body: some View {
    VStack {
      ShowsLargeInput(input: LargeInput(third: third))
      Button("change third") { third += 1 }
    }
  }
}

/// A plain struct with a closure inside, compared member by member: the closure is its identity.
struct Handler {
  var name = "handler"
  var run: @MainActor () -> Void
}

struct ShowsHandler: View {
  let label: String
  let handler: Handler
  var body: some View { Button(label) { handler.run() } }
}

/// Passes down a handler: the same closure on "keep", the other one from "replace" on.
struct HandlerParent: View {
  let first: @MainActor () -> Void
  let second: @MainActor () -> Void
  @State private var tick = 0
  @State private var replaced = false
  var body: some View {
    VStack {
      Text("tick \(tick)")
      ShowsHandler(label: "run", handler: Handler(run: replaced ? second : first))
      Button("keep") { tick += 1 }
      Button("replace") { replaced = true }
    }
  }
}

/// A view of three members, 32 bytes: an existential keeps it in a box, and its third member lies
/// where the existential keeps its type.
struct ShowsThird: View {
  let title: String
  let first: Int
  let third: Int
  var body: some View { Text("erased third \(third)") }
}

/// Shows whatever it is given, type-erased.
struct Frame: View {
  let content: AnyView
  var body: some View { VStack { content } }
}

/// Passes a type-erased view whose third member changes when its button is tapped.
struct ErasedInputParent: View {
  @State private var third = 3
  var body: some View {
    VStack {
      Frame(content: AnyView(ShowsThird(title: "a title", first: 1, third: third)))
      Button("change erased third") { third += 1 }
    }
  }
}

struct OwnState: View {
  @State private var shown = 0
  @State private var hidden = 0
  var body: some View {
    VStack {
      Text("shown \(shown)")
      Button("shown") { shown += 1 }
      Button("hidden") { hidden += 1 }
    }
  }
}

struct ActionReader: View {
  let model: Model
  var body: some View {
    Button("read") { model.b = model.a }
  }
}

@MainActor @Suite struct InvalidationTests {
  @Test("R18 a change to a value the body read evaluates the body again")
  func readChangeReevaluates() async {
    let model = Model()
    let host = ViewHost(ReadsA(model: model))
    #expect(host.bodyCount(ReadsA.self) == 1)
    model.a = 1
    await host.settleChecked()
    #expect(host.bodyCount(ReadsA.self) == 2)
    #expect(host.tree.texts == ["a 1"])
  }

  @Test("R19 a change the body did not read, or read only in an earlier evaluation, evaluates nothing")
  func unreadChangeDoesNothing() async throws {
    let model = Model()
    let host = ViewHost(ChooserParent(model: model))
    model.b = 1
    await host.settleChecked()
    #expect(host.bodyCount(Chooser.self) == 1)
    try host.tap("switch")
    await host.settleChecked()
    #expect(host.bodyCount(Chooser.self) == 2)
    #expect(host.tree.texts.first == "b 1")
    // The first evaluation read `a`; the current one does not.
    model.a = 5
    await host.settleChecked()
    #expect(host.bodyCount(Chooser.self) == 2)
    model.b = 2
    await host.settleChecked()
    #expect(host.bodyCount(Chooser.self) == 3)
  }

  @Test("R20 several writes before the next render coalesce into one evaluation")
  func writesCoalesce() async {
    let model = Model()
    let host = ViewHost(ReadsA(model: model))
    model.a = 1
    model.a = 2
    model.a = 3
    await host.settleChecked()
    #expect(host.bodyCount(ReadsA.self) == 2)
    #expect(host.tree.texts == ["a 3"])
  }

  @Test("R21 a change read only by a child evaluates the child, not its parent")
  func childOnly() async {
    let model = Model()
    let host = ViewHost(PassThrough(model: model))
    model.a = 1
    await host.settleChecked()
    #expect(host.bodyCount(PassThrough.self) == 1)
    #expect(host.bodyCount(ReadsA.self) == 2)
  }

  @Test("R22 a re-rendered parent skips children whose inputs are provably equal; closures count as changed")
  func inputsCompared() async throws {
    let host = ViewHost(InputsParent())
    #expect(host.bodyCounts["Titled"] == 2)
    try host.tap("tick")
    await host.settleChecked()
    #expect(host.bodyCount(InputsParent.self) == 2)
    #expect(host.bodyCount(Titled.self) == 3)  // "tick 1" only; "fixed" kept its body
    #expect(host.bodyCount(WithClosure.self) == 2)
    #expect(host.bodyCount(BoundChild.self) == 1)  // `$other` reaches the same storage
  }

  @Test("R22 the very same closure, passed down again, is an unchanged input")
  func sameClosureKept() async throws {
    let model = Model()
    let host = ViewHost(StableClosureParent(action: { model.a += 1 }))
    try host.tap("tick")
    await host.settleChecked()
    #expect(host.bodyCount(StableClosureParent.self) == 2)
    #expect(host.bodyCount(WithClosure.self) == 1)
    try host.tap("closure")
    #expect(model.a == 1, "the kept body runs the closure it was given")
  }

  @Test("R22 every member of a large input is compared, wherever it lies in the value")
  func largeInputComparedWhole() async throws {
    #expect(MemoryLayout<LargeInput>.size > 3 * MemoryLayout<Int>.size, "too large for an Any's inline storage")
    let host = ViewHost(LargeInputParent())
    try host.tap("change third")
    await host.settleChecked()
    #expect(host.bodyCount(ShowsLargeInput.self) == 2)
    #expect(host.tree.texts.first == "third 4")
  }

  @Test("R22 a closure inside a plain struct input is its identity: the same one keeps the body, another evaluates it")
  func nestedClosure() async throws {
    let log = Log()
    let host = ViewHost(HandlerParent(first: { log("run first") }, second: { log("run second") }))
    #expect(host.bodyCount(ShowsHandler.self) == 1)
    try host.tap("keep")
    await host.settleChecked()
    #expect(host.bodyCount(HandlerParent.self) == 2)
    #expect(host.bodyCount(ShowsHandler.self) == 1, "the very same closure, inside the same struct")
    try host.tap("replace")
    await host.settleChecked()
    #expect(host.bodyCount(ShowsHandler.self) == 2, "another closure inside the struct")
    try host.tap("run")
    #expect(log.lines == ["run second"])
  }

  @Test("R22 a view reached through a type-erased input is compared as its own type, member by member")
  func erasedInputComparedAsItself() async throws {
    #expect(MemoryLayout<ShowsThird>.size > 3 * MemoryLayout<Int>.size, "too large for an existential's inline storage")
    let host = ViewHost(ErasedInputParent())
    try host.tap("change erased third")
    await host.settleChecked()
    #expect(host.tree.texts.first == "erased third 4")
  }

  @Test("R23 a change to the view's own @State evaluates it again only if the body read that state")
  func ownState() async throws {
    let host = ViewHost(OwnState())
    try host.tap("hidden")
    await host.settleChecked()
    #expect(host.bodyCount(OwnState.self) == 1)
    try host.tap("shown")
    await host.settleChecked()
    #expect(host.bodyCount(OwnState.self) == 2)
    #expect(host.tree.texts.first == "shown 1")
  }

  @Test("R24 reads in an action closure create no dependency")
  func actionReadsUntracked() async throws {
    let model = Model()
    let host = ViewHost(ActionReader(model: model))
    try host.tap("read")
    model.a = 3
    await host.settleChecked()
    #expect(host.bodyCount(ActionReader.self) == 1)
  }

  @Test("R25 body evaluations are counted per view type, by type and by name")
  func counts() async {
    let model = Model()
    let host = ViewHost(PassThrough(model: model))
    #expect(host.bodyCounts == ["PassThrough": 1, "ReadsA": 1])
    host.resetBodyCounts()
    model.a = 2
    await host.settleChecked()
    #expect(host.bodyCounts == ["ReadsA": 1])
  }

  @Test("R25 the views evaluated since a mark count each view once, however many passes evaluated it")
  func viewsSinceMark() async {
    let model = Model()
    let host = ViewHost(PassThrough(model: model))
    host.markEvaluatedViews()
    #expect(host.viewsEvaluatedSinceMark.isEmpty)
    // Two writes rendered in two passes: the body runs twice, the view is one.
    model.a = 1
    host.render()
    model.a = 2
    host.render()
    #expect(host.bodyCounts["ReadsA"] == 3)
    #expect(host.viewsEvaluatedSinceMark == ["ReadsA": 1])
    host.markEvaluatedViews()
    model.b = 1
    await host.settleChecked()
    #expect(host.viewsEvaluatedSinceMark.isEmpty, "nothing reads b")
  }
}

@MainActor @Observable final class Draft {
  var text = ""
  var count = 0
}

struct DraftScreen: View {
  let draft: Draft

  var body: some View {
    VStack {
      Text("count \(draft.count)")
      DraftField(draft: draft)
    }
  }
}

struct DraftField: View {
  @Bindable var draft: Draft

  var body: some View {
    TextField("Draft", text: $draft.text).accessibilityIdentifier("draft")
  }
}

@MainActor @Suite struct TextFieldReadTests {
  @Test("R60 typing evaluates the body that made the field, and no other")
  func typingEvaluatesTheFieldsBody() async throws {
    let host = ViewHost(DraftScreen(draft: Draft()))
    host.resetBodyCounts()
    try host.type("a", into: "draft")
    await host.settle()
    #expect(host.bodyCounts == ["DraftField": 1])
    #expect(host.find("draft")?.value == "a")
  }
}
