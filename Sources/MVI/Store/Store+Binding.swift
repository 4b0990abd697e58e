// Store+Binding: a control's binding to one field of the state, whose writes are intents.
// The views of every screen use it: a field or a picker reads the state and sends, as TCA's `$store.x.sending(\.y)` does.

extension Store {
  /// A binding that reads the field `keyPath` of the state, observed alone, and turns each
  /// write into the intent `intent` makes of the new value.
  ///
  /// The state stays the reducer's: a control never writes it, it sends. The read goes
  /// through the store's dynamic member, so the body that makes the control depends on
  /// that one field (``ObservableState``), and no other change evaluates it again.
  public func binding<Value: Equatable>(_ keyPath: KeyPath<State, Value>, send intent: @escaping (Value) -> Intent)
    -> Binding<Value>
  {
    Binding(
      get: { self[dynamicMember: keyPath] },
      set: { value in
        // The edit is applied before the binding returns; the effects it asks for, if any, start.
        self.sendNow(intent(value))
      })
  }
}
