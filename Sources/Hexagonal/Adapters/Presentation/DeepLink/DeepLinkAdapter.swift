// DeepLinkAdapter: the app's links, such as archlab://todos/ID, turned into calls on the presenters.
// Lesson 10 reads it: a second driving adapter beside the views, the hexagon's several ways in, in running code.

import ScreenContract

// snippet.hexagonal-deep-link-adapter
/// Follows the app's links (N8): reads each one with ``AppLink``, and makes
/// the calls on the presenters that opening its screen makes.
///
/// The views are one driving adapter; this is another, beside them. It drives
/// the same presenters, because which screen shows and what it holds is
/// theirs, and the core can't tell the two apart: a link asks the use cases
/// nothing a gesture doesn't. In SwiftUI the app's scene hands it every URL,
/// with `.onOpenURL { url in Task { await links.open(url.absoluteString) } }`.
@MainActor
public struct DeepLinkAdapter {
  private let profile: ProfilePresenter
  private let todos: TodosPresenter

  public init(profile: ProfilePresenter, todos: TodosPresenter) {
    self.profile = profile
    self.todos = todos
  }

  /// Follows `text`, and returns when the work it started has finished: a load it started has its answer.
  public func open(_ text: String) async {
    // Any other text changes nothing at all, not even a link that waits.
    guard let link = AppLink(text) else { return }
    todos.dropWaitingLink()
    switch link {
    case .profile: await profile.open()
    case .todos: await todos.openList()
    case .todo(let id): await todos.openTodo(id)
    }
  }
}
// snippet.end
