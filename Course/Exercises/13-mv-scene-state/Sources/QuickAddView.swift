// Exercise 13: a quick-add screen over the app's TodosModel, the plain SwiftUI way.
// What the user typed and the error line are the screen's own state. Here they die with the view.

import MV
import ScreenContract
import SharedModel

/// A small screen with a text field, an Add button and an error line, over the app's `TodosModel`.
///
/// In SwiftUI it would read `TodosModel` from the environment and keep its own state
/// in property wrappers. Here, a view is a class the check makes, once per opening of
/// the screen, over the same model and the same scene.
@MainActor
public final class QuickAddView {
  private let list: TodosModel

  // TODO: coming back shows the screen as it was left (L3), and a refusal that lands while the
  // screen is away reaches its field and its error line (T3, L2). These two live as long as this
  // view, like a SwiftUI view's `@State`: each opening makes a new view, and they are gone. They
  // belong where the plain way keeps a screen's own state that must outlive its view: not in
  // `TodosModel` (it is the app's, and other screens read it), and not in a view model.
  private var field = ""
  private var error: String?

  public init(list: TodosModel, scene: SceneValues) {
    self.list = list
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
      if field.isEmpty { field = title }
      self.error = UserMessage.addFailed(title)
    }
  }
}
