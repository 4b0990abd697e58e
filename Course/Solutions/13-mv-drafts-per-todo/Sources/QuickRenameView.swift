// Exercise 13, solved: what was typed in every todo's screen is kept by the window's scene, which the system
// restores, and its error line is @State of the window, which lives as long as the app; one entry per todo,
// and each screen reaches its own entries by binding.

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
  // The screens' state lives here, in a view that stays, and not in the screen: SwiftUI promises nothing of
  // a write made through a view that has gone, and a refusal may land after the screen went (L2). One field
  // and one error line per todo, keyed by its id, since a screen is one todo's: a single value would hand one
  // todo's text to the next todo's screen. Each piece where SwiftUI keeps it as long as the rule needs it:
  // what was typed in the scene's storage, which the system restores when it launches the app again; the
  // error lines in `@State`, which ends with the run whose requests they report. Both are each window's own.
  // Not in `TodosModel`, which holds the app's data for every screen, and not in an object of the screen's
  // own, which would be a view model.
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
    // The stretch, T6: while the app's list loads, or while this todo has a change on its way, Save does
    // nothing, and the field keeps its text. In MV the rule lives in each view that offers the gesture:
    // `TodosModel.rename` ignores the call quietly, after the field would have been emptied.
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

/// The accessibility identifiers the checks find the controls by.
public enum QuickRenameID {
  public static func open(_ id: Todo.ID) -> String { "quickRename.open.\(id.rawValue)" }
  public static let close = "quickRename.close"
  public static let field = "quickRename.field"
  public static let save = "quickRename.save"
  public static let error = "quickRename.error"
}
