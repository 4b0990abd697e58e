// TodosNavigator: the Todos tab's navigation: the Todo screen pushed over the list, and the link waiting for it.
// Lesson 10 reads it: the navigator owns where the user is; the presenters own what the screens show.

import HexagonalDomain
import Observation
import ScreenContract
import SharedModel

// snippet.hexagonal-todos-navigator
/// Where the Todos tab is: the Todo screen pushed over the list, if any, and a link
/// that waits for the list to load.
///
/// The one owner of the tab's navigation. The presenters know none: the list's
/// ``TodosPresenter`` reports what happened to it (``TodosNavigation``), and the
/// navigator decides what that does to the stack. The tab's `NavigationStack` binds
/// to ``path`` (``TodosTab``); the links come through ``DeepLinkAdapter``.
///
/// It makes the Todo screen's ``TodoPresenter`` when the screen opens, with the
/// factory the composition root hands it, and keeps it while the screen is open:
/// what the user typed there lives as long as the screen does.
@MainActor
@Observable
public final class TodosNavigator {
  /// The Todo screen on top of the list, nil while the list shows (N1). One at most: a link to
  /// another todo replaces it (N8).
  public private(set) var top: TodoPresenter?
  /// The todo a link asked for before the list could show it: it opens when the load on its way
  /// brings the list, and is dropped on the way in every other case (N8).
  public private(set) var waitingLink: Todo.ID?

  /// The one list of the tab, which every screen of it reads (N3).
  public let list: TodosPresenter
  @ObservationIgnored private let makeTodoScreen: @MainActor (Todo.ID) -> TodoPresenter

  /// A navigator over `list`, which reports to it, making each Todo screen's presenter with
  /// `makeTodoScreen`. The composition root makes one, for the app's life.
  public init(list: TodosPresenter, makeTodoScreen: @escaping @MainActor (Todo.ID) -> TodoPresenter) {
    self.list = list
    self.makeTodoScreen = makeTodoScreen
    list.navigation = self
  }

  /// The stack as `NavigationStack(path:)` binds it: the id of the todo on top, if any. A tap on a
  /// row's link writes it, as ``show(_:)`` does; the system's Back button too, as ``back()`` does.
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

  /// A tap on a row: its Todo screen is pushed over the list, its field filled with its title, and a
  /// link that waited is dropped (N1, N2, N8). Nothing is sent: the list, covered, closes next.
  public func show(_ id: Todo.ID) {
    waitingLink = nil
    guard list.list.todo(id) != nil else { return }
    push(id)
  }

  /// Back: the Todo screen closes, and the list shows as it is now. Nothing is loaded or sent (N1).
  public func back() {
    top = nil
  }

  /// The tab comes on screen: the list loads as opening it does (T1), if it is the list that shows.
  /// A Todo screen pushed over it shows again as it was, and the list under it stays covered and
  /// loads nothing.
  ///
  /// The tab's stack, not the list, runs this: a list that a pop reveals loads nothing (N1).
  public func tabAppeared() async {
    guard top == nil else { return }
    await list.open()
  }

  /// The list went away, covered by a Todo screen or with its tab: a link waiting for its load,
  /// which stopped, is dropped (N8).
  public func listDisappeared() {
    waitingLink = nil
  }

  /// A new Todo screen for `id`, its field showing the title (N2).
  private func push(_ id: Todo.ID) {
    top = makeTodoScreen(id)
  }
}
// snippet.end

// MARK: - Links

// A link is one more way in (N8): ``DeepLinkAdapter`` calls these as the tab's stack calls the methods
// above. A link asks what opening its screen asks, and nothing more.

// snippet.hexagonal-todos-navigator-links (N8)
extension TodosNavigator {
  /// Forgets the link that waits, if any: a later link, of any kind, replaces it (N8).
  public func dropWaitingLink() {
    waitingLink = nil
  }

  /// `archlab://todos`: the list shows, over no Todo screen, and loads as opening it does (N8, T1).
  /// When the tab is `appearing`, its appearance loads (``tabAppeared()``), and this loads nothing.
  public func openList(appearing: Bool) async {
    top = nil
    if !appearing { await list.open() }
  }

  /// `archlab://todos/ID`: the todo's Todo screen, at once if the list has loaded and no load is on
  /// its way (the domain's ``TodoListLoad/isSettled``); else the list shows and loads as opening it
  /// does, or as the `appearing` tab loads it, and the link waits for that load (N8).
  ///
  /// Returns when the load it started has finished; a link that waits for a load already on its way
  /// returns at once, and that load's answer follows it.
  public func openTodo(_ id: Todo.ID, appearing: Bool) async {
    if list.load.isSettled {
      follow(id)
      return
    }
    top = nil
    waitingLink = id
    if !appearing { await list.open() }
  }

  /// The load a link waited for brought the list: the link is followed against its rows (N8).
  public func listLoaded() {
    guard let id = waitingLink else { return }
    waitingLink = nil
    follow(id)
  }

  /// The load a link waited for failed: the link is dropped; the error line already says why (N8, T1).
  public func listLoadFailed() {
    waitingLink = nil
  }

  /// Opens the Todo screen of todo `id` if the list holds it (a todo being deleted is not on the list,
  /// a todo the filter hides is); a screen already showing it stays as it is, field and all. Else the
  /// Todo screen closes, and the error line says the todo doesn't exist (N8).
  private func follow(_ id: Todo.ID) {
    guard list.list.todo(id) != nil else {
      top = nil
      list.report(UserMessage.todoNotFound)
      return
    }
    if top?.id != id { push(id) }
  }
}
// snippet.end

extension TodosNavigator: TodosNavigation {
  /// A todo left the list: its Todo screen, if it shows, closes (N5, N7).
  public func todoLeft(_ id: Todo.ID) {
    if top?.id == id { top = nil }
  }
}
