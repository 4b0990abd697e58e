// Exercise 13: a quick-rename screen for each todo, over the app's TodosModel, the plain SwiftUI way. What was
// typed in each todo's screen is kept by the window's scene, which the system restores; the error lines are
// @State of the window, which lives as long as the app. Each screen reaches its own entries by binding.

import Foundation
import MV
import ScreenContract
import SharedModel

/// The app's window: a button for each todo of the list, which opens that todo's quick-rename screen,
/// and a Close button. The window is the root of its scene and lives as long as the app; each opening
/// makes a new screen, another todo's included (`.id`).
public struct QuickRenameWindow: View {
  @Environment(TodosModel.self) private var list
  @State private var opened: Todo.ID?
  // The screens' state lives here, in a view that stays: a refusal may land after the screen went (L2), and
  // SwiftUI promises nothing of a write made through a view that has gone. One entry per todo, keyed by its
  // id. What was typed in the scene's storage, which the system restores when it launches the app again; the
  // error lines in `@State`, which ends with the run whose requests they report. Both are each window's own.
  @SceneStorage("quickRename.drafts") private var drafts = Drafts()
  @State private var errors: [Todo.ID: String] = [:]

  public init() {}

  public var body: some View {
    VStack {
      ForEach(list.todos) { todo in
        Button(todo.title) { opened = todo.id }.accessibilityIdentifier(QuickRenameID.open(todo.id))
      }
      Button("Close") { opened = nil }.accessibilityIdentifier(QuickRenameID.close)
      if let opened {
        // Bindings to one todo's entries, not values: this body reads neither dictionary, so typing
        // evaluates the screen alone.
        QuickRenameView(id: opened, field: $drafts[opened], error: $errors[opened]).id(opened)
      }
    }
  }
}

/// A small screen for one todo: a field for its new title, a Save button and an error line.
public struct QuickRenameView: View {
  @Environment(TodosModel.self) private var list
  let id: Todo.ID
  @Binding var field: String
  @Binding var error: String?

  // TODO: what the user types is a new title for the todo as it was when they began typing into its empty
  // field. While the field holds it and the list shows the todo under another title, whatever changed it, the
  // line `QuickRenameID.changed` says `QuickRenameMessage.renamedMeanwhile(title)`, with the title the list
  // shows; otherwise that line isn't there. Every rule the screen keeps today still holds.
  // FR : ce que l'utilisateur tape est un nouveau titre pour le todo tel qu'il était quand il a commencé à taper dans
  // son champ vide. Tant que le champ contient cette saisie et que la liste affiche le todo sous un autre titre, quoi
  // qui l'ait changé, la ligne `QuickRenameID.changed` affiche `QuickRenameMessage.renamedMeanwhile(title)`, avec le
  // titre qu'affiche la liste ; sinon, cette ligne n'est pas là. Toutes les règles que l'écran respecte aujourd'hui
  // tiennent toujours.
  public init(id: Todo.ID, field: Binding<String>, error: Binding<String?>) {
    self.id = id
    self._field = field
    self._error = error
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
    // T6: while the app's list loads, or while this todo has a change on its way, Save does nothing, and the
    // field keeps its text. In MV the rule lives in each view that offers the gesture.
    guard list.canChange(id) else { return }
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
      // The bindings write into the window, which is still there when the screen is not.
      if field.isEmpty { field = title }
      self.error = UserMessage.renameFailed(error.todo.title)
    }
  }
}

/// What was typed in each todo's screen of a window, as one value its scene can keep.
///
/// `@SceneStorage` keeps a few plain types (`Bool`, `Int`, `Double`, `String`, `URL`, `Data`) and
/// `RawRepresentable` values whose raw value is an `Int` or a `String`; a dictionary is none of them, so this
/// one writes itself as a JSON object, its keys sorted so that the same drafts always make the same text.
struct Drafts: RawRepresentable, Equatable {
  private var byTodo: [String: String] = [:]

  init() {}

  init?(rawValue: String) {
    guard let decoded = try? JSONDecoder().decode([String: String].self, from: Data(rawValue.utf8)) else {
      return nil
    }
    byTodo = decoded
  }

  var rawValue: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return (try? encoder.encode(byTodo)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
  }

  /// The text typed in the screen of `id`, empty when there is none; an empty field keeps no entry.
  subscript(id: Todo.ID) -> String {
    get { byTodo[id.rawValue] ?? "" }
    set { byTodo[id.rawValue] = newValue.isEmpty ? nil : newValue }
  }
}

/// The screen's own words, shown as the app shows them.
public enum QuickRenameMessage {
  /// Under a field whose text began over a title the todo no longer has: the title it has now.
  public static func renamedMeanwhile(_ title: String) -> String { "Renamed meanwhile to “\(title)”." }
}

/// The accessibility identifiers the checks find the controls by.
public enum QuickRenameID {
  public static func open(_ id: Todo.ID) -> String { "quickRename.open.\(id.rawValue)" }
  public static let close = "quickRename.close"
  public static let field = "quickRename.field"
  public static let changed = "quickRename.changed"
  public static let save = "quickRename.save"
  public static let error = "quickRename.error"
}
