// Exercise 12: the Name screen in MVI, as a SwiftUI view.
// Lesson 02: the view maps the state to what the user sees, and each gesture to an intent, nothing else.

import SwiftUISubset

/// Shows ``NameState`` and turns the user's gestures into ``NameIntent`` values.
///
/// The store is made above the view and handed in: the state belongs to the app, so it is still there when the
/// screen opens again, as the view model was in MVVM.
public struct NameView: View {
  let store: NameStore

  public init(store: NameStore) {
    self.store = store
  }

  public var body: some View {
    // TODO: the same screen `MVVMNameView` draws, with the same accessibility identifiers, and each gesture an
    // intent sent to the store, named for what happened.
    // FR : le même écran que dessine `MVVMNameView`, avec les mêmes identifiants d'accessibilité, et qui envoie au
    // store un intent pour chaque geste, nommé d'après ce qui s'est passé.
    VStack {}
  }
}
