// What Observation does, shown on a small model: the facts lessons 02, 03 and 05 build on.
// Each test would fail if the Observation module behaved otherwise.

import Foundation
import Observation
import TestSupport
import Testing

@MainActor
@Observable
private final class Model {
  var field = ""
  var count = 0
  var screen = Screen()

  struct Screen: Equatable {
    var field = ""
    var count = 0
  }
}

/// Whether reading `read` and then running `change` tells the reader something changed.
@MainActor
private func notifies(reading read: () -> Void, when change: () -> Void) -> Bool {
  let flag = Flag()
  withObservationTracking(read) { flag.raise() }
  change()
  return flag.isRaised
}

@MainActor
@Suite(.failsInsteadOfHanging) struct ObservationFactsTests {
  @Test func aReaderIsToldOfAChangeToAStoredPropertyItRead() {
    let model = Model()
    #expect(notifies(reading: { _ = model.field }, when: { model.field = "B" }))
  }

  @Test func aReaderIsNotToldOfAChangeToAPropertyItDidNotRead() {
    let model = Model()
    #expect(!notifies(reading: { _ = model.field }, when: { model.count += 1 }))
  }

  @Test func oneStoredStructIsOneProperty_aChangeToAnyFieldTellsEveryReader() {
    // What MVI's `state` and the hexagonal presenter's `state` are: a reader of `screen.count`
    // is told when `screen.field` changes, since both are the one stored property `screen`.
    let model = Model()
    #expect(notifies(reading: { _ = model.screen.count }, when: { model.screen.field = "B" }))
  }

  @Test func settingAnEqualValueTellsNoOne() {
    // The @Observable macro of Swift 6.2 compares an Equatable value before it notifies.
    let model = Model()
    model.field = "A"
    #expect(!notifies(reading: { _ = model.field }, when: { model.field = "A" }))
    #expect(!notifies(reading: { _ = model.screen }, when: { model.screen = Model.Screen() }))
  }

  @Test func aReaderIsToldOnceThenMustReadAgainToBeToldAgain() {
    let model = Model()
    let flag = Counter()
    withObservationTracking({ _ = model.count }, onChange: { flag.increment() })
    model.count = 1
    model.count = 2
    #expect(flag.value == 1)
  }

  // snippet.observation-facts-observations
  @Test func observationsMergeChangesMadeWithoutASuspensionBetweenThem() async {
    // Observations (SE-0475) yields the value after each transaction: changes made with no
    // suspension between them are one transaction, and only their end is seen.
    let model = Model()
    let values = Observations { model.count }
    var iterator = values.makeAsyncIterator()
    #expect(await iterator.next() == 0)
    model.count = 1
    model.count = 2
    model.count = 3
    #expect(await iterator.next() == 3)
  }
  // snippet.end
}

/// Counts calls from `onChange`, which Observation may make on any thread.
private final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0
  var value: Int { lock.withLock { count } }
  func increment() { lock.withLock { count += 1 } }
}
