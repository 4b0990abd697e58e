// List: rows of content.

/// Shows its content as rows: each top-level element of the content is a row.
///
/// SwiftUI builds a list's rows lazily, as they scroll into view; the subset builds every
/// row, because the lab reads every row. Each row is still its own body: a change one row
/// reads re-evaluates that row only.
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

  func children(in node: Node) -> [ChildSpec] { [ChildSpec(.content, content, node.environment)] }

  func elements(in node: Node) -> [Element] { [Element(.list, children: node.childElements())] }

  var staticChildren: [any View] { [content] }
}
