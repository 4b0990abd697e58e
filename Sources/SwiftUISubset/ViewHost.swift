// The host: a scene that mounts a root view, renders it, acts on it like a UI test, and
// settles, so a test can read back what a user would see.

import Foundation

/// Mounts a root view in a scene and drives it: finds controls by accessibility identifier
/// or label, taps and types, reads the rendered tree, counts body evaluations, and settles.
///
/// Settling: every gesture, render pass and refresh runs under a `WorkToken` bound to the
/// task-local `HostWork.current`. `Task { }` and child tasks inherit task-locals, and a
/// finished task releases them at once (tested: `WorkTokenTests`), so the token lives exactly
/// as long as some task the gesture started. `settle()` renders pending changes and waits,
/// on events rather than time, until every live token has ended or waits on a held answer
/// (`isWaitingOnHeldAnswer`, which the party holding answers provides).
@MainActor public final class ViewHost {
  let tracker = WorkTracker()
  let scene: SceneStore
  private var nodes: [Int: Node] = [:]
  private var lastNodeID = 0
  private var events: [Event] = []
  private var rootNode: Node?
  private var counts: [ObjectIdentifier: Int] = [:]
  private var countsByName: [String: Int] = [:]
  private var names: [ObjectIdentifier: String] = [:]
  /// The nodes whose body ran since the last mark, and how many of each view type they are.
  private var evaluatedSinceMark: Set<Int> = []
  private var evaluatedViewsByName: [String: Int] = [:]
  private let onFailure: @MainActor (String) -> Void

  /// Says whether the work with this id waits on an answer someone outside holds (a test's
  /// continuation, the lab's scripted server). Such work does not keep `settle()` waiting.
  public var isWaitingOnHeldAnswer: @MainActor (_ workID: Int) -> Bool = { _ in false }

  /// The messages of failures SwiftUI would stop the program for (a missing environment
  /// object), in order.
  public private(set) var failures: [String] = []

  /// Mounts `root` in a new scene.
  /// - Parameters:
  ///   - sceneStorage: the scene's saved `@SceneStorage` values, as `sceneStorage` returned them.
  ///   - onFailure: called where SwiftUI stops the program; `fatalError` unless a test
  ///     records the message instead. The failing view then shows nothing.
  ///   - onScreen: false to mount the scene with its window covered: the views are made, and
  ///     nothing appears until ``setOnScreen(_:showing:)`` puts the window on screen.
  public init<Root: View>(
    _ root: Root, sceneStorage: [String: any Sendable] = [:], onScreen: Bool = true,
    onFailure: @escaping @MainActor (String) -> Void = { fatalError($0) }
  ) {
    scene = SceneStore(restoring: sceneStorage)
    self.onFailure = onFailure
    isOnScreen = onScreen
    perform("mount") {
      let node = Node(host: self, parent: nil, spec: ChildSpec(.content, root, EnvironmentValues()))
      rootNode = node
      node.render()
      node.setVisible(onScreen)
    }
  }

  /// Whether the scene's window is on screen (R57).
  public private(set) var isOnScreen: Bool

  // MARK: - Work and settling

  /// The id of the host work the current task belongs to, if any: what a server records
  /// with a request it holds, to answer `isWaitingOnHeldAnswer` later.
  public nonisolated static var currentWorkID: Int? { HostWork.current?.id }

  /// Tells the host that what `isWaitingOnHeldAnswer` answers may have changed (an answer
  /// was held or released), so a waiting `settle()` looks again.
  public nonisolated func workDidChange() {
    tracker.signal()
  }

  /// Counts events (work ending, observed changes, `workDidChange`): what a watchdog watches.
  public nonisolated var progress: Int { tracker.progress }

  /// Work in flight, as (id, what started it).
  public var liveWork: [(id: Int, description: String)] { tracker.liveWork }

  /// Returns once an event happened after `progress` read `seen`: a piece of work ended, an
  /// observed value changed, or `workDidChange()` was called. No clock.
  public func waitForProgress(after seen: Int) async {
    await tracker.waitForEvent(after: seen)
  }

  /// Renders what changed now, as a render pass of the current task's work: for a caller that
  /// must have the tree up to date at a moment it chooses, without waiting for anything.
  public func render() {
    perform("render") {}
  }

  /// Whether something changed that the tree doesn't show yet: what ``render()`` or
  /// ``settle(watchdog:)`` would render now.
  public var needsRender: Bool { tracker.hasInvalidations || !events.isEmpty }

