// AppStore: the app's one store, and how its effects are done: each by its screen's own way.
// Lesson 10 reads it with AppReducer; the app makes it once, and each screen's view gets a scope of it.

import Foundation
import ScreenContract
import SharedModel

/// The app's store: ``Store`` with the app's state, intents and effects. Each screen's view takes a
/// store scoped from it (``Store/scope(state:intent:)``).
public typealias AppStore = Store<AppState, AppIntent, AppEffect>

extension AppStore {
  /// The app's store, starting from `initialState`, its screens talking to the server through
  /// `profileAPI` and `todosAPI`, each new todo getting an id from `makeTodoID`.
  public convenience init(
    initialState: AppState = AppState(), profileAPI: any ProfileAPI, todosAPI: any TodosAPI,
    makeTodoID: @escaping @MainActor () -> Todo.ID
  ) {
    let profile = ProfileStore.perform(api: profileAPI)
    let todos = TodosStore.perform(api: todosAPI)
    self.init(
      initialState: initialState,
      reduce: { state, intent in AppReducer.reduce(&state, intent, newTodoID: makeTodoID) },
      perform: { effect in
        switch effect {
        case .profile(let effect): await profile(effect).map(AppIntent.profile)
        case .todos(let effect): await todos(effect).map(AppIntent.todos)
        }
      })
  }

  /// The link `url` is, as `onOpenURL` hands it: its text with its percent escapes decoded, so that
  /// a link is read by the characters it was written with (N8); nil for any other URL.
  public static func link(_ url: URL) -> AppLink? {
    AppLink(url.absoluteString.removingPercentEncoding ?? url.absoluteString)
  }
}
