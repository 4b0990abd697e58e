// The Todos tab's navigation: which todo's screen is pushed over the list, and the link waiting for the list.
// Lesson 10 reads it: the router owns where the user is; the view models own what they show.

import Observation
import ScreenContract
import SharedModel

// snippet.mvvm-todos-router
/// Where the Todos tab is: the Todo screen pushed over the list, if any, and a link
/// that waits for the list to load.
///
/// The one owner of the tab's navigation. The view models know none: ``TodosViewModel``
/// reports what happened to the list (``TodosNavigation``), and the router decides what
/// that does to the stack. The tab's `NavigationStack` binds to ``path`` (``TodosTab``).
///
/// It builds the Todo screen's ``TodoViewModel`` when the screen opens, and keeps
/// it while the screen is open: what the user typed there lives as long as the
/// screen does.
@MainActor
@Observable
public final class TodosRouter {
  /// The Todo screen on top of the list, nil while the list shows (N1). One at most:
  /// a link to another todo replaces it (N8).
  public private(set) var top: TodoViewModel?
  /// The todo a link asked for before the list could show it: it opens when the load on its
  /// way brings the list, and is dropped on the way in every other case (N8).
  public private(set) var waitingLink: Todo.ID?

  /// The one list of the tab, which every screen of it reads (N3).
  public let list: TodosViewModel

  /// A router over `list`, which reports to it: the app makes one, with the list, for the app's life.
  public init(list: TodosViewModel) {
    self.list = list
    list.navigation = self
  }

  /// The stack as `NavigationStack(path:)` binds it: the id of the todo on top, if any.
  /// The system's Back button writes it, as ``back()`` does.
  public var path: [Todo.ID] {
    get { top.map { [$0.id] } ?? [] }
    set {
      guard let id = newValue.last else {
        back()
        return
      }
      if id != top?.id { show(id) }
    }
  }

  /// A tap on a row: its Todo screen is pushed over the list, and a link that waited is dropped (N1, N8).
  public func show(_ id: Todo.ID) {
    waitingLink = nil
    push(id)
  }

  /// Back: the Todo screen closes, and the list shows as it is now. Nothing is loaded or sent (N1).
  public func back() {
    top = nil
  }

  /// The tab comes on screen: the list loads as opening it does (T1), if it is the list that
  /// shows. A Todo screen pushed over it shows again as it was, and the list under it stays
  /// covered and loads nothing.
  ///
  /// The tab's stack, not the list, runs this: a list that a pop reveals loads nothing (N1).
  public func tabAppeared() async {
    guard top == nil else { return }
    await list.loadIfNeeded()
  }

  /// The list went away, covered by a Todo screen or with its tab: a link waiting for
  /// its load, which stopped, is dropped (N8).
  public func listDisappeared() {
    waitingLink = nil
  }

  /// A new Todo screen for `id`, its field showing the title (N2).
  private func push(_ id: Todo.ID) {
    top = TodoViewModel(id: id, list: list)
  }
}
// snippet.end

// MARK: - Links

// snippet.mvvm-todos-router-links (N8)
extension TodosRouter {
  /// Forgets the link that waits, if any: a later link replaces it (N8).
  public func dropWaitingLink() {
    waitingLink = nil
  }

  /// `archlab://todos`: the list shows, over no Todo screen, and loads as opening it does (N8, T1).
  /// When the tab is `appearing`, its appearance loads (``tabAppeared()``), and this loads nothing.
  public func openList(appearing: Bool) async {
    top = nil
    if !appearing { await list.loadIfNeeded() }
  }

  /// `archlab://todos/ID`: the Todo screen of that todo, at once if the list is there,
  /// or when the load on its way brings it (N8). When the tab is `appearing`, the load is
  /// its appearance's (``tabAppeared()``), and the link waits for that one.
  ///
  /// Returns when the load it started has finished; a link that waits for a load
  /// already on its way returns at once, and that load's answer follows it.
  public func openTodo(_ id: Todo.ID, appearing: Bool) async {
    if list.hasLoaded, !list.isLoading {
      follow(id)
      return
    }
    top = nil
    waitingLink = id
    if !appearing { await list.loadIfNeeded() }
  }

  /// The load a link waited for brought the list: the link opens against its rows.
  public func listLoaded() {
    guard let id = waitingLink else { return }
    waitingLink = nil
    follow(id)
  }

  /// The load a link waited for failed: the link is dropped; the error line already says why (T1).
  public func listLoadFailed() {
    waitingLink = nil
  }

  /// Opens the Todo screen of the todo `id` if the list holds it; a screen already
  /// showing it stays as it is, field and all. Otherwise the error line says so.
  private func follow(_ id: Todo.ID) {
    guard list.shownTodos.contains(where: { $0.id == id }) else {
      top = nil
      list.reportMissingTodo()
      return
    }
    if top?.id != id { push(id) }
  }
}
// snippet.end

extension TodosRouter: TodosNavigation {
  /// A todo left the list: its Todo screen, if it shows, closes (N5, N7).
  public func todoLeft(_ id: Todo.ID) {
    if top?.id == id { top = nil }
  }
}