  /// Whether work begun in `group` (see ``WorkGroup``) is still alive, waiting on a held answer
  /// or not: a caller that must not return before its own work has ended waits on this, where
  /// ``settle(watchdog:)`` counts held work as settled.
  public func hasLiveWork(inGroup group: Int) -> Bool {
    tracker.hasLiveWork(inGroup: group)
  }

  /// Renders what changed and waits until every piece of work has finished or waits on a
  /// held answer; the tree is then up to date. With a watchdog, returns `.stuck` naming the
  /// work that neither finished nor waited when the watchdog says so.
  @discardableResult
  public func settle(watchdog: (any SettleWatchdog)? = nil) async -> Settlement {
    // Settling is not work of its own: it must not wait for itself.
    await HostWork.$current.withValue(nil) {
      let verdict = WatchdogVerdict()
      var watch: Task<Void, Never>?
      defer { watch?.cancel() }
      while true {
        let seen = tracker.progress
        if tracker.hasInvalidations || !events.isEmpty {
          perform("render") {}
          continue
        }
        let blocking = tracker.liveWork.filter { !isWaitingOnHeldAnswer($0.id) }
        if blocking.isEmpty { return .settled }
        if verdict.isStuck { return .stuck(blocking.map(\.description)) }
        if let watchdog, watch == nil {
          let tracker = tracker
          watch = Task {
            await watchdog.watch { tracker.progress }
            guard !Task.isCancelled else { return }
            verdict.isStuck = true
            tracker.signal()
          }
        }
        await tracker.waitForEvent(after: seen)
      }
    }
  }

  /// Runs `body` as a piece of work, then renders what it changed.
  private func perform<R>(_ description: String, _ body: () throws -> R) rethrows -> R {
    let token = tracker.begin(description)
    return try HostWork.$current.withValue(token) {
      flush()
      let result = try body()
      flush()
      return result
    }
  }

  /// Re-renders the nodes whose observed reads changed, parents first, each once however
  /// many writes it saw; then runs the appear and disappear events the pass produced.
  private func flush() {
    var passes = 0
    while tracker.hasInvalidations || !events.isEmpty {
      passes += 1
      guard passes <= 100 else {
        // Drop what is pending, so settling can end once the failure is reported.
        _ = tracker.drainInvalidations()
        events.removeAll()
        fail(
          "The view tree was still changing after 100 render passes: a body or an appear action writes what a body reads."
        )
        return
      }
      var dirty: [Node] = []
      for change in tracker.drainInvalidations() {
        // A change reported for an older evaluation is stale: the body has run since and
        // may not read that value any more.
        guard let node = nodes[change.node], node.generation == change.generation, !node.isDirty else { continue }
        node.isDirty = true
        dirty.append(node)
      }
      dirty.sort { $0.depth < $1.depth }
      for node in dirty where node.isDirty && node.isMounted { node.render() }
      let pending = events
      events.removeAll()
      for event in pending { run(event) }
    }
  }

  // MARK: - Reading

  /// The rendered tree: a scene element whose children are the root's elements. Gestures
  /// render before they return; a change made elsewhere shows after `settle()`.
  public var tree: Element {
    let scene = Element(.scene, children: rootNode?.elements() ?? [])
    return isOnScreen ? scene : scene.offScreen()
  }

  /// The tree as indented text.
  public func dump() -> String { tree.dump() }

  /// The first element whose identifier, or else label, is `query`.
  public func find(_ query: String) -> Element? { tree.find(query) }

  /// The texts under the element with this identifier (or the whole screen).
  public func texts(in identifier: String? = nil) -> [String] {
    guard let identifier else { return tree.texts }
    return tree.element(identifier: identifier)?.texts ?? []
  }

  /// How many times bodies of this view type were evaluated.
  public func bodyCount<V: View>(_ type: V.Type) -> Int { counts[ObjectIdentifier(type), default: 0] }

  /// Body evaluations by view type name.
  public var bodyCounts: [String: Int] { countsByName }

  /// The views whose body was evaluated since ``markEvaluatedViews()``, by type name, each
  /// view counted once however many render passes evaluated it: what a gesture redrew, the same
  /// on every run, where ``bodyCounts`` also counts the passes, which depend on when the
  /// gesture's writes reached the host (R20).
  public var viewsEvaluatedSinceMark: [String: Int] { evaluatedViewsByName }

