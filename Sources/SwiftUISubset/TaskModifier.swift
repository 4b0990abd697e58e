// .task and .task(id:): async work tied to the view being on screen.

/// Starts its action when the view appears and cancels it when the view disappears; with an
/// id, also cancels and restarts it when the id changes by `==`.
struct TaskModifier: PrimitiveModifier {
  let id: (any Equatable)?
  let priority: TaskPriority
  /// Isolated to where the view wrote it (the main actor, for a `body`): the task starts
  /// there directly, so tasks that views start in one render pass begin in tree order.
  let action: @isolated(any) @Sendable () async -> Void

  /// The running task, and the id it was started for.
  final class Running {
    var task: Task<Void, Never>?
    var id: (any Equatable)?
  }

  var hasLifecycle: Bool { true }

  func update(in node: Node) {
    let running = node.state(Running.init)
    guard let id else { return }
    guard let current = running.id else {
      running.id = id
      return
    }
    guard !current.isEqual(to: id) else { return }
    running.id = id
    // Restart after the render pass, like SwiftUI's onChange-driven restart.
    if running.task != nil {
      node.host.enqueue(
        .action { [weak node] in
          guard let node, node.isMounted, running.task != nil else { return }
          running.task?.cancel()
          running.task = (node.primitive as? any TaskStarting)?.startTask()
        })
    }
  }

  func appear(in node: Node) {
    node.state(Running.init).task = start()
  }

  func disappear(in node: Node) {
    let running = node.state(Running.init)
    running.task?.cancel()
    running.task = nil
  }

  func start() -> Task<Void, Never> {
    Task(priority: priority, operation: action)
  }
}

/// The view of a `.task` modifier, as found on a node.
@MainActor protocol TaskStarting {
  func startTask() -> Task<Void, Never>
}

extension ModifiedView: TaskStarting where Modifier == TaskModifier {
  func startTask() -> Task<Void, Never> { modifier.start() }
}

extension View {
  /// Runs `action` while the view is on screen.
  nonisolated public func task(
    priority: TaskPriority = .userInitiated,
    @_inheritActorContext _ action: @escaping @isolated(any) @Sendable () async -> Void
  ) -> some View {
    modifier(TaskModifier(id: nil, priority: priority, action: action))
  }

  /// Runs `action` while the view is on screen, restarting it when `value` changes.
  nonisolated public func task<T: Equatable>(
    id value: T, priority: TaskPriority = .userInitiated,
    @_inheritActorContext _ action: @escaping @isolated(any) @Sendable () async -> Void
  ) -> some View {
    modifier(TaskModifier(id: value, priority: priority, action: action))
  }
}
