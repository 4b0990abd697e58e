// Times mounting a List of 100,000 observed rows and changing one row, in release mode:
// `swift build -c release --product SubsetBench && .build/release/SubsetBench`.

import Foundation
import Observation
import SwiftUISubset

@MainActor @Observable final class BenchRow: Identifiable {
  let id: Int
  var value = 0
  init(id: Int) { self.id = id }
}

struct BenchRowView: View {
  let row: BenchRow
  var body: some View { Text("row \(row.id): \(row.value)") }
}

struct BenchList: View {
  let rows: [BenchRow]
  var body: some View {
    List(rows) { row in BenchRowView(row: row) }
  }
}

@MainActor func measure(rowCount: Int) async -> (mount: Duration, update: Duration) {
  let rows = (0..<rowCount).map { BenchRow(id: $0) }
  let clock = ContinuousClock()
  var host: ViewHost?
  let mount = clock.measure { host = ViewHost(BenchList(rows: rows)) }
  guard let host else { fatalError("no host") }
  precondition(host.bodyCount(BenchRowView.self) == rowCount)
  let start = clock.now
  rows[rowCount / 2].value = 1
  await host.settle()
  let update = start.duration(to: clock.now)
  precondition(host.bodyCount(BenchRowView.self) == rowCount + 1, "one row body, not \(rowCount)")
  return (mount, update)
}

func summary(_ label: String, _ samples: [Duration]) -> String {
  let sorted = samples.sorted()
  func ms(_ duration: Duration) -> String {
    let milliseconds = Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
    return String(format: "%.3f ms", milliseconds)
  }
  return "\(label): median \(ms(sorted[sorted.count / 2])), min \(ms(sorted.first!)), max \(ms(sorted.last!))"
}

let rowCount = 100_000
var mounts: [Duration] = []
var updates: [Duration] = []
for _ in 0..<5 {
  let (mount, update) = await measure(rowCount: rowCount)
  mounts.append(mount)
  updates.append(update)
}
print("List of \(rowCount) rows, 5 runs, one row body evaluated per update")
print(summary("mount", mounts))
print(summary("update one row + settle", updates))
