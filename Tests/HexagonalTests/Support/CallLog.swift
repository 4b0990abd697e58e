// CallLog: the calls a controlled double received, in order, for a test to wait on.
// Lesson 07 reads it: waiting for the nth call is an event, never a sleep.

/// The calls a double received, in the order they arrived.
@MainActor
final class CallLog<Call> {
  private(set) var calls: [Call] = []
  private var waiting: [CheckedContinuation<Void, Never>] = []

  func record(_ call: Call) {
    calls.append(call)
    let woken = waiting
    waiting = []
    for continuation in woken { continuation.resume() }
  }

  /// Call number `number`, counting from 1, once it has arrived.
  func call(_ number: Int) async -> Call {
    while calls.count < number {
      await withCheckedContinuation { waiting.append($0) }
    }
    return calls[number - 1]
  }
}
