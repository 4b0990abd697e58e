// Exercise 13, solved: the field and the error line are kept by the scene, under keys of their own,
// as SwiftUI's @SceneStorage keeps them; a view made when the screen comes back reads them again.

import MV
import ScreenContract
import SharedModel

/// A small screen with a text field, an Add button and an error line, over the app's `TodosModel`.
@MainActor
public final class QuickAddView {
  private let list: TodosModel

  // The screen's own state, in the scene: it outlives this view, and a refusal that lands while
  // the screen is away still reaches it. Not in `TodosModel`, which holds the app's data for
  // every screen, and not in an object of this screen's own, which would be a view model.
  // In SwiftUI: `@SceneStorage("quickAdd.field") private var field = ""`.
  // One key each, not one for both: each key is observed on its own, so typing redraws what
  // reads the field and leaves the error line alone (the stretch), as two `@SceneStorage` do.
  @SceneStorage private var field: String
  @SceneStorage private var error: String?

  public init(list: TodosModel, scene: SceneValues) {
    self.list = list
    _field = SceneStorage(wrappedValue: "", "quickAdd.field", in: scene)
    _error = SceneStorage(wrappedValue: nil, "quickAdd.error", in: scene)
  }

  /// What the text field shows.
  public var shownField: String { field }
  /// What the error line shows, if anything.
  public var shownError: String? { error }

  /// The user edits the text field.
  public func type(_ text: String) {
    field = text
  }

  /// The user taps Add: the title is checked here, then handed to the list (T2, T3).
  public func add() async {
    // The stretch, T6: while the app's list loads, Add does nothing, and the field keeps its text.
    // In MV the rule lives in each view that offers the gesture: `TodosModel.add` takes any title
    // it is handed, and the Todos screen makes the same check before calling it.
    guard !list.isLoading else { return }
    let title: String
    do {
      title = try TodoTitle.validate(field)
    } catch {
      self.error = error.message
      return
    }
    field = ""
    error = nil
    do {
      try await list.add(title)
    } catch {
      // This line runs when the answer comes, screen or no screen: the scene still holds the field.
      if field.isEmpty { field = title }
      self.error = UserMessage.addFailed(title)
    }
  }
}
