// AppReducer: the app's rules, composed from its screens' reducers: tabs and links, then each screen its own.
// Lesson 10 reads it: an outside event is an intent of the app, and no code drives two stores by hand.

import ScreenContract
import SharedModel

// snippet.mvi-app-reducer
/// Decides what each ``AppIntent`` does: a screen's intent goes to that screen's reducer, on its part
/// of the state (TCA's `Scope`); which tab shows and where a link goes belong to no one screen.
public enum AppReducer {
  public static func reduce(_ state: inout AppState, _ intent: AppIntent, newTodoID: () -> Todo.ID) -> [AppEffect] {
    switch intent {
    case .profile(let intent):
      return ProfileReducer.reduce(&state.profile, intent).map(AppEffect.profile)
    case .todos(let intent):
      return TodosReducer.reduce(&state.todos, intent, newTodoID: newTodoID).map(AppEffect.todos)
    case .tabTapped(let tab):
      // The other tab's view appears and says so; the tab on screen doesn't, so the tap opens it again.
      guard tab == state.tab else {
        state.tab = tab
        return []
      }
      return reduce(&state, tab == .profile ? .profile(.viewAppeared) : .todos(.viewAppeared), newTodoID: newTodoID)
    // snippet.mvi-app-reducer-links (N8)
    case .linkOpened(let link):
      // The link's tab comes on screen. Every link reaches the Todos tab, which drops a link that waits
      // (N8); a Profile link on the Profile tab shown opens it again, since its view won't appear.
      let tab: AppState.Tab = link == .profile ? .profile : .todos
      let opensProfileAgain = link == .profile && state.tab == .profile
      state.tab = tab
      var effects = reduce(&state, .todos(.linkOpened(link)), newTodoID: newTodoID)
      if opensProfileAgain { effects += reduce(&state, .profile(.viewAppeared), newTodoID: newTodoID) }
      return effects
    // snippet.end
    }
  }
}
// snippet.end