  /// Starts counting ``viewsEvaluatedSinceMark`` afresh.
  public func markEvaluatedViews() {
    evaluatedSinceMark.removeAll(keepingCapacity: true)
    evaluatedViewsByName.removeAll(keepingCapacity: true)
  }

  public func resetBodyCounts() {
    counts.removeAll()
    countsByName.removeAll()
  }

  /// What SwiftUI would log at runtime: dropped writes, duplicate ids, inert links.
  public var warnings: [String] { tracker.warnings }

  /// The scene's `@SceneStorage` values, to restore a scene with later.
  public var sceneStorage: [String: any Sendable] { scene.snapshot }

  // MARK: - Gestures

  /// Taps a button, link or tab. Returns false, doing nothing, if the control is disabled.
  /// With a scope, the control is looked for inside the element the scope names (one row).
  @discardableResult
  public func tap(_ query: String, in scope: ElementScope? = nil) throws -> Bool {
    try perform("tap \(query)\(Self.inside(scope))") {
      let element = try control(query, in: scope)
      guard !element.isDisabled else { return false }
      switch element.control {
      case .tap(let action): action()
      case .toggle(let binding): binding.wrappedValue.toggle()
      default: throw HostError("\(element.kind) \(query) cannot be tapped", dump())
      }
      return true
    }
  }

  /// Replaces the text of a text field. With a scope, the field is looked for inside the
  /// element the scope names (one row).
  @discardableResult
  public func type(_ text: String, into query: String, in scope: ElementScope? = nil) throws -> Bool {
    try perform("type into \(query)\(Self.inside(scope))") {
      let element = try control(query, in: scope)
      guard case .text(let binding, _) = element.control else {
        throw HostError("\(query) is not a text field", dump())
      }
      guard !element.isDisabled else { return false }
      binding.wrappedValue = text
      return true
    }
  }

  /// Flips a toggle.
  @discardableResult
  public func toggle(_ query: String, in scope: ElementScope? = nil) throws -> Bool {
    try perform("toggle \(query)\(Self.inside(scope))") {
      let element = try control(query, in: scope)
      guard case .toggle(let binding) = element.control else { throw HostError("\(query) is not a toggle", dump()) }
      guard !element.isDisabled else { return false }
      binding.wrappedValue.toggle()
      return true
    }
  }

  /// Picks the option tagged `value`; throws if no option has that tag (of the selection's type).
  @discardableResult
  public func pick<V: Hashable>(_ value: V, in query: String) throws -> Bool {
    try perform("pick \(value) in \(query)") {
      let element = try control(query)
      guard case .pick(let select) = element.control else { throw HostError("\(query) is not a picker", dump()) }
      guard !element.isDisabled else { return false }
      guard select(AnyHashable(value)) else { throw HostError("\(query) has no option tagged \(value)", dump()) }
      return true
    }
  }

  /// Submits a text field: runs the `onSubmit` actions around it, innermost first. With a
  /// scope, the field is looked for inside the element the scope names (one row).
  @discardableResult
  public func submit(_ query: String, in scope: ElementScope? = nil) throws -> Bool {
    try perform("submit \(query)\(Self.inside(scope))") {
      let element = try control(query, in: scope)
      guard case .text(_, let providers) = element.control else {
        throw HostError("\(query) is not a text field", dump())
      }
      guard !element.isDisabled else { return false }
      for provider in providers.reversed() { (provider.node?.primitive as? any SubmitCarrier)?.submit() }
      return true
    }
  }

  /// Pulls to refresh the element with this identifier (or the first refreshable one) and
  /// awaits the refresh action, as the refresh indicator does. A refresh that waits on an
  /// answer the caller holds must be started in a `Task` by that caller.
  public func refresh(_ query: String? = nil) async throws {
    let token = tracker.begin("refresh \(query ?? "")")
    try await HostWork.$current.withValue(token) {
      flush()
      let all = tree.elementsOnScreen
      let found =
        if let query { all.first { $0.identifier == query || $0.label == query } } else {
          all.first { $0.refresh != nil }
        }
      guard let action = found?.refresh else { throw HostError("nothing refreshable for \(query ?? "any")", dump()) }
      await action()
      flush()
    }
  }

