// A long list: only the rows in its window are built, each row its own body. R26.

import Observation
import SwiftUISubset
import Testing

@MainActor @Observable final class RowModel: Identifiable {
  let id: Int
  var value: Int
  init(id: Int, value: Int = 0) {
    self.id = id
    self.value = value
  }
}

struct RowView: View {
  let row: RowModel
  var body: some View { Text("row \(row.id): \(row.value)") }
}

struct LongList: View {
  let rows: [RowModel]
  var body: some View {
    List(rows) { row in
      RowView(row: row)
    }
    .accessibilityIdentifier("list")
  }
}

/// A row that keeps a count in its own state, logs its appear and disappear, and has a button.
struct CountingRow: View {
  let id: Int
  let log: Log
  @State private var taps = 0

  var body: some View {
    HStack {
      Button("tap \(id): \(taps)") { taps += 1 }.accessibilityIdentifier("tap")
    }
    .onAppear { log("appear \(id)") }
    .onDisappear { log("disappear \(id)") }
  }
}

struct CountingList: View {
  let count: Int
  let log: Log
  var body: some View {
    List(0..<count, id: \.self) { id in
      CountingRow(id: id, log: log).accessibilityIdentifier("row")
    }
  }
}

@MainActor @Suite struct ListScaleTests {
  @Test("R26 a List builds the rows in its window; a change one row reads evaluates that row only")
  func oneRowChange() async throws {
    let rows = (0..<100_000).map { RowModel(id: $0) }
    let host = ViewHost(LongList(rows: rows))
    #expect(host.bodyCount(RowView.self) == 16)
    let list = try #require(host.tree.first { $0.kind == .list })
    #expect(list.children.count == 16)
    #expect(list.rows == ListRowsShown(first: 0, shown: 16, total: 100_000))
    rows[3].value = 7
    await host.settleChecked()
    #expect(host.bodyCount(RowView.self) == 17)
    #expect(host.bodyCount(LongList.self) == 1)
    #expect(host.tree.first { $0.kind == .list }?.children[3].label == "row 3: 7")
    // A row out of the window is not built, so a change to what it would read evaluates nothing.
    rows[4_242].value = 7
    await host.settleChecked()
    #expect(host.bodyCount(RowView.self) == 17)
    #expect(host.scroll(list, toRow: 4_242))
    let scrolled = try #require(host.tree.first { $0.kind == .list })
    #expect(scrolled.rows == ListRowsShown(first: 4_242, shown: 16, total: 100_000))
    #expect(scrolled.children.first?.label == "row 4242: 7")
    #expect(host.bodyCount(RowView.self) == 33)
    // Past the end, the window stays full: it shows the last rows.
    host.scroll(list, toRow: 99_999)
    #expect(host.tree.first { $0.kind == .list }?.rows == ListRowsShown(first: 99_984, shown: 16, total: 100_000))
    #expect(host.tree.first { $0.kind == .list }?.children.last?.label == "row 99999: 0")
  }

  @Test("R26 a row leaving the window disappears with its state, one coming in appears, a gesture scrolls to its row")
  func scrolling() async throws {
    let log = Log()
    let host = ViewHost(CountingList(count: 40, log: log))
    #expect(log.lines.filter { $0.hasPrefix("appear") }.count == 16)
    log.lines.removeAll()
    let row2 = ElementScope("row", tag: 2)
    try host.tap("tap", in: row2)
    #expect(host.find("tap 2: 1") != nil)
    // Row 30 is below the window: the list scrolls the least that shows it, so it is the last row.
    try host.tap("tap", in: ElementScope("row", tag: 30))
    let list = try #require(host.tree.first { $0.kind == .list })
    #expect(list.rows == ListRowsShown(first: 15, shown: 16, total: 40))
    #expect(host.find("tap 30: 1") != nil)
    #expect(log.lines.contains("disappear 2") && log.lines.contains("appear 30"))
    #expect(!log.lines.contains("appear 15") && !log.lines.contains("disappear 15"))
    // Back up to row 2: it is made again, with fresh state.
    try host.tap("tap", in: row2)
    #expect(host.tree.first { $0.kind == .list }?.rows?.first == 2)
    #expect(host.find("tap 2: 1") != nil)
    #expect(host.find("tap 30: 1") == nil)
    #expect(throws: HostError.self) { try host.tap("tap", in: ElementScope("row", tag: 40)) }
  }

  @Test("R26 reveal scrolls the list until the row shows, and moves nothing when it shows already")
  func reveal() throws {
    let log = Log()
    let host = ViewHost(CountingList(count: 40, log: log))
    #expect(try !host.reveal(ElementScope("row", tag: 3)))
    #expect(host.tree.first { $0.kind == .list }?.rows?.first == 0)
    #expect(try host.reveal(ElementScope("row", tag: 35)))
    #expect(host.tree.first { $0.kind == .list }?.rows == ListRowsShown(first: 20, shown: 16, total: 40))
    #expect(host.find("tap 35: 0") != nil)
    #expect(throws: HostError.self) { try host.reveal(ElementScope("row", tag: 99)) }
  }
}
