// The app's root view: the two tabs, the Todos tab's navigation stack, the badge, and the links.
// Lesson 10 reads it beside the routers it binds.

import ScreenContract
import SharedModel

// snippet.mvvm-app-view
/// The app as SwiftUI shows it: a `TabView` with the Profile tab and the Todos tab,
/// which carries the badge (S1), and `onOpenURL` handing links to the ``AppRouter``.
///
/// The view models and routers are the app's, made once and handed in: they outlive
/// every view that shows them.
public struct AppView: View {
  let router: AppRouter

  public init(router: AppRouter) {
    self.router = router
  }

  public var body: some View {
    // A tap on a tab goes through the router, which also hears a tap on the tab on screen.
    TabView(selection: Binding(get: { router.tab }, set: { router.select($0) })) {
      ProfileView(viewModel: router.profile)
        .tabItem { Label("Profile", systemImage: "person").accessibilityIdentifier(AccessibilityID.Tab.profile) }
        .tag(AppRouter.Tab.profile)
      TodosTab(router: router.todos)
        .tabItem { Label("Todos", systemImage: "checklist").accessibilityIdentifier(AccessibilityID.Tab.todos) }
        .tag(AppRouter.Tab.todos)
        .badge(router.todos.list.badge.map { Text("\($0)") })
    }
    .onOpenURL { url in Task { await router.open(url) } }
  }
}
// snippet.end

// snippet.mvvm-todos-tab
/// The Todos tab: a navigation stack over the list, bound to the ``TodosRouter``'s path,
/// which pushes the Todo screen of the todo on top.
public struct TodosTab: View {
  @Bindable var router: TodosRouter

  public init(router: TodosRouter) {
    self.router = router
  }

  public var body: some View {
    NavigationStack(path: $router.path) {
      TodosView(viewModel: router.list, router: router)
        .navigationDestination(for: Todo.ID.self) { id in
          if let top = router.top, top.id == id {
            TodoView(viewModel: top)
          }
        }
    }
    // On the stack, which stays on screen while the tab does: the list loads when the tab
    // comes, not when a pop reveals it (N1).
    .task { await router.tabAppeared() }
  }
}
// snippet.end
