// AppView: the app's root view, the two tabs, the Todos tab's navigation stack, the badge and the links.
// Lesson 10 reads it: two driving adapters side by side, the views and the links, over the same presenters.

import HexagonalDomain
import ScreenContract
import SharedModel

// snippet.hexagonal-app-view
/// The app as SwiftUI shows it: a `TabView` bound to the ``TabsPresenter``, with the
/// Profile tab and the Todos tab, which carries the badge (S1), and `onOpenURL` handing
/// links to the ``DeepLinkAdapter``.
///
/// The composition root makes the presenters once and hands them in: they outlive
/// every view that shows them.
public struct AppView: View {
  let tabs: TabsPresenter
  let links: DeepLinkAdapter

  public init(tabs: TabsPresenter, links: DeepLinkAdapter) {
    self.tabs = tabs
    self.links = links
  }

  public var body: some View {
    // A tap on a tab goes to the presenter, which also hears a tap on the tab on screen.
    TabView(selection: Binding(get: { tabs.tab }, set: { tabs.select($0) })) {
      ProfileView(presenter: tabs.profile)
        .tabItem { Label("Profile", systemImage: "person").accessibilityIdentifier(AccessibilityID.Tab.profile) }
        .tag(TabsPresenter.Tab.profile)
      TodosTab(navigator: tabs.todos)
        .tabItem { Label("Todos", systemImage: "checklist").accessibilityIdentifier(AccessibilityID.Tab.todos) }
        .tag(TabsPresenter.Tab.todos)
        .badge(tabs.todos.list.badge.map { Text("\($0)") })
    }
    // The link's text with its percent escapes decoded: a link is read by the characters it was
    // written with (N8).
    .onOpenURL { url in Task { await links.open(url.absoluteString.removingPercentEncoding ?? url.absoluteString) } }
  }
}
// snippet.end

// snippet.hexagonal-todos-tab
/// The Todos tab: a navigation stack over the list, bound to the ``TodosNavigator``'s
/// path, which pushes the Todo screen of the todo on top. A tap on a row's link pushes,
/// Back pops, and the navigator decides what the stack holds.
public struct TodosTab: View {
  @Bindable var navigator: TodosNavigator

  public init(navigator: TodosNavigator) {
    self.navigator = navigator
  }

  public var body: some View {
    NavigationStack(path: $navigator.path) {
      TodosView(presenter: navigator.list, navigator: navigator)
        .navigationDestination(for: Todo.ID.self) { id in
          if let top = navigator.top, top.id == id {
            TodoView(presenter: top)
          }
        }
    }
    // On the stack, which stays on screen while the tab does: the list loads when the tab
    // comes, not when a pop reveals it (T1, N1).
    .task { await navigator.tabAppeared() }
  }
}
// snippet.end
