// Exercise 13: a quick-add screen over the app's TodosModel, the plain SwiftUI way.
// What the user typed and the error line are the screen's own state. Here they die with the view.

import MV
import ScreenContract
import SharedModel

/// The app's window: the quick-add screen, which the user leaves and comes back to. The window
/// is the root of its scene and lives as long as the app; the screen is made again at each opening.
public struct QuickAddWindow: View {
  @State private var isShowingQuickAdd = true

  public init() {}

  public var body: some View {
    VStack {
      Button("Quick add") { isShowingQuickAdd.toggle() }.accessibilityIdentifier(QuickAddID.toggle)
      if isShowingQuickAdd {
        QuickAddView()
      }
    }
  }
}

/// A small screen with a text field, an Add button and an error line, over the app's `TodosModel`.
public struct QuickAddView: View {
  @Environment(TodosModel.self) private var list

  // TODO: coming back shows the screen as it was left (L3), and a refusal that lands while the
  // screen is away reaches its field and its error line (T3, L2). These two are `@State`: they live
  // as long as this view, and each opening makes a new one. Keep each where SwiftUI promises to keep
  // it for as long as the rule needs: not in `TodosModel` (it is the app's, and other screens read
  // it), and not in an object of the screen's own that the app keeps (a view model).
  // FR : au retour, l'écran est tel qu'on l'a laissé (L3), et un refus qui arrive écran fermé atteint son champ et sa
  // ligne d'erreur (T3, L2). Ces deux-là sont des `@State` : ils vivent aussi longtemps que cette vue, et chaque
  // ouverture en crée une nouvelle. Gardez chacun là où SwiftUI promet de le garder aussi longtemps que la règle
  // l'exige : pas dans `TodosModel` (il est à l'app, et d'autres écrans le lisent), ni dans un objet propre à l'écran
  // que l'app garderait (un view model).
  @State private var field = ""
  @State private var error: String?

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

/// The accessibility identifiers the checks find the controls by.
public enum QuickAddID {
  public static let toggle = "quickAdd.toggle"
  public static let field = "quickAdd.field"
  public static let add = "quickAdd.add"
  public static let error = "quickAdd.error"
}
