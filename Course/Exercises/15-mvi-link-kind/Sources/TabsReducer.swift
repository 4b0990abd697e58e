// Exercise 15: the app's links in a small MVI version, where navigation is state. Add a kind of link, and the way
// back, from a state to its link.
// Lesson 10 (navigation and shared state): a deep link is an intent that sets the state.

/// Which rows the list shows.
public enum Filter: String, Equatable, Sendable {
  case all, active, completed
}

/// Everything the app's two tabs show, as one value: which tab, the Todos tab's filter, the
/// Todo screen on top of its list, and its error line.
public struct TabsState: Equatable, Sendable {
  public enum Tab: Equatable, Sendable { case profile, todos }

  public var tab = Tab.profile
  public var filter = Filter.all
  /// The id of the todo whose Todo screen is open, if one is.
  public var shown: String?
  /// The ids of the todos on the list.
  public var todos: [String] = []
  public var error: String?

  public init(todos: [String] = []) {
    self.todos = todos
  }

  /// The README's rule N9: the text of the link of what this state shows.
  public var link: String {
    // TODO: N9: a link the app knows. Opened wherever the app is, it shows the screen this state shows;
    // opened from this state, it changes nothing at all.
    // FR : N9 : un lien que l'app connaît. Ouvert quel que soit l'écran affiché, il montre l'écran de cet état ;
    // ouvert depuis cet état, il ne change rien du tout.
    ""
  }
}

/// A link the app knows.
public enum Link: Equatable, Sendable {
  case profile
  case todos
  case todo(String)

  /// The link `text` names; nil for any text the app doesn't know, which changes nothing.
  public init?(_ text: String) {
    let scheme = "archlab://"
    guard text.hasPrefix(scheme) else { return nil }
    let path = text.dropFirst(scheme.count)
    if path == "profile" {
      self = .profile
    } else if path == "todos" {
      self = .todos
    } else if path.hasPrefix("todos/"), !path.dropFirst(6).isEmpty, !path.dropFirst(6).contains("/") {
      self = .todo(String(path.dropFirst(6)))
    } else {
      return nil
    }
  }
}

/// Something that happened: here, only a link the app was asked to open.
public enum TabsIntent: Sendable {
  case linkOpened(String)
}

/// The rules of the app's links, as one pure function.
public enum TabsReducer {
  // TODO: a new kind of link (N8, extended): `archlab://todos?filter=active`, `…=completed` and
  // `…=all`, written exactly so, show the Todos tab's list, with no Todo screen over it, filtered as
  // the link names, and leave the error line as it is. Every other text after `?` is a link the app
  // doesn't know, and changes nothing at all, as N8 says of every such link. N8's three links keep
  // working as they do.
  // FR : un nouveau type de lien, qui étend N8 : `archlab://todos?filter=active`, `…=completed` et `…=all`, écrits
  // exactement ainsi, affichent la liste de l'onglet Todos, sans écran Todo par-dessus, avec le filtre que nomme le
  // lien, et laissent la ligne d'erreur telle qu'elle est. Avec tout autre texte après `?`, c'est un lien que
  // l'app ne connaît pas, qui ne change rien du tout, comme N8 le dit de tout lien de ce genre. Les trois liens de N8
  // continuent de marcher comme aujourd'hui.

  public static func reduce(_ state: inout TabsState, _ intent: TabsIntent) {
    switch intent {
    case .linkOpened(let text):
      guard let link = Link(text) else { return }
      switch link {
      case .profile:
        state.tab = .profile
      case .todos:
        state.tab = .todos
        state.shown = nil
      case .todo(let id):
        state.tab = .todos
        if state.todos.contains(id) {
          state.shown = id
        } else {
          state.shown = nil
          state.error = "That todo doesn't exist."
        }
      }
    }
  }
}
