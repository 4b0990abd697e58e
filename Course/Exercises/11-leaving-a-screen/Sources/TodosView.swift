// Exercise 11: the Todos screen as a SwiftUI view over the view model. Nothing to change here.
// Lesson 06: a view lives while its screen is open; the view model above it lives on when it closes.

import ScreenContract
import SharedModel
import SwiftUISubset

/// The Todos screen, cut down to this exercise: the list, the text field, Add, Retry and the error line.
///
/// The app owns the view model and hands it in: each time the screen opens, a new view is made over
/// the same view model, so the view goes and the state stays. The view stops every piece of work it
/// started when it goes: the load of its `.task`, as SwiftUI does, and the tasks its buttons started,
/// which it keeps for that.
public struct TodosView: View {
  @Bindable var viewModel: TodosViewModel
  @State private var tasks = ViewTasks()

  public init(viewModel: TodosViewModel) {
    self.viewModel = viewModel
  }

  public var body: some View {
    VStack {
      if viewModel.isLoading {
        ProgressView().accessibilityIdentifier(AccessibilityID.Todos.loading)
      }
      List {
        ForEach(viewModel.todos) { todo in
          HStack {
            // This exercise has no toggle: the mark shows, and a tap changes nothing.
            Toggle(isOn: .constant(todo.isDone)) { Text(ScreenRenderer.checkbox(isDone: todo.isDone)) }
              .accessibilityIdentifier(AccessibilityID.Todos.rowDone)
            Text(todo.title).accessibilityIdentifier(AccessibilityID.Todos.rowTitle)
            if viewModel.saving.contains(todo.id) {
              ProgressView().accessibilityIdentifier(AccessibilityID.Todos.rowSaving)
            }
          }
          .accessibilityIdentifier(AccessibilityID.Todos.row)
        }
      }
      HStack {
        TextField("What needs to be done?", text: $viewModel.field).accessibilityIdentifier(AccessibilityID.Todos.field)
        Button("Add") { tasks.start { await viewModel.add() } }.accessibilityIdentifier(AccessibilityID.Todos.add)
      }
      Text(UserMessage.itemsLeft(viewModel.todos.count { !$0.isDone }))
        .accessibilityIdentifier(AccessibilityID.Todos.counter)
      if let message = viewModel.errorMessage {
        Text(message).foregroundStyle(.red).accessibilityIdentifier(AccessibilityID.Todos.error)
      }
      Button("Retry") { tasks.start { await viewModel.retry() } }.accessibilityIdentifier(AccessibilityID.Todos.retry)
    }
    .accessibilityIdentifier(AccessibilityID.Todos.screen)
    .task { await viewModel.loadIfNeeded() }
    .onDisappear {
      tasks.cancelAll()
      viewModel.stopLoading()
    }
  }
}

/// The tasks a view's buttons started, kept so that the view can stop them when it goes.
///
/// A `Task` a button starts is not the view's: SwiftUI leaves it running when the view goes.
/// This view stops its own, as many do, so that no work it started outlives its screen.
@MainActor
final class ViewTasks {
  private var running: [Int: Task<Void, Never>] = [:]
  private var started = 0

  /// Starts `work` in a task of its own, kept until it ends.
  func start(_ work: @escaping @MainActor () async -> Void) {
    started += 1
    let number = started
    running[number] = Task {
      await work()
      self.running[number] = nil
    }
  }

  /// Cancels every task still running.
  func cancelAll() {
    for task in running.values { task.cancel() }
    running = [:]
  }
}
