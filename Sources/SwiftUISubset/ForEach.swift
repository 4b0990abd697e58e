// ForEach: one view per element of a collection, identified by the element's id.

/// Makes a view per element; each element's id is its view's identity, so a row keeps its
/// state when rows move and loses it when its element goes.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
  public var data: Data
  public var content: (Data.Element) -> Content
  let id: KeyPath<Data.Element, ID>
}

extension ForEach where Content: View {
  public nonisolated init(
    _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.id = id
    self.content = content
  }
}

extension ForEach where Content: View, Data.Element: Identifiable, ID == Data.Element.ID {
  public nonisolated init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.init(data, id: \.id, content: content)
  }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
  public nonisolated init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.init(data, id: \.self, content: content)
  }
}

extension ForEach: View, PrimitiveView where Content: View {
  public var body: Never { primitiveBody(Self.self) }

  /// Each row is built by its own node, so what building it reads belongs to that row,
  /// as with SwiftUI's lazily called row closures.
  func children(in node: Node) -> [ChildSpec] {
    rowSpecs(0..<data.count, environment: node.environment)
  }

  var staticChildren: [any View] { data.map(content) }

  /// Builds one row's view; its elements get the element's id as their tag unless a
  /// `.tag(_:)` gave one (as `Picker` expects).
  struct Row: View, PrimitiveView {
    let id: ID
    let element: Data.Element
    let content: (Data.Element) -> Content

    var body: Never { primitiveBody(Self.self) }

    func children(in node: Node) -> [ChildSpec] { [ChildSpec(.content, content(element), node.environment)] }

    func elements(in node: Node) -> [Element] {
      node.childElements().map { element in
        var element = element
        if element.tag == nil { element.tag = AnyHashable(id) }
        return element
      }
    }
  }
}

/// The rows of a `List` whose content is one `ForEach`: the list builds those in its window,
/// by position, and finds a row by its id to scroll to it (R26).
@MainActor protocol ListRows {
  var rowCount: Int { get }
  /// The rows at these positions, each identified by its element's id.
  func rowSpecs(_ positions: Range<Int>, environment: EnvironmentValues) -> [ChildSpec]
  /// The position of the row whose id is `tag`, nil if there is none.
  func position(ofRowTagged tag: AnyHashable) -> Int?
}

extension ForEach: ListRows where Content: View {
  var rowCount: Int { data.count }

  func rowSpecs(_ positions: Range<Int>, environment: EnvironmentValues) -> [ChildSpec] {
    var specs: [ChildSpec] = []
    specs.reserveCapacity(positions.count)
    let start = data.index(data.startIndex, offsetBy: positions.lowerBound)
    let end = data.index(start, offsetBy: positions.count)
    for element in data[start..<end] {
      let id = element[keyPath: id]
      specs.append(ChildSpec(.id(AnyHashable(id)), Row(id: id, element: element, content: content), environment))
    }
    return specs
  }

  func position(ofRowTagged tag: AnyHashable) -> Int? {
    guard let wanted = tag.base as? ID else { return nil }
    var position = 0
    for element in data {
      if element[keyPath: id] == wanted { return position }
      position += 1
    }
    return nil
  }
}
