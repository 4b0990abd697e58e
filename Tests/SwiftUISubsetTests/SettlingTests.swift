// Settling: R48–R55.

import Foundation
import Observation
import SwiftUISubset
import Testing

@MainActor @Observable final class Work {
  var steps: [String] = []
  var showLoader = false
  var handle: Task<Void, Never>?
  var stream: AsyncStream<Int>.Continuation?
}

struct Worker: View {
  let work: Work
  let held: HeldAnswers<Int>

  var body: some View {
    VStack {
      Text(work.steps.joined(separator: ","))
      Button("chain") {
        work.handle = Task {
          for index in 0..<5 {
            await Task.yield()
            work.steps.append("\(index)")
          }
          async let child: Void = Task.yield()
          await child
          Task { work.steps.append("nested") }
        }
      }
      Button("ask") {
        Task {
          let answer = (try? await held.call()) ?? -1
          work.steps.append("answer \(answer)")
          work.showLoader = true
        }
      }
      Button("never") {
        Task {
          let (stream, continuation) = AsyncStream<Int>.makeStream()
          work.stream = continuation
          for await _ in stream {}
        }
      }
      Button("detached") {
        Task.detached { _ = try? await held.call() }
      }
      if work.showLoader {
        Text("loader").task {
          let answer = (try? await held.call()) ?? -1
          work.steps.append("loaded \(answer)")
        }
      }
    }
  }
}

final class Token: Sendable {
  let ended: @Sendable () -> Void
  init(ended: @escaping @Sendable () -> Void) { self.ended = ended }
  deinit { ended() }
}

enum Tag {
  @TaskLocal static var token: Token?
}

final class Flag: @unchecked Sendable {
  private let lock = NSLock()
  private var value = false
  func set() { lock.withLock { value = true } }
  var isSet: Bool { lock.withLock { value } }
}

@MainActor @Suite struct SettlingTests {
  func make() -> (ViewHost, Work, HeldAnswers<Int>) {
    let work = Work()
    let held = HeldAnswers<Int>()
    let host = ViewHost(Worker(work: work, held: held))
    held.attach(to: host)
    return (host, work, held)
  }

  @Test("R48 settle returns once every task a gesture started, nested or child, has finished")
  func settleWaitsForTasks() async throws {
    let (host, work, _) = make()
    try host.tap("chain")
    #expect(work.steps.isEmpty)
    #expect(await host.settle() == .settled)
    #expect(work.steps == ["0", "1", "2", "3", "4", "nested"])
    #expect(host.tree.texts.first == "0,1,2,3,4,nested")
    #expect(host.liveWork.isEmpty)
  }

  @Test("R49 work waiting on a held answer settles; after the answer, settle waits for the rest")
  func heldAnswers() async throws {
    let (host, work, held) = make()
    try host.tap("ask")
    #expect(await host.settle() == .settled)
    #expect(held.count == 1)
    #expect(host.liveWork.map(\.description) == ["tap ask"])
    held.succeed(7)
    #expect(await host.settle() == .settled)
    #expect(work.steps == ["answer 7"])
  }

  @Test("R50 work that neither finishes nor waits on a held answer is reported stuck by the watchdog")
  func watchdog() async throws {
    let (host, work, _) = make()
    try host.tap("never")
    let result = await host.settle(watchdog: IdleTurnsWatchdog(idleTurns: 200))
    #expect(result == .stuck(["tap never"]))
    work.stream?.finish()
    #expect(await host.settle() == .settled)
  }

  @Test("R51 a finished task releases its task-local values at once, even while its handle is kept")
  func taskLocalReleasedAtCompletion() async throws {
    let released = Flag()
    var handle: Task<Void, Never>?
    do {
      let token = Token { released.set() }
      Tag.$token.withValue(token) {
        handle = Task { _ = Tag.token }
      }
    }
    await handle?.value
    #expect(released.isSet)
    #expect(handle != nil)
    let detachedSawToken = Flag()
    Tag.$token.withValue(Token {}) {
      handle = Task.detached { if Tag.token != nil { detachedSawToken.set() } }
    }
    await handle?.value
    #expect(!detachedSawToken.isSet)

    let (host, work, _) = make()
    try host.tap("chain")
    #expect(await host.settle() == .settled)
    #expect(work.handle != nil)
    #expect(host.liveWork.isEmpty)
  }

  @Test("R52 Task.detached does not inherit the gesture's work, so settling does not wait for it")
  func detachedIsInvisible() async throws {
    let (host, _, held) = make()
    try host.tap("detached")
    #expect(await host.settle() == .settled)
    #expect(host.liveWork.isEmpty)
    while held.count == 0 { await Task.yield() }
    held.succeed(0)
  }

  @Test("R53 the server sees the gesture's work id, and only that work counts as waiting")
  func workIDs() async throws {
    let (host, _, held) = make()
    try host.tap("ask")
    await host.settleChecked()
    let id = try #require(host.liveWork.first?.id)
    #expect(held.isWaiting(work: id))
    #expect(!held.isWaiting(work: id + 1))
    #expect(ViewHost.currentWorkID == nil)
    held.succeed(1)
    await host.settleChecked()
  }

  @Test("R54 settling renders what changed, and work started by that render is tracked too")
  func renderWorkIsTracked() async throws {
    let (host, work, held) = make()
    try host.tap("ask")
    await host.settleChecked()
    held.succeed(1)
    #expect(await host.settle() == .settled)
    #expect(host.find("loader") != nil)
    #expect(held.count == 1)
    #expect(host.liveWork.map(\.description) == ["render"])
    held.succeed(2)
    #expect(await host.settle() == .settled)
    #expect(work.steps == ["answer 1", "loaded 2"])
  }
}

/// Writes, on every appear, what its own body reads: a loop SwiftUI would never leave.
struct Restless: View {
  let work: Work
  var body: some View {
    Text("\(work.steps.count)")
      .onAppear { work.steps.append("again") }
      .id(work.steps.count)
  }
}

@MainActor @Suite struct UpdateLoopTests {
  @Test("R56 a view that keeps changing what it reads is reported after 100 render passes, and settle ends")
  func updateLoop() async {
    let failures = Failures()
    let host = ViewHost(Restless(work: Work()), onFailure: failures.handler)
    #expect(await host.settle() == .settled)
    #expect(failures.messages.count == 1)
    #expect(failures.messages.first?.hasPrefix("The view tree was still changing after 100 render passes") == true)
  }
}

/// Compiles only if the modifiers are `nonisolated` and their closures isolated as Apple's.
nonisolated func modifiersFromNonisolatedCode() -> some View {
  Text("x")
    .padding()
    .font(.headline)
    .foregroundStyle(.secondary)
    .task { await Task.yield() }
    .onAppear {}
    .accessibilityIdentifier("x")
    .disabled(false)
}

@MainActor @Suite struct DeclarationTests {
  @Test("R55 modifiers are nonisolated, as Apple declares them, and build from nonisolated code")
  func nonisolatedModifiers() {
    let host = ViewHost(modifiersFromNonisolatedCode())
    #expect(host.find("x")?.label == "x")
  }
}
