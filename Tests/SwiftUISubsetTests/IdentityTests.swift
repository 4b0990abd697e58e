// Identity and @State lifetime: R1–R11.

import Foundation
import Observation
import SwiftUISubset
import Testing

/// A counter with its own state, shown as "label: n".
struct Counter: View {
  let label: String
  @State private var count = 0

  var body: some View {
    Button("\(label): \(count)") { count += 1 }
      .accessibilityIdentifier(label)
  }
}

@MainActor @Observable final class Switches {
  var flag = true
  var show = true
  var identity = 0
  var items = ["a", "b", "c"]
  var title = "x"
}

struct BranchScreen: View {
  let switches: Switches
  var body: some View {
    VStack {
      if switches.flag {
        Counter(label: "c")
      } else {
        Counter(label: "c")
      }
      if switches.show {
        Counter(label: "shown")
      }
      Counter(label: "kept-\(switches.title)")
      Counter(label: "ided").id(switches.identity)
      ForEach(switches.items, id: \.self) { item in
        Counter(label: item)
      }
    }
  }
}

/// Takes its initial value from its parent; keeps the first one.
struct Seeded: View {
  @State private var value: Int
  init(initial: Int) {
    _value = State(initialValue: initial)
  }
  var body: some View { Text("seeded \(value)") }
}

struct SeededParent: View {
  @State private var seed = 1
  var body: some View {
    VStack {
      Seeded(initial: seed)
      Button("next") { seed += 1 }
      Text("seed \(seed)")
    }
  }
}

struct StateForms: View {
  @State private var a = 1
  @State private var b: Int
  @State private var c: String?
  init() {
    _b = State(initialValue: 2)
  }
  var body: some View {
    Text("\(a) \(b) \(c ?? "nil")")
  }
}

@MainActor final class Escaped {
  var setter: ((Int) -> Void)?
}

struct Leaky: View {
  let escaped: Escaped
  @State private var value = 0
  var body: some View {
    Text("leaky \(value)")
      .onAppear { escaped.setter = { value = $0 } }
  }
}

struct LeakyParent: View {
  let escaped: Escaped
  let switches: Switches
  var body: some View {
    if switches.show { Leaky(escaped: escaped) }
  }
}

struct BindingChild: View {
  @Binding var value: Int
  var body: some View {
    Button("child \(value)") { value += 10 }
  }
}

struct BindingParent: View {
  @State private var value = 1
  var body: some View {
    VStack {
      Text("parent \(value)")
      BindingChild(value: $value)
    }
  }
}

struct ThreadWriter: View {
  @State private var value = 0
  var body: some View {
    Text("value \(value)")
      .task {
        let binding = $value
        await Task.detached { binding.wrappedValue = 42 }.value
      }
  }
}

@MainActor @Suite struct IdentityTests {
  func labels(_ host: ViewHost) -> [String] { host.tree.texts }

  @Test("R1 a view at the same position and type keeps its state when its parent re-renders")
  func structuralIdentityKeepsState() async throws {
    let switches = Switches()
    let host = ViewHost(BranchScreen(switches: switches))
    try host.tap("kept-x")
    switches.title = "x"  // an equal write
    switches.identity = 0
    await host.settleChecked()
    #expect(host.find("kept-x")?.label == "kept-x: 1")
    switches.items.append("d")  // re-renders the parent
    await host.settleChecked()
    #expect(host.find("kept-x")?.label == "kept-x: 1")
  }

  @Test("R2 the two branches of if/else are distinct: switching branches gives fresh state")
  func branchesAreDistinct() async throws {
    let switches = Switches()
    let host = ViewHost(BranchScreen(switches: switches))
    try host.tap("c")
    try host.tap("c")
    #expect(host.find("c")?.label == "c: 2")
    switches.flag = false
    await host.settleChecked()
    #expect(host.find("c")?.label == "c: 0")
    try host.tap("c")
    switches.flag = true
    await host.settleChecked()
    #expect(host.find("c")?.label == "c: 0")
  }

