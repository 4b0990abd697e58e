// Exercise 12: the screen before the migration, in MVVM: the Name screen, where the user reads and changes the
// name the server keeps. It works, and the checks pass for it. Leave it as it is: it is what your MVI screen must
// do too, decision for decision.

import Foundation
import Observation
import SwiftUISubset

/// The Name screen's view model: it loads the name, follows the changes made to it elsewhere, saves a new one, and
/// tells the view what to show.
@MainActor
@Observable
public final class NameViewModel {
  /// What the screen shows, but the field.
  public private(set) var state: NameViewState = .idle
  /// What the field holds.
  public var field = ""

  @ObservationIgnored private let api: any NameAPI
  /// The load on its way, if any.
  @ObservationIgnored private var loadInFlight: Task<String, any Error>?

  public init(api: any NameAPI) {
    self.api = api
  }

  /// The screen appeared: loads the name, unless one is shown or on its way, then follows the changes made to it
  /// elsewhere until the screen goes away.
  public func appeared() async {
    switch state {
    case .idle, .failed: await load()
    case .loading, .ready, .saving: break
    }
    await followChanges()
  }

  /// Asks the server for each change made to the name elsewhere, one request at a time, until the task is
  /// cancelled or a request fails.
  private func followChanges() async {
    while !Task.isCancelled {
      guard let name = try? await api.nextChange(), !Task.isCancelled else { return }
      nameChanged(to: name)
    }
  }

  /// The name was changed elsewhere: `name` is the one the server keeps now.
  private func nameChanged(to name: String) {
    switch state {
    case .idle:
      return
    case .loading, .failed:
      // Newer than whatever a load on its way would bring.
      loadInFlight?.cancel()
      loadInFlight = nil
      state = .ready(saved: name, error: nil)
      field = name
    case .ready(let saved, let error):
      if field == saved { field = name }
      state = .ready(saved: name, error: error)
    case .saving(let saved, let sending):
      if field == saved { field = name }
      state = .saving(saved: name, sending: sending)
    }
  }

  /// The user tapped Retry.
  public func retry() async {
    await load()
  }

  /// Loads the name; the latest load wins, and a load that was replaced or stopped shows nothing.
  private func load() async {
    loadInFlight?.cancel()
    let task = Task { [api] in try await api.fetchName() }
    loadInFlight = task
    state = .loading
    let result = await withTaskCancellationHandler {
      await task.result
    } onCancel: {
      task.cancel()
    }
    guard loadInFlight == task, !task.isCancelled else { return }
    loadInFlight = nil
    switch result {
    case .success(let name):
      state = .ready(saved: name, error: nil)
      field = name
    case .failure:
      state = .failed(message: NameMessage.loadFailed)
    }
  }

  /// The screen went away.
  public func stopLoading() {
    guard let task = loadInFlight else { return }
    task.cancel()
    loadInFlight = nil
    state = .idle
  }

  /// The user tapped Save: the field, trimmed, becomes the name the server keeps.
  public func save() async {
    guard case .ready(let saved, _) = state else { return }
    let name = field.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !name.isEmpty else {
      state = .ready(saved: saved, error: NameMessage.empty)
      return
    }
    guard name != saved else { return }
    state = .saving(saved: saved, sending: name)
    let answer = await Task { [api] in try await api.saveName(name) }.result
    guard case .saving(let kept, _) = state else { return }
    switch answer {
    case .success:
      state = .ready(saved: name, error: nil)
    case .failure:
      state = .ready(saved: kept, error: NameMessage.saveFailed(name))
    }
  }
}

/// The Name screen in MVVM: it reads its view model and calls it.
public struct MVVMNameView: View {
  @Bindable var viewModel: NameViewModel

  public init(viewModel: NameViewModel) {
    self.viewModel = viewModel
  }

  public var body: some View {
    VStack {
      if viewModel.state == .loading {
        ProgressView().accessibilityIdentifier(NameID.loading)
      }
      if let message = viewModel.state.loadFailure {
        Text(message).accessibilityIdentifier(NameID.error)
        Button("Retry") { Task { await viewModel.retry() } }.accessibilityIdentifier(NameID.retry)
      }
      if let saved = viewModel.state.saved {
        Text(saved).accessibilityIdentifier(NameID.saved)
        TextField("Name", text: $viewModel.field).accessibilityIdentifier(NameID.field)
        Button("Save") { Task { await viewModel.save() } }.accessibilityIdentifier(NameID.save)
      }
      if let sending = viewModel.state.sending {
        Text("Saving \(sending)…").accessibilityIdentifier(NameID.saving)
      }
      if let error = viewModel.state.saveError {
        Text(error).accessibilityIdentifier(NameID.error)
      }
    }
    .task { await viewModel.appeared() }
    .onDisappear { viewModel.stopLoading() }
  }
}
