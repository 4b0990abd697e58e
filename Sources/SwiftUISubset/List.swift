// List: rows of content, built as they scroll into the window.

/// Shows its content as rows: each top-level element of the content is a row.
///
/// Over one `ForEach`, a list builds only the rows in its window, as SwiftUI builds a list's rows
/// lazily: a row that scrolls in is inserted (its body runs, it appears), one that scrolls out is
/// removed with its state. The host scrolls a list to a row a gesture names (``ViewHost/tap(_:in:)``)
/// or to a position (``ViewHost/scroll(_:toRow:)``); the list's element says which rows it shows
/// (``Element/rows``). Other content is built whole. Each row is its own body: a change one row
/// reads evaluates that row only (R26).
public struct List<SelectionValue: Hashable, Content: View> {
  let content: Content
}

extension List where SelectionValue == Never {
  public nonisolated init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public nonisolated init<Data, RowContent>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View,
    Data.Element: Identifiable
  {
    self.content = ForEach(data, content: rowContent)
  }

  public nonisolated init<Data, ID, RowContent>(
    _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable, RowContent: View {
    self.content = ForEach(data, id: id, content: rowContent)
  }
}

extension List: View, PrimitiveView {
  public var body: Never { primitiveBody(Self.self) }

  func children(in node: Node) -> [ChildSpec] {
    guard let rows = content as? any ListRows else { return [ChildSpec(.content, content, node.environment)] }
    let window = node.state { ListWindow() }
    window.rowCount = rows.rowCount
    return rows.rowSpecs(window.shown, environment: node.environment)
  }

  func elements(in node: Node) -> [Element] {
    var element = Element(.list, children: node.childElements())
    if let window = node.primitiveState as? ListWindow, let rows = content as? any ListRows {
      let shown = window.shown
      element.rows = ListRowsShown(first: shown.lowerBound, shown: shown.count, total: window.rowCount)
      element.control = .scroll(
        ListScroller(
          scroll: { [weak node] first in node?.scrollList(to: first) },
          position: { tag in rows.position(ofRowTagged: tag) }))
    }
    return [element]
  }

  var staticChildren: [any View] { [content] }
}

/// Which rows a list over a `ForEach` builds: a window of ``ListWindow/height`` rows from `first`.
@MainActor final class ListWindow {
  /// How many rows the window holds. Apple is silent on how many rows a list builds around the
  /// visible ones; 16 is about a phone screen of rows of the default height.
  static let height = 16
  /// The position the window was scrolled to; the rows shown start there, or higher up when
  /// fewer rows are left below it.
  var first = 0
  var rowCount = 0

  /// The positions shown: the window from `first`, kept full while the list has enough rows, as
  /// a scroll view scrolled past its end springs back.
  var shown: Range<Int> {
    let start = max(0, min(first, rowCount - Self.height))
    return start..<min(rowCount, start + Self.height)
  }
}

/// What a list element says of the rows it holds: the position of the first one built, how many
/// are built, and how many the list has. A reader scrolls to see the others.
public struct ListRowsShown: Equatable, Sendable {
  public let first: Int
  public let shown: Int
  public let total: Int

  public init(first: Int, shown: Int, total: Int) {
    self.first = first
    self.shown = shown
    self.total = total
  }

  /// Whether every row of the list is built.
  public var isWhole: Bool { shown == total }

  /// Where the window starts once scrolled the least that shows the row at `position`.
  func first(showing position: Int) -> Int {
    position < first ? position : max(first, position - shown + 1)
  }
}

/// How the host scrolls a list: to a position, or to find a row by its id.
struct ListScroller {
  let scroll: @MainActor (Int) -> Void
  let position: @MainActor (AnyHashable) -> Int?
}

extension Node {
  /// Moves a list's window to start at `first` and renders it in the next pass.
  func scrollList(to first: Int) {
    guard let window = primitiveState as? ListWindow else { return }
    let first = max(0, min(first, window.rowCount - ListWindow.height))
    guard window.shown.lowerBound != first else { return }
    window.first = first
    host.tracker.invalidate(node: id, generation: generation)
  }
}
