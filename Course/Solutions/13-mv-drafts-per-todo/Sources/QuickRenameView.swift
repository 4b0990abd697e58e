// Exercise 13, solved: each draft keeps, beside its text, the title the todo had when the typing began, in the
// window's scene storage, so a relaunch restores both; whether the title has changed since is worked out in the
// body each time, from that title and the list's, and stored nowhere.

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
        QuickRenameView(id: opened, draft: $drafts[opened], error: $errors[opened]).id(opened)
      }
    }
  }
}

/// A small screen for one todo: a field for its new title, a Save button and an error line.
public struct QuickRenameView: View {
  @Environment(TodosModel.self) private var list
  let id: Todo.ID
  @Binding var draft: Draft?
  @Binding var error: String?

  public init(id: Todo.ID, draft: Binding<Draft?>, error: Binding<String?>) {
    self.id = id
    self._draft = draft
    self._error = error
  }

  public var body: some View {
    VStack {
      TextField("New title", text: field).accessibilityIdentifier(QuickRenameID.field)
      if let title = renamedTo {
        Text(QuickRenameMessage.renamedMeanwhile(title)).accessibilityIdentifier(QuickRenameID.changed)
      }
      Button("Save") { Task { await save() } }.accessibilityIdentifier(QuickRenameID.save)
      if let error {
        Text(error).accessibilityIdentifier(QuickRenameID.error)
      }
    }
  }

  /// The title the list shows now, when the draft began over another one. Worked out from the two each time
  /// the body is evaluated, and stored nowhere: a title that comes back to where the draft began, by a refusal
  /// or a rename back, takes the line away by itself, and a relaunch needs nothing but the draft.
  private var renamedTo: String? {
    guard let began = draft?.began, let now = list.todo(id)?.title, now != began else { return nil }
    return now
  }

  /// The field's text. Typing into the empty field begins a draft over the title the list holds then, a todo
  /// being deleted included; typing on keeps the title it began over; emptying the field ends the draft.
  private var field: Binding<String> {
    Binding(
      get: { draft?.text ?? "" },
      set: { text in
        if text.isEmpty {
          draft = nil
        } else {
          draft = Draft(text: text, began: draft.map(\.began) ?? list.todos.todo(withID: id)?.title)
        }
      })
  }

  /// The user taps Save: the title is checked here, then handed to the list, which shows it at once.
  func save() async {
    // T6: while the app's list loads, or while this todo has a change on its way, Save does nothing, and the
    // field keeps its text. In MV the rule lives in each view that offers the gesture.
    guard list.canChange(id) else { return }
    let typed = draft
    let title: String
    do {
      title = try TodoTitle.validate(typed?.text ?? "")
    } catch {
      self.error = error.message
      return
    }
    draft = nil
    error = nil
    do {
      try await list.rename(id, to: title)
    } catch {
      // The bindings write into the window, which is still there when the screen is not. The title goes back
      // as the draft it was, over the title it began over.
      if draft == nil { draft = Draft(text: title, began: typed?.began ?? error.todo.title) }
      self.error = UserMessage.renameFailed(error.todo.title)
    }
  }
}

/// What was typed in one todo's screen, and the title the todo had when the typing began.
public struct Draft: Codable, Equatable, Sendable {
  var text: String
  /// The todo's title as the list held it when the user typed into the empty field; nil when it isn't known,
  /// for a draft the version before this one saved: with nothing to compare, no line shows.
  var began: String?
}

/// What was typed in each todo's screen of a window, as one value its scene can keep.
///
/// `@SceneStorage` keeps a few plain types (`Bool`, `Int`, `Double`, `String`, `URL`, `Data`) and
/// `RawRepresentable` values whose raw value is an `Int` or a `String`; a dictionary is none of them, so this
/// one writes itself as a JSON object, its keys sorted so that the same drafts always make the same text.
struct Drafts: RawRepresentable, Equatable {
  private var byTodo: [String: Draft] = [:]

  init() {}

  /// The drafts a window saved, in this version's form or in the one before it: the app is in users' hands,
  /// and a window its previous version saved is restored by this one, what was typed included.
  init?(rawValue: String) {
    let data = Data(rawValue.utf8)
    if let drafts = try? JSONDecoder().decode([String: Draft].self, from: data) {
      byTodo = drafts
    } else if let texts = try? JSONDecoder().decode([String: String].self, from: data) {
      byTodo = texts.mapValues { Draft(text: $0, began: nil) }
    } else {
      return nil
    }
  }

  var rawValue: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return (try? encoder.encode(byTodo)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
  }

  /// The draft of the screen of `id`, nil when its field is empty.
  subscript(id: Todo.ID) -> Draft? {
    get { byTodo[id.rawValue] }
    set { byTodo[id.rawValue] = newValue }
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