  /// Pulls to refresh the element with this identifier (or the first refreshable one on screen)
  /// and returns at once, as the app goes on drawing while the indicator spins: the refresh
  /// action runs as this gesture's work, which `settle()` waits for, or counts as settled while
  /// it waits on a held answer.
  public func pullToRefresh(_ query: String? = nil) throws {
    try perform("pull to refresh \(query ?? "")") {
      let all = tree.elementsOnScreen
      let found =
        if let query { all.first { $0.identifier == query || $0.label == query } } else {
          all.first { $0.refresh != nil }
        }
      guard let action = found?.refresh else { throw HostError("nothing refreshable for \(query ?? "any")", dump()) }
      Task { await action() }
    }
  }

  /// Opens a URL in the scene: every `onOpenURL` on screen receives it, in tree order.
  public func openURL(_ url: URL) {
    perform("open \(url)") {
      rootNode?.forEachVisible { node in (node.primitive as? any OpenURLCarrier)?.open(url) }
    }
  }

  /// Pops the innermost navigation stack on screen that has something pushed.
  @discardableResult
  public func goBack() -> Bool {
    perform("back") {
      var stacks: [Node] = []
      rootNode?.forEachVisible { node in if node.primitive is any NavigationStackNode { stacks.append(node) } }
      for stack in stacks.reversed() {
        if let navigation = stack.primitive as? any NavigationStackNode, navigation.pop(in: stack) { return true }
      }
      return false
    }
  }

  /// Covers the scene's window, or puts it back on screen (R57): the lab's own operation, since
  /// no gesture of an app takes every view off screen. Covered, every view on screen disappears
  /// as a covered view does (R37: its tasks are cancelled, `onDisappear` runs, its state stays);
  /// put back, the views that were showing appear again.
  ///
  /// `showing` names a tab to select as the window comes back, while it is still covered, so
  /// that only that tab's views appear: the user comes back to the app on that tab.
  public func setOnScreen(_ onScreen: Bool, showing tab: String? = nil) throws {
    try perform(onScreen ? "uncover" : "cover") {
      if onScreen, let tab {
        guard
          let element = tree.allElements.first(where: { $0.kind == .tab && ($0.identifier == tab || $0.label == tab) }),
          case .tap(let select) = element.control
        else { throw HostError("no tab with identifier or label \"\(tab)\"", dump()) }
        if !element.isSelected { select() }
        flush()
      }
      isOnScreen = onScreen
      rootNode?.setVisible(onScreen)
    }
  }

  /// Removes the root view, as when the scene closes: disappear events run, tasks are cancelled.
  public func close() {
    perform("close") {
      rootNode?.unmount()
      rootNode = nil
    }
  }

  /// The control a gesture acts on: on screen, inside `scope` if there is one. One that is alive
  /// but off screen cannot be acted on, as a UI test cannot tap what it cannot hit.
  ///
  /// A scope outside every list's window is scrolled to first, as a UI test swipes until the row it
  /// wants shows: the list on screen that has a row with the scope's tag scrolls the least that
  /// brings it into its window (R26).
  /// How a gesture names the row it looks in, for its work's description: ` in #row tagged …`.
  private static func inside(_ scope: ElementScope?) -> String {
    scope.map { " in \($0)" } ?? ""
  }

  private func control(_ query: String, in scope: ElementScope? = nil) throws -> Element {
    var root = tree
    if let scope {
      guard let container = onScreen(scope) else { throw HostError("no element \(scope) on screen", dump()) }
      root = container
    }
    if let element = root.find(query) { return element }
    if root.allElements.contains(where: { $0.identifier == query || $0.label == query }) {
      throw HostError("\"\(query)\" is not on screen", dump())
    }
    throw HostError("no element with identifier or label \"\(query)\"", dump())
  }

  /// The element on screen that `scope` names. When no list shows it, the first list on screen
  /// that has a row tagged with the scope's tag scrolls the least that brings the row into its
  /// window, and renders the rows that came in.
  private func onScreen(_ scope: ElementScope) -> Element? {
    let root = tree
    if let found = root.first(onScreenOnly: true, where: scope.matches) { return found }
    for list in root.elementsOnScreen {
      guard case .scroll(let scroller) = list.control, let rows = list.rows,
        let position = scroller.position(scope.tag)
      else { continue }
      scroller.scroll(rows.first(showing: position))
      flush()
      return tree.first(onScreenOnly: true, where: scope.matches)
    }
    return nil
  }

  /// Scrolls the list on screen that holds the element `scope` names until that element shows, as
  /// a user scrolls to a row before touching it; nothing moves if it shows already. Throws if no
  /// list on screen has such a row.
  @discardableResult
  public func reveal(_ scope: ElementScope) throws -> Bool {
    try perform("reveal \(scope)") {
      if tree.first(onScreenOnly: true, where: scope.matches) != nil { return false }
      guard onScreen(scope) != nil else { throw HostError("no element \(scope) on screen", dump()) }
      return true
    }
  }

