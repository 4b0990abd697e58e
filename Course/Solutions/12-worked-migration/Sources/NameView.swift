// Exercise 12, solved: the Name screen in MVI, as a SwiftUI view.
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
    VStack {
      if store.state.screen == .loading {
        ProgressView().accessibilityIdentifier(NameID.loading)
      }
      if let message = store.state.screen.loadFailure {
        Text(message).accessibilityIdentifier(NameID.error)
        Button("Retry") { Task { await store.send(.retryTapped) } }.accessibilityIdentifier(NameID.retry)
      }
      if let saved = store.state.screen.saved {
        Text(saved).accessibilityIdentifier(NameID.saved)
        // The field writes nothing itself: typing is an intent too, applied before the binding returns.
        TextField("Name", text: Binding(get: { store.state.field }, set: { store.sendNow(.fieldEdited($0)) }))
          .accessibilityIdentifier(NameID.field)
        Button("Save") { Task { await store.send(.saveTapped) } }.accessibilityIdentifier(NameID.save)
      }
      if let sending = store.state.screen.sending {
        Text("Saving \(sending)…").accessibilityIdentifier(NameID.saving)
      }
      if let error = store.state.screen.saveError {
        Text(error).accessibilityIdentifier(NameID.error)
      }
    }
    // Appearing is an event; the reducer decides whether it loads, and that the changes are followed. Cancelling
    // the `.task` cancels the fetch or the following it waits on.
    .task { await store.send(.viewAppeared) }
    // A fetch started by Retry is not the `.task`'s: going away is an intent too, and the reducer stops it.
    // At once, as `stopLoading()` was: a screen shown again finds the load stopped before it asks for another.
    .onDisappear { store.sendNow(.viewDisappeared) }
  }
}
