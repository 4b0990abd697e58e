// A long list: every row built, each row its own body. R26.

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

@MainActor @Suite struct ListScaleTests {
  @Test("R26 a List builds every row; changing one row's observed value evaluates that row only")
  func oneRowChange() async {
    let rows = (0..<100_000).map { RowModel(id: $0) }
    let host = ViewHost(LongList(rows: rows))
    #expect(host.bodyCount(RowView.self) == 100_000)
    #expect(host.tree.element(identifier: "list")?.children.count == 100_000)
    rows[4_242].value = 7
    await host.settleChecked()
    #expect(host.bodyCount(RowView.self) == 100_001)
    #expect(host.bodyCount(LongList.self) == 1)
    #expect(host.tree.element(identifier: "list")?.children[4_242].label == "row 4242: 7")
  }
}
