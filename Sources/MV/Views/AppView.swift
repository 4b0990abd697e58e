// The app's root view the plain SwiftUI way: the two tabs, the Todos tab's stack bound to the Router's path,
// the badge read from the app's TodosModel, the links the app opens, and the error lines the tabs share.

import Foundation
import ScreenContract
import SharedModel

// snippet.mv-app-view
/// The app's root: the Profile and Todos tabs, the Todos tab's `NavigationStack`, its badge,
/// and `onOpenURL`. The app makes the models and puts them in its environment:
/// `AppView().environment(profile).environment(list).environment(router)`.
///
/// The root lives as long as the app, so it keeps the two error lines as `@State` and hands
/// them down as bindings. SwiftUI promises a view's `@State` for as long as the view is in
/// the hierarchy, and promises nothing for a tab's view away from screen or for a write made
/// after a view went. An answer that lands while its screen is away (L2) writes here, where
/// it is kept; the list and the Todo screen share the Todos line (N6).
public struct AppView: View {
  @Environment(ProfileModel.self) private var profile
  @Environment(TodosModel.self) private var list
  @Environment(Router.self) private var router
  /// The tab on screen: restoration state, kept by the scene as Apple's examples keep a selection.
  @SceneStorage("app.tab") private var tab = Tab.profile
  @State private var profileError: String?
  @State private var todosError: String?

  /// The app's two tabs.
  public enum Tab: String, Hashable, Sendable {
    case profile, todos
  }

  public init() {}

  public var body: some View {
    @Bindable var router = router
    TabView(selection: Binding(get: { tab }, set: { select($0) })) {
      ProfileView(error: $profileError)
        .tabItem { Label("Profile", systemImage: "person").accessibilityIdentifier(AccessibilityID.Tab.profile) }
        .tag(Tab.profile)
      NavigationStack(path: $router.path) {
        TodosView(error: $todosError)
          .navigationDestination(for: Todo.ID.self) { id in TodoView(id: id, error: $todosError) }
      }
      // On the stack, which stays on screen while the tab does: the list loads when the tab
      // comes, and not when a pop reveals it (T1, N1).
      .task { await openTodos() }
      .tabItem { Label("Todos", systemImage: "checklist").accessibilityIdentifier(AccessibilityID.Tab.todos) }
      .tag(Tab.todos)
      .badge(badge.map { Text("\($0)") })
    }
    .onOpenURL { url in open(url) }
  }

  /// `.badge(_:)` on the Todos tab: nothing until a list load has succeeded, then the
  /// list's counter, whichever screen is open and whatever later loads do (S1).
  private var badge: Int? {
    list.hasLoaded ? list.itemsLeft : nil
  }
}
// snippet.end

// MARK: - Tabs and links

extension AppView {
  /// A tap on a tab. A tap on the tab on screen opens its screen again, which loads what it
  /// shows if nothing is shown or on its way (P1, P2, T1); another tab's views appear, and
  /// their `.task` does that.
  private func select(_ selected: Tab) {
    guard selected == tab else {
      tab = selected
      return
    }
    Task {
      switch selected {
      case .profile: await ProfileView.loadIfNeeded(profile, error: $profileError)
      case .todos: await openTodos()
      }
    }
  }

  /// The Todos tab opens: the list loads as opening it does (T1), if it is the list that shows.
  /// A Todo screen pushed over it shows again as it was, and the list under it loads nothing.
  private func openTodos() async {
    guard router.path.isEmpty else { return }
    await TodosView.loadIfNeeded(list, error: $todosError)
  }

  // snippet.mv-app-view-open-url (N8)
  /// `.onOpenURL`: the router follows the link, then the tab it names is selected; opening the
  /// screen does the rest, as a tap on its tab would, and a todo waiting for the list opens
  /// when the load that opening starts, or the one on its way, ends (N8). The error line says
  /// when the list has no such todo. Any other text changes nothing at all.
  /// The other tab keeps its stack: a link only selects the tab it opens.
  private func open(_ url: URL) {
    // Read by the characters it was written with: the system percent-encodes what a URL can't hold.
    guard let link = AppLink(url.absoluteString.removingPercentEncoding ?? url.absoluteString) else { return }
    router.follow(link, in: list) { todosError = UserMessage.todoNotFound }
    select(link == .profile ? .profile : .todos)
  }
  // snippet.end
}
