// Exercise 13, solved: what was typed and the error line of every todo's screen are @State of the window, which
// lives as long as the app, one entry per todo; each screen reaches its own entries by binding.

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
  // and one error line per todo, keyed by its id, since a screen is one todo's: a single `@State` or a single
  // `@SceneStorage` key would hand one todo's text to the next todo's screen. `@State` of the window is also
  // each window's own. Not in `TodosModel`, which holds the app's data for every screen, and not in an object
  // of the screen's own, which would be a view model.
  @State private var fields: [Todo.ID: String] = [:]
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
        QuickRenameView(id: opened, field: $fields[text: opened], error: $errors[opened]).id(opened)
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

extension Dictionary where Value == String {
  /// The text of `key`, empty when there is none: a field's binding into a dictionary of fields.
  fileprivate subscript(text key: Key) -> String {
    get { self[key] ?? "" }
    set { self[key] = newValue }
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
