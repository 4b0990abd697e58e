// Appear, disappear and tasks: R27–R31.

import Foundation
import Observation
import SwiftUISubset
import Testing

/// Logs its appear, disappear, task start, task cancellation and task end.
struct Watched: View {
  let name: String
  let log: Log
  var held: HeldAnswers<Int>?

  var body: some View {
    Text(name)
      .onAppear { log("appear \(name)") }
      .onDisappear { log("disappear \(name)") }
      .task {
        log("task \(name)")
        guard let held else { return }
        _ = try? await held.call()
        log("task end \(name) cancelled=\(Task.isCancelled)")
      }
  }
}

struct Toggled: View {
  let switches: Switches
  let log: Log
  let held: HeldAnswers<Int>
  var body: some View {
    VStack {
      if switches.show { Watched(name: "w", log: log, held: held) }
    }
  }
}

/// Three views whose `.task`s start in one render pass, each logging its start.
struct ThreeTasks: View {
  let switches: Switches
  let log: Log
  var body: some View {
    VStack {
      if switches.show {
        ForEach(["a", "b", "c"], id: \.self) { name in
          Text(name).task { log("task \(name)") }
        }
      }
    }
  }
}

struct TaskWithID: View {
  let switches: Switches
  let log: Log
  let held: HeldAnswers<Int>
  var body: some View {
    Text("id \(switches.identity)")
      .task(id: switches.identity) {
        let id = switches.identity
        log("start \(id)")
        await held.hold()
        log("end \(id) cancelled=\(Task.isCancelled)")
      }
  }
}

struct DetachedWork: View {
  let switches: Switches
  let log: Log
  let held: HeldAnswers<Int>
  var body: some View {
    VStack {
      if switches.show {
        Button("start") {
          Task {
            _ = try? await held.call()
            log("button task ended cancelled=\(Task.isCancelled)")
          }
        }
      }
    }
  }
}

struct OrderParent: View {
  let switches: Switches
  let log: Log
  var body: some View {
    VStack {
      if switches.show {
        VStack {
          Text("child").onAppear { log("appear child") }.onDisappear { log("disappear child") }
        }
        .onAppear { log("appear parent") }
        .onDisappear { log("disappear parent") }
      }
    }
  }
}

@MainActor @Suite struct LifecycleTests {
  @Test("R27 onAppear runs when a view is inserted, onDisappear when it is removed, strictly alternating")
  func appearDisappear() async {
    let switches = Switches()
    let log = Log()
    let held = HeldAnswers<Int>()
    let host = ViewHost(Toggled(switches: switches, log: log, held: held))
    held.attach(to: host)
    for _ in 0..<2 {
      switches.show = false
      await host.settleChecked()
      switches.show = true
      await host.settleChecked()
    }
    let events = log.lines.filter { $0.hasPrefix("appear") || $0.hasPrefix("disappear") }
    #expect(events == ["appear w", "disappear w", "appear w", "disappear w", "appear w"])
  }

  @Test("R28 .task starts when the view appears and is cancelled when it disappears")
  func taskCancelledAtDisappear() async {
    let switches = Switches()
    let log = Log()
    let held = HeldAnswers<Int>()
    let host = ViewHost(Toggled(switches: switches, log: log, held: held))
    held.attach(to: host)
    #expect(await host.settleChecked() == .settled)
    #expect(log.lines == ["appear w", "task w"])
    #expect(held.count == 1)
    switches.show = false
    await host.settleChecked()
    #expect(log.lines == ["appear w", "task w", "disappear w", "task end w cancelled=true"])
    #expect(held.count == 0)
    #expect(host.liveWork.isEmpty)
  }

  @Test("R28 a .task starts on its view's actor: one pass's tasks start in tree order, before work queued after")
  func tasksStartOnTheMainActorInOrder() async {
    for _ in 0..<20 {
      let switches = Switches()
      switches.show = false
      let log = Log()
      let host = ViewHost(ThreeTasks(switches: switches, log: log))
      await host.settleChecked()
      switches.show = true
      host.render()
      // Queued on the main actor after the pass that started the tasks: it runs after them
      // only if each task was queued there directly, not through the global executor.
      Task { @MainActor in log("queued after") }
      await host.settleChecked()
      while log.lines.count < 4 { await Task.yield() }
      #expect(log.lines == ["task a", "task b", "task c", "queued after"])
    }
  }

  @Test("R29 .task(id:) is cancelled and restarted when the id changes, not when it is equal")
  func taskIDRestarts() async {
    let switches = Switches()
    let log = Log()
    let held = HeldAnswers<Int>()
    let host = ViewHost(TaskWithID(switches: switches, log: log, held: held))
    held.attach(to: host)
    await host.settleChecked()
    #expect(log.lines == ["start 0"])
    switches.identity = 0
    switches.title = "other"
    await host.settleChecked()
    #expect(log.lines == ["start 0"])
    switches.identity = 1
    await host.settleChecked()
    // The cancelled task's last step and the new task's first step are separate jobs: only
    // their presence is the rule, not their order.
    #expect(log.lines.first == "start 0")
    #expect(Set(log.lines.dropFirst()) == ["end 0 cancelled=true", "start 1"])
    #expect(log.lines.count == 3)
    host.close()
    await host.settleChecked()
    #expect(log.lines.last == "end 1 cancelled=true")
  }

  @Test("R30 a Task a button starts is not cancelled when the view goes")
  func buttonTaskOutlivesView() async throws {
    let switches = Switches()
    let log = Log()
    let held = HeldAnswers<Int>()
    let host = ViewHost(DetachedWork(switches: switches, log: log, held: held))
    held.attach(to: host)
    try host.tap("start")
    await host.settleChecked()
    switches.show = false
    await host.settleChecked()
    held.succeed(1)
    await host.settleChecked()
    #expect(log.lines == ["button task ended cancelled=false"])
  }

  @Test("R31 appear runs parent first, disappear child first")
  func order() async {
    let switches = Switches()
    let log = Log()
    let host = ViewHost(OrderParent(switches: switches, log: log))
    switches.show = false
    await host.settleChecked()
    #expect(log.lines == ["appear parent", "appear child", "disappear child", "disappear parent"])
  }
}
