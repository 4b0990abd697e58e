// The app's root view the plain SwiftUI way: the two tabs, the Todos tab's badge read from the app's
// TodosModel, and the links the app opens, each handed to the screen it names.

import ScreenContract
import SharedModel

// snippet.mv-app-view
/// The app's root: the Profile and Todos tabs, the Todos tab's badge, and `onOpenURL`.
///
/// In SwiftUI:
///
///     struct AppView: View {
///       @Environment(TodosModel.self) private var list
///       @Environment(Router.self) private var router
///
///       var body: some View {
///         @Bindable var router = router
///         TabView {
///           Tab("Profile", systemImage: "person") { ProfileView() }
///           Tab("Todos", systemImage: "checklist") {
///             NavigationStack(path: $router.path) {
///               TodosView()
///                 .navigationDestination(for: Todo.ID.self) { id in TodoView(id: id) }
///             }
///           }
///           .badge(badge.map { Text("\($0)") })
///         }
///         .onOpenURL { url in Task { await open(url.absoluteString) } }
///       }
///     }
///
/// It keeps no state of its own: the badge is read from ``TodosModel``, the
/// navigation is ``Router``'s, and a link is handed to the screen it names,
/// which does what opening it always does (P1, T1).
@MainActor
public final class AppView {
  private let profile: ProfileModel
  private let list: TodosModel
  private let router: Router
  private let scene: SceneValues

  public init(profile: ProfileModel, list: TodosModel, router: Router, scene: SceneValues) {
    self.profile = profile
    self.list = list
    self.router = router
    self.scene = scene
  }

  /// `.badge(_:)` on the Todos tab: nothing until a list load has succeeded, then the
  /// list's counter, whichever screen is open and whatever later loads do (S1).
  public var badge: Int? {
    list.hasLoaded ? list.itemsLeft : nil
  }
}
// snippet.end

// MARK: - Links

extension AppView {
  // snippet.mv-app-view-open-url
  /// `.onOpenURL`: opens the screen a link names, and returns once the work it started
  /// has finished (N8). Any other text changes nothing at all.
  ///
  /// The screen's view is made here over the same models and scene as the one on
  /// screen, which hold everything it shows, and asked to open as `.task` asks it.
  /// The other tab keeps its stack: a link only selects the tab it opens.
  public func open(_ text: String) async {
    guard let link = AppLink(text) else { return }
    // A later link replaces the one waiting for the list.
    router.waitingLink = nil
    switch link {
    case .profile:
      await ProfileView(model: profile, scene: scene).open()
    case .todos:
      router.path.removeAll()
      await TodosView(list: list, router: router, scene: scene).open()
    case .todo(let id):
      await TodosView(list: list, router: router, scene: scene).open(todo: id)
    }
  }
  // snippet.end
}
