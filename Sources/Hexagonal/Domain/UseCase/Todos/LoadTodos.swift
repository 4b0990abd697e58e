// LoadTodos: the use case that loads the user's todos onto a screen's list, and the policy of that load.
// Lesson 04 reads it beside LoadProfile: the same port call, and this time a policy the domain owns.

import SharedModel

// snippet.hexagonal-load-todos (T1, T6, T12)
/// Loads the user's todos onto a screen's list, through the todo repository.
///
/// It owns the load's policy, which is the product's, not a screen's: opening
/// loads only a list that hasn't loaded and isn't loading (T1); while a load is
/// on its way the list takes no change (T6); a later load replaces the one on
/// its way, whose answer is dropped (T1, P6); the answer replaces the todos and
/// keeps the marks of changes still on their way (T12). The screen only says
/// when: it opens, the user asks again, or it goes away.
public struct LoadTodos: Sendable {
  private let repository: any TodoRepository
  private let latest = LatestRequest<[Todo]>()

  public init(repository: any TodoRepository) {
    self.repository = repository
  }

  /// The screen opens: loads the list unless it has loaded or a load is on its way (T1).
  @MainActor
  public func open(on output: some TodoListOutput) async {
    guard output.load.opensWithALoad else { return }
    await self(on: output)
  }

  /// Loads the list, even while a load is on its way: the latest wins (T1).
  @MainActor
  public func callAsFunction(on output: some TodoListOutput) async {
    output.update(.loadStarted, load: { $0.start() })
    guard let answer = await latest.send({ [repository] in try await repository.fetchAll() }) else {
      // Superseded: the later load ends the loading. Cancelled with its caller: the screen went away.
      if Task.isCancelled { stop(on: output) }
      return
    }
    switch answer {
    case .success(let todos):
      // The same todos again change nothing on the list: no view that reads only the list is drawn again.
      let reload: ((inout TodoList) -> Void)? = todos == output.list.todos ? nil : { $0.reload(with: todos) }
      output.update(.loaded, list: reload, load: { $0.succeed() })
    case .failure:
      output.update(.loadFailed, load: { $0.stop() })
    }
  }

  /// The screen goes away: the load on its way stops, quietly, and its answer is dropped (L1).
  @MainActor
  public func stop(on output: some TodoListOutput) {
    guard output.load.isLoading else { return }
    latest.cancel()
    output.update(.loadStopped, load: { $0.stop() })
  }
}
// snippet.end
