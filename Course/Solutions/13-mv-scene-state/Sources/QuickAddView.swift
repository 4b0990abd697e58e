// Exercise 13, solved: what was typed is @SceneStorage, the state SwiftUI restores for a scene, and the
// error line is @State of the window, which lives as long as the app; the screen reaches both by binding.

import MV
import ScreenContract
import SharedModel

/// The app's window: the quick-add screen, which the user leaves and comes back to. The window
/// is the root of its scene and lives as long as the app; the screen is made again at each opening.
public struct QuickAddWindow: View {
  @State private var isShowingQuickAdd = true
  // What was typed is what `@SceneStorage` is for: light state the scene restores, one value per
  // window. It is declared here, in a view that stays, and not in the screen: SwiftUI promises
  // nothing of a write made through a view that has gone, and a refusal may land after the
  // screen went (L2). The error line is no restoration state: `@State` of this view, which stays.
  // Not in `TodosModel`, which holds the app's data for every screen, and not in an object of
  // the screen's own, which would be a view model.
  @SceneStorage("quickAdd.field") private var field = ""
  @State private var error: String?

  public init() {}

  public var body: some View {
    VStack {
      Button("Quick add") { isShowingQuickAdd.toggle() }.accessibilityIdentifier(QuickAddID.toggle)
      if isShowingQuickAdd {
        // Bindings, not values: this body reads neither, so typing evaluates the screen alone.
        QuickAddView(field: $field, error: $error)
      }
    }
  }
}

/// A small screen with a text field, an Add button and an error line, over the app's `TodosModel`.
public struct QuickAddView: View {
  @Environment(TodosModel.self) private var list
  @Binding var field: String
  @Binding var error: String?

  public var body: some View {
    VStack {
      TextField("Title", text: $field).accessibilityIdentifier(QuickAddID.field)
      Button("Add") { Task { await add() } }.accessibilityIdentifier(QuickAddID.add)
      if let error {
        Text(error).accessibilityIdentifier(QuickAddID.error)
      }
    }
  }

  /// The user taps Add: the title is checked here, then handed to the list (T2, T3).
  func add() async {
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
      // This line runs when the answer comes, screen or no screen: the bindings reach the window.
      if field.isEmpty { field = title }
      self.error = UserMessage.addFailed(title)
    }
  }
}

/// The accessibility identifiers the checks find the controls by.
public enum QuickAddID {
  public static let toggle = "quickAdd.toggle"
  public static let field = "quickAdd.field"
  public static let add = "quickAdd.add"
  public static let error = "quickAdd.error"
}
