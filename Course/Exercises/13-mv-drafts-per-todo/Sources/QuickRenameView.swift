// Exercise 13: a quick-rename screen for each todo, over the app's TodosModel, the plain SwiftUI way.
// What the user typed and the error line are the screen's own state. Here they die with the view.

import MV
import ScreenContract
import SharedModel

/// The app's window: a button for each todo of the list, which opens that todo's quick-rename screen,
/// and a Close button. The window is the root of its scene and lives as long as the app; each opening
/// makes a new screen, another todo's included (`.id`).
public struct QuickRenameWindow: View {
  @Environment(TodosModel.self) private var list
  @State private var opened: Todo.ID?

  public init() {}

  public var body: some View {
    VStack {
      ForEach(list.todos) { todo in
        Button(todo.title) { opened = todo.id }.accessibilityIdentifier(QuickRenameID.open(todo.id))
      }
      Button("Close") { opened = nil }.accessibilityIdentifier(QuickRenameID.close)
      if let opened {
        QuickRenameView(id: opened).id(opened)
      }
    }
  }
}

/// A small screen for one todo: a field for its new title, a Save button and an error line.
public struct QuickRenameView: View {
  @Environment(TodosModel.self) private var list
  let id: Todo.ID

  // TODO: each todo's screen shows, when the user comes back to it, its field as it was left, whatever
  // other todo's screen was open meanwhile (L3). A refusal that lands while the screen is away gives the
  // title back to that todo's empty field and shows on that todo's error line, and on no other (L2, L3).
  // What was typed is there again when the system ends the app and launches it again, restoring its windows;
  // an error line is not. Two windows of the app each keep their own. Not in `TodosModel` (it is the app's,
  // and other screens read it), and not in an object of the screen's own that the app keeps (a view model).
  // FR : l'écran de chaque todo affiche, quand l'utilisateur y revient, son champ tel qu'il l'a laissé, quel que soit
  // l'écran d'un autre todo ouvert entre-temps (L3). Un refus qui arrive pendant que l'écran est fermé remet le titre
  // dans le champ vide de ce todo et s'affiche sur la ligne d'erreur de ce todo, et d'aucun autre (L2, L3). Ce qui a
  // été tapé est toujours là quand le système arrête l'app puis la relance en restaurant ses fenêtres ; une ligne
  // d'erreur, non. Deux fenêtres de l'app gardent chacune ses propres champs et lignes d'erreur. Pas dans `TodosModel`
  // (il est à l'app, et d'autres écrans le lisent), ni dans un objet propre à l'écran que l'app garderait (un view
  // model).
  @State private var field = ""
  @State private var error: String?

  public init(id: Todo.ID) {
    self.id = id
  }

  public var body: some View {
    VStack {
      TextField("New title", text: $field).accessibilityIdentifier(QuickRenameID.field)
      Button("Save") { Task { await save() } }.accessibilityIdentifier(QuickRenameID.save)
      if let error {
        Text(error).accessibilityIdentifier(QuickRenameID.error)
      }
    }
  }

  /// The user taps Save: the title is checked here, then handed to the list, which shows it at once.
  func save() async {
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
      try await list.rename(id, to: title)
    } catch {
      if field.isEmpty { field = title }
      self.error = UserMessage.renameFailed(error.todo.title)
    }
  }
}

/// The accessibility identifiers the checks find the controls by.
public enum QuickRenameID {
  public static func open(_ id: Todo.ID) -> String { "quickRename.open.\(id.rawValue)" }
  public static let close = "quickRename.close"
  public static let field = "quickRename.field"
  public static let save = "quickRename.save"
  public static let error = "quickRename.error"
}
