// The Todos view of exercise 11, mounted in a host and played as a UI test plays an app.
// Lesson 06: opening and closing are the view coming on screen and leaving it, as SwiftUI shows and hides it.

import ScreenContract
import SwiftUISubset
import TestSupport

@testable import Exercise11

/// The exercise's `TodosView` over a view model: each gesture acts on what the view rendered, found
/// by its accessibility identifier, and the screen is read back the same way, as the lab reads an app.
@MainActor
final class PlayedTodos {
  private let views: HostedViews

  /// Mounts a new view over `viewModel`, its window covered: the screen is not open yet.
  init(_ viewModel: TodosViewModel, server: FakeServer) {
    views = HostedViews(covered: TodosView(viewModel: viewModel), server: server)
  }

  /// The screen comes on screen: its `.task` starts.
  func open() async { await views.play { try self.views.host.setOnScreen(true) } }
  /// The user types `text` into the field.
  func type(_ text: String) async {
    await views.play { _ = try self.views.host.type(text, into: AccessibilityID.Todos.field) }
  }
  /// A tap on Add.
  func add() async { await views.play { _ = try self.views.host.tap(AccessibilityID.Todos.add) } }
  /// A tap on Retry.
  func retry() async { await views.play { _ = try self.views.host.tap(AccessibilityID.Todos.retry) } }
  /// The screen goes away, as SwiftUI takes a view off screen: its `.task` is cancelled, then its
  /// `onDisappear` runs.
  func close() async { await views.play { try self.views.host.setOnScreen(false) } }

  /// What the screen shows, read off the rendered tree.
  var screen: TodosScreen { views.screens.todos }
}