  @Test("R3 a view removed by if loses its state; inserted again it starts from its initial value")
  func removalDestroysState() async throws {
    let switches = Switches()
    let host = ViewHost(BranchScreen(switches: switches))
    try host.tap("shown")
    #expect(host.find("shown")?.label == "shown: 1")
    switches.show = false
    await host.settleChecked()
    #expect(host.find("shown") == nil)
    switches.show = true
    await host.settleChecked()
    #expect(host.find("shown")?.label == "shown: 0")
  }

  @Test("R4 ForEach ids are identities: a row keeps its state when rows move and loses it when removed")
  func forEachIdentity() async throws {
    let switches = Switches()
    let host = ViewHost(BranchScreen(switches: switches))
    try host.tap("b")
    try host.tap("c")
    try host.tap("c")
    switches.items = ["c", "a", "b"]
    await host.settleChecked()
    #expect(host.find("c")?.label == "c: 2")
    #expect(host.find("b")?.label == "b: 1")
    switches.items = ["c", "a"]
    await host.settleChecked()
    switches.items = ["c", "a", "b"]
    await host.settleChecked()
    #expect(host.find("b")?.label == "b: 0")
    #expect(host.find("c")?.label == "c: 2")
  }

  @Test("R5 an .id change removes the view and inserts a new one with fresh state")
  func idChangeResetsState() async throws {
    let switches = Switches()
    let host = ViewHost(BranchScreen(switches: switches))
    try host.tap("ided")
    #expect(host.find("ided")?.label == "ided: 1")
    switches.identity = 1
    await host.settleChecked()
    #expect(host.find("ided")?.label == "ided: 0")
  }

  @Test("R6 @State's initial expression runs at every init, but only the first value is kept")
  func firstInitialValueIsKept() async throws {
    let host = ViewHost(SeededParent())
    try host.tap("next")
    try host.tap("next")
    await host.settleChecked()
    #expect(host.tree.texts.contains("seed 3"))
    #expect(host.tree.texts.contains("seeded 1"))
  }

  @Test("R7 State(wrappedValue:), State(initialValue:) and State() for optionals")
  func stateInitialisers() {
    let host = ViewHost(StateForms())
    #expect(host.tree.texts == ["1 2 nil"])
  }

  @Test("R8 a write to @State after its view was removed is dropped and logged")
  func writeAfterRemovalIsDropped() async {
    let switches = Switches()
    let escaped = Escaped()
    let host = ViewHost(LeakyParent(escaped: escaped, switches: switches))
    escaped.setter?(1)
    await host.settleChecked()
    #expect(host.tree.texts == ["leaky 1"])
    switches.show = false
    await host.settleChecked()
    escaped.setter?(2)
    switches.show = true
    await host.settleChecked()
    #expect(host.tree.texts == ["leaky 0"])
    #expect(host.warnings.contains { $0.contains("after its view was removed") })
  }

  @Test("R9 $state is a binding: a child writes through it and the parent shows the write")
  func projectedBinding() async throws {
    let host = ViewHost(BindingParent())
    try host.tap("child 1")
    await host.settleChecked()
    #expect(host.tree.texts == ["parent 11", "child 11"])
  }

  @Test("R10 @State can be written from any thread; the write shows after settling")
  func writeFromAnotherThread() async {
    let host = ViewHost(ThreadWriter())
    await host.settleChecked()
    #expect(host.tree.texts == ["value 42"])
  }

  @Test("R11 Binding(get:set:), .constant and key-path projection")
  func bindingForms() {
    var store = (name: "a", count: 1)
    let whole = Binding(get: { store.count }, set: { store.count = $0 })
    whole.wrappedValue = 5
    #expect(store.count == 5)
    let constant = Binding.constant(3)
    constant.wrappedValue = 4
    #expect(constant.wrappedValue == 3)
    struct Pair { var left = 1, right = 2 }
    var pair = Pair()
    let binding = Binding(get: { pair }, set: { pair = $0 })
    binding.right.wrappedValue = 9
    #expect(pair.right == 9 && pair.left == 1 && store.name == "a")
  }
}