  /// Scrolls a list over a `ForEach` so that its window starts at row `position` (or as near as
  /// the list's length allows), and renders the rows that came in: a row scrolled out goes with its
  /// state, a row scrolled in is made and appears (R26). It is how a reader brings every row of a
  /// long list into view; `list` may be alive off screen, as a reader reads what is (R58). Returns
  /// false if `list` is not a list over a `ForEach`.
  @discardableResult
  public func scroll(_ list: Element, toRow position: Int) -> Bool {
    guard case .scroll(let scroller) = list.control else { return false }
    perform("scroll to row \(position)") { scroller.scroll(position) }
    return true
  }

  // MARK: - For nodes

  func nextNodeID() -> Int {
    lastNodeID += 1
    return lastNodeID
  }

  func register(_ node: Node) { nodes[node.id] = node }
  func unregister(_ node: Node) { nodes[node.id] = nil }

  func countBody(of view: any View, node: Int) {
    let type = ObjectIdentifier(Swift.type(of: view))
    counts[type, default: 0] += 1
    // Formatting a type's name is slow; do it once per type.
    let name = names[type] ?? typeName(view)
    names[type] = name
    countsByName[name, default: 0] += 1
    if evaluatedSinceMark.insert(node).inserted { evaluatedViewsByName[name, default: 0] += 1 }
  }

  enum Event {
    case appear(Node)
    case disappear(Node)
    case action(@MainActor () -> Void)
  }

  func enqueue(_ event: Event) { events.append(event) }

  private func run(_ event: Event) {
    switch event {
    case .appear(let node): node.primitive?.appear(in: node)
    case .disappear(let node): node.primitive?.disappear(in: node)
    case .action(let action): action()
    }
  }

  func warn(_ message: String) { tracker.warn(message) }

  func fail(_ message: String) {
    failures.append(message)
    onFailure(message)
  }

  /// Logs what SwiftUI logs for a property used outside an installed view.
  nonisolated static func report(_ message: String) {
    FileHandle.standardError.write(Data("[SwiftUISubset] \(message)\n".utf8))
  }
}

/// Where a gesture looks for its control: inside the element on screen with this identifier and
/// tag, such as one row of a list (a `ForEach` tags each row with its id).
public struct ElementScope: CustomStringConvertible {
  public var identifier: String
  public var tag: AnyHashable

  public init<Tag: Hashable>(_ identifier: String, tag: Tag) {
    self.identifier = identifier
    self.tag = AnyHashable(tag)
  }

  public var description: String { "#\(identifier) tagged \(tag)" }

  func matches(_ element: Element) -> Bool { element.identifier == identifier && element.tag == tag }
}

/// How `settle()` ended.
public enum Settlement: Equatable, Sendable {
  /// Everything finished or waits on a held answer.
  case settled
  /// The watchdog judged this work stuck: it neither finished nor waited on a held answer.
  case stuck([String])
}

/// Judges, from progress alone, when settling has waited too long.
public protocol SettleWatchdog: Sendable {
  /// Returns when the work is stuck; `settle()` cancels the watch when it settles first.
  @MainActor func watch(progress: @escaping @MainActor () -> Int) async
}

/// A clock-free watchdog: work is stuck when the main actor has run `idleTurns` turns in a
/// row with no event. Deterministic when the work runs on the main actor, as the lab's does.
public struct IdleTurnsWatchdog: SettleWatchdog {
  public var idleTurns: Int

  public init(idleTurns: Int = 1000) {
    self.idleTurns = idleTurns
  }

  @MainActor public func watch(progress: @escaping @MainActor () -> Int) async {
    var seen = progress()
    var idle = 0
    while idle < idleTurns {
      await Task.yield()
      if Task.isCancelled { return }
      let now = progress()
      if now == seen {
        idle += 1
      } else {
        seen = now
        idle = 0
      }
    }
  }
}

@MainActor private final class WatchdogVerdict {
  var isStuck = false
}

/// A gesture that could not run: no such element, or not that kind of control.
public struct HostError: Error, CustomStringConvertible {
  public let message: String
  public let screen: String

  init(_ message: String, _ screen: String) {
    self.message = message
    self.screen = screen
  }

  public var description: String { "\(message)\n\(screen)" }
}
