// Exercise 12: the Profile screen in MVI, as a SwiftUI view.
// Lesson 02: the view maps the state to what the user sees, and each gesture to an intent, nothing else.

import ScreenContract
import SwiftUISubset

/// Shows ``ProfileState`` and turns the user's gestures into ``ProfileIntent`` values.
///
/// The store is made above the view and handed in: the state belongs to the app, so it is
/// still there when the screen opens again, as the view model was in MVVM.
public struct ProfileView: View {
  let store: ProfileStore

  public init(store: ProfileStore) {
    self.store = store
  }

  public var body: some View {
    VStack {
      // TODO: what the user sees of `store.state`: the same screen MVVM's `ProfileView` draws, each element with
      // the accessibility identifier Scenarios/README.md gives it.
      // FR : ce que l'utilisateur voit de `store.state` : le même écran que dessine le `ProfileView` de MVVM, chaque
      // élément avec l'identifiant d'accessibilité que lui donne Scenarios/README.md.
      Button("Retry") {}
        .accessibilityIdentifier(AccessibilityID.Profile.retry)
    }
    .accessibilityIdentifier(AccessibilityID.Profile.screen)
    // TODO: each gesture was a call on the view model; now it is an intent, named for what happened, sent to the
    // store.
    // FR : chaque geste était un appel au view model ; c'est maintenant un intent, nommé d'après ce qui s'est passé,
    // envoyé au store.
    .task {}
    .refreshable {}
    .onDisappear {}
  }
}
