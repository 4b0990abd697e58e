// AppView: the app's root view, the two tabs over the two stores, the Todos tab's stack bound to the state,
// the badge, and the links. Lesson 10 reads it beside the reducer that keeps the stack.

import Foundation
import ScreenContract
import SharedModel

// snippet.mvi-app-view
/// The app as SwiftUI shows it: a `TabView` with the Profile tab and the Todos tab, which carries
/// the badge (S1), and `onOpenURL` turning links into intents, all over the app's one store.
///
/// The store is the app's, made once and handed in: it outlives every view that shows it. Each
/// screen's view gets the store scoped to its screen; the tab on screen is the app's state, read
/// from the store and written by sending intents, as every other piece of navigation.
public struct AppView: View {
  let store: AppStore

  public init(store: AppStore) {
    self.store = store
  }

  public var body: some View {
    let todos: TodosStore = store.scope(state: \.todos, intent: AppIntent.todos)
    TabView(selection: store.binding(\.tab, send: AppIntent.tabTapped)) {
      ProfileView(store: store.scope(state: \.profile, intent: AppIntent.profile))
        .tabItem { Label("Profile", systemImage: "person").accessibilityIdentifier(AccessibilityID.Tab.profile) }
        .tag(AppState.Tab.profile)
      TodosTab(store: todos)
        .tabItem { Label("Todos", systemImage: "checklist").accessibilityIdentifier(AccessibilityID.Tab.todos) }
        .tag(AppState.Tab.todos)
        // Read field by field, so that typing, which changes `field` alone, does not evaluate this body.
        .badge(todos.hasLoaded ? Text("\(TodosState.left(todos.todos, deleting: todos.deleting))") : nil)
    }
    .onOpenURL { url in
      // A link the app knows becomes the app's intent; any other changes nothing (N8).
      guard let link = AppStore.link(url) else { return }
      Task { await store.send(.linkOpened(link)) }
    }
  }
}
// snippet.end

// snippet.mvi-todos-tab
/// The Todos tab: a navigation stack over the list, whose path is the state's
/// ``TodosState/detail``, read from the store and written by sending intents.
///
/// The stack never holds navigation of its own. A tap on a row's link appends its id, which
/// the binding sends as ``TodosIntent/rowTapped(_:)``; the system's Back removes it, sent as
/// ``TodoDetailIntent/backTapped``; and the reducer alone sets ``TodosState/detail``, from a
/// tap, a link or an answer (N1, N7, N8). The Composable Architecture's
/// `NavigationStack(path: $store.scope(…))` binds a stack to its state the same way.
public struct TodosTab: View {
  let store: TodosStore

  public init(store: TodosStore) {
    self.store = store
  }

  public var body: some View {
    NavigationStack(path: Binding(get: { store.detail.map { [$0.id] } ?? [] }, set: follow)) {
      TodosView(store: store)
        .navigationDestination(for: Todo.ID.self) { _ in TodoView(store: store) }
    }
    // On the stack, which stays on screen while the tab does: the list loads when the tab
    // comes, not when a pop reveals it (N1).
    // The reducer decides what appearing loads: nothing while a Todo screen covers the list.
    .task { await store.send(.viewAppeared) }
  }

  /// The stack's path as SwiftUI writes it, sent as the intent it stands for.
  private func follow(_ path: [Todo.ID]) {
    guard let id = path.last else {
      Task { await store.send(.detail(.backTapped)) }
      return
    }
    if id != store.detail?.id { Task { await store.send(.rowTapped(id)) } }
  }
}
// snippet.end
