// .onSubmit: actions run when a text field in the subtree is submitted.

/// What submits a text field.
public struct SubmitTriggers: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let text = SubmitTriggers(rawValue: 1)
  public static let search = SubmitTriggers(rawValue: 2)
}

/// `.onSubmit`: runs when a text field in the subtree is submitted.
struct SubmitModifier: PrimitiveModifier {
  let triggers: SubmitTriggers
  let action: () -> Void

  func modify(_ environment: inout EnvironmentValues, in node: Node) {
    if triggers.contains(.text) { environment.submitProviders.append(WeakNode(node: node)) }
  }
}

@MainActor protocol SubmitCarrier {
  func submit()
}

extension ModifiedView: SubmitCarrier where Modifier == SubmitModifier {
  func submit() { modifier.action() }
}

extension View {
  /// Runs `action` when a text field in the subtree is submitted.
  nonisolated public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
    modifier(SubmitModifier(triggers: triggers, action: action))
  }
}
