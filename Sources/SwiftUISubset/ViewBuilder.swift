// The result builder that turns a closure's statements into one view.

/// Builds a view from the statements of a closure: blocks, `if`, `if let`, `switch`.
@resultBuilder public enum ViewBuilder {
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

  public static func buildBlock() -> EmptyView { EmptyView() }

  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)>
  {
    var views: [any View] = []
    for view in repeat each content { views.append(view) }
    return TupleView(value: (repeat each content), views: views)
  }

  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

  public static func buildEither<TrueContent: View, FalseContent: View>(
    first: TrueContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .trueContent(first))
  }

  public static func buildEither<TrueContent: View, FalseContent: View>(
    second: FalseContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .falseContent(second))
  }

  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

/// The views of a builder block; each keeps its position as its identity.
public struct TupleView<T> {
  public var value: T
  let views: [any View]

  public init(_ value: T) {
    self.value = value
    views = Mirror(reflecting: value).children.compactMap { $0.value as? any View }
  }

  init(value: T, views: [any View]) {
    self.value = value
    self.views = views
  }
}

extension TupleView: View, PrimitiveView {
  public var body: Never { primitiveBody(Self.self) }

  func children(in node: Node) -> [ChildSpec] {
    views.enumerated().map { ChildSpec(.index($0.offset), $0.element, node.environment) }
  }

  var staticChildren: [any View] { views }
}

/// One of two branches; the two are distinct identities, so switching destroys the other's state.
public struct _ConditionalContent<TrueContent: View, FalseContent: View> {
  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }

  let storage: Storage
}

extension _ConditionalContent: View, PrimitiveView {
  public var body: Never { primitiveBody(Self.self) }

  func children(in node: Node) -> [ChildSpec] {
    switch storage {
    case .trueContent(let view): [ChildSpec(.branch(true), view, node.environment)]
    case .falseContent(let view): [ChildSpec(.branch(false), view, node.environment)]
    }
  }

  var staticChildren: [any View] {
    switch storage {
    case .trueContent(let view): [view]
    case .falseContent(let view): [view]
    }
  }
}

extension Optional: View where Wrapped: View {
  public var body: Never { primitiveBody(Self.self) }
}

extension Optional: PrimitiveView where Wrapped: View {
  func children(in node: Node) -> [ChildSpec] {
    guard let view = self else { return [] }
    return [ChildSpec(.branch(true), view, node.environment)]
  }

  var staticChildren: [any View] { self.map { [$0] } ?? [] }
}

/// A view of any type; its identity includes the wrapped type, as in SwiftUI.
public struct AnyView {
  let view: any View

  public init<V: View>(_ view: V) {
    self.view = view
  }

  public init<V: View>(erasing view: V) {
    self.view = view
  }
}

extension AnyView: View, PrimitiveView {
  public var body: Never { primitiveBody(Self.self) }

  func children(in node: Node) -> [ChildSpec] { [ChildSpec(.content, view, node.environment)] }

  var staticChildren: [any View] { [view] }
}

/// Nothing.
public struct EmptyView: Sendable {
  public init() {}
}

extension EmptyView: View, PrimitiveView {
  public var body: Never { primitiveBody(Self.self) }

  func children(in node: Node) -> [ChildSpec] { [] }
}
