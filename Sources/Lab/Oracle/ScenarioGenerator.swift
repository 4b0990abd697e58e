// Makes random scenarios over the whole language, one statement at a time, looking at the app as it goes:
// it only names rows that are shown, releases answers that are held and gestures on open screens.

import LabLanguage
import LabServer
import ScreenContract
import SharedModel

/// Picks the next statement of a random scenario.
///
/// It looks at the app before each pick, so every statement it makes can be
/// played: a row it names is shown, an answer it releases is held, a screen
/// it gestures on is open. Weights favour the Todos screen, where most rules live.
@MainActor
struct ScenarioGenerator {
  private var random: SplitMix64
  /// The file's static rules so far: a statement the parser would refuse is never made.
  private var reader = LineReader()
  private var lines = 0
  /// The rest of an episode under way: statements planned together to reach a rare situation.
  private var planned: [Statement] = []

  init(seed: UInt64) {
    random = SplitMix64(seed: seed)
  }

  /// The statement to play next, given what the app and the server show now.
  /// `badge` is nil until the list has loaded in this run of the app (S1), which tells an unloaded list.
  mutating func next(todos: TodosScreen, todo: TodoScreen?, badge: Int?, server: ScriptedServer) -> Statement {
    let statement = pick(todos: todos, todo: todo, badge: badge, server: server)
    lines += 1
    _ = reader.read(statement.source, line: lines)
    return statement
  }

  /// Whether `statement` can be played now: the parser takes it, the screen it needs is there (a
  /// Todo screen can close on its own, N7, where the parser still counts it open), and so is the row it names.
  private func fits(_ statement: Statement, todos: TodosScreen, todo: TodoScreen?) -> Bool {
    switch statement {
    case .todo(let gesture) where gesture != .back: todo != nil && accepts(statement)
    case .todos(let gesture): todo == nil && gesture.row.map { names($0, in: todos) } != false && accepts(statement)
    default: accepts(statement)
    }
  }

  /// Whether `row` names a visible row of `screen`.
  private func names(_ row: RowReference, in screen: TodosScreen) -> Bool {
    switch row {
    case .position(let position): screen.rows.indices.contains(position - 1)
    case .title(let title): screen.rows.contains { $0.title == title }
    }
  }

  /// Whether the parser takes `statement` here; it changes nothing.
  private func accepts(_ statement: Statement) -> Bool {
    var copy = reader
    if case .success(.statement) = copy.read(statement.source, line: lines + 1) { return true }
    return false
  }

  private mutating func pick(todos: TodosScreen, todo: TodoScreen?, badge: Int?, server: ScriptedServer) -> Statement {
    while !planned.isEmpty {
      let statement = planned.removeFirst()
      if fits(statement, todos: todos, todo: todo) { return statement }
      planned = []  // the app went elsewhere than the episode planned: drop the rest of it
    }
    if !reader.isTodosOnScreen, chance(60), accepts(.todos(.open)) { return .todos(.open) }
    var choices: [(weight: Int, make: (inout ScenarioGenerator) -> Statement?)] = [
      (14, { $0.serverStatement(server) }),
      (3, { $0.reader.isProfileOnScreen ? $0.profileGesture() : .profile(.open) }),
      (1, { $0.restart() }),
      (4, { $0.link(server, shown: todo) }),
    ]
    if let todo, reader.isTodosOnScreen {
      choices.append((24, { $0.todoGesture(todo) }))
    } else if reader.isTodosOnScreen {
      choices.append((30, { $0.todosGesture(todos) }))
      choices.append((3, { $0.episode(todos) }))
      choices.append((3, { $0.renameEpisode(todos) }))
      choices.append((2, { $0.refusedAddEpisode(todos) }))
      choices.append((1, { $0.unloadedEpisode(server) }))
      choices.append((1, { $0.waitingLinkEpisode(server) }))
    } else {
      choices.append((2, { _ in .todo(.back) }))
    }
    let total = choices.reduce(0) { $0 + $1.weight }
    while true {
      var pick = Int.random(in: 0..<total, using: &random)
      for choice in choices {
        if pick < choice.weight {
          if let statement = choice.make(&self), fits(statement, todos: todos, todo: todo) { return statement }
          break
        }
        pick -= choice.weight
      }
    }
  }

  // MARK: - Kinds of statement

  private mutating func serverStatement(_ server: ScriptedServer) -> Statement? {
    let endpoint = Self.endpoints.randomElement(using: &random)!
    let held = server.heldRequestNumbers(for: endpoint)
    switch Int.random(in: 0..<100, using: &random) {
    case 0..<25:
      return .server(.hold(endpoint))
    case 25..<55:
      guard let oldest = held.first else { return nil }
      // Any held answer, not only the oldest: answers arrive in any order.
      let number = chance(50) ? held.randomElement(using: &random)! : oldest
      return .server(.release(endpoint, request: chance(50) ? number : (number == oldest ? nil : number)))
    case 55..<65:
      return .server(.resume(endpoint))
    case 65..<88:
      let times = chance(85) ? 1 : [2, 3, 1_000_000].randomElement(using: &random)!
      return .server(.fail(endpoint, times: times))
    case 88..<97:
      let count = Int.random(in: 0...4, using: &random)
      var rows: [RowValue] = []
      for _ in 0..<count {
        rows.append(RowValue(title: title(existing: rows.map(\.title)), isDone: chance(40)))
      }
      return .server(.todos(rows))
    default:
      return .server(.profile(name: title(existing: []), email: "ada@example.com"))
    }
  }

  private mutating func todosGesture(_ screen: TodosScreen) -> Statement? {
    let titles = screen.rows.map(\.title)
    let gesture: TodosGesture?
    switch Int.random(in: 0..<100, using: &random) {
    case 0..<12: gesture = .type(title(existing: titles))
    case 12..<34: gesture = .add(title(existing: titles))
    case 34..<40: gesture = .add(nil)
    case 40..<54: gesture = row(in: screen).map(TodosGesture.toggle)
    case 54..<68: gesture = row(in: screen).map(TodosGesture.delete)
    case 68..<76: gesture = .clearCompleted
    case 76..<83: gesture = .filter(TodosScreen.Filter.allCases.randomElement(using: &random)!)
    case 83..<88: gesture = .retry
    case 88..<92: gesture = row(in: screen).map(TodosGesture.show)
    case 92..<95: gesture = .open
    default:
      gesture = .close
    }
    return gesture.map(Statement.todos)
  }

  /// A gesture on the Todo screen open now.
  private mutating func todoGesture(_ screen: TodoScreen) -> Statement? {
    let gesture: TodoGesture
    switch Int.random(in: 0..<100, using: &random) {
    case 0..<15: gesture = .type(chance(30) ? screen.title : title(existing: [screen.title]))
    case 15..<30: gesture = .save
    case 30..<55: gesture = .rename(chance(15) ? " \(screen.title) " : title(existing: [screen.title]))
    case 55..<70: gesture = .toggle
    case 70..<80: gesture = .delete
    default: gesture = .back
    }
    return .todo(gesture)
  }

  /// A link: the three kinds the app knows, to todos the server holds or not, and others it must ignore;
  /// often to the todo shown, whose screen and field a link must keep (N8).
  private mutating func link(_ server: ScriptedServer, shown: TodoScreen?) -> Statement? {
    let statement: LinkStatement
    switch Int.random(in: 0..<100, using: &random) {
    case 0..<15: statement = .profile
    case 15..<30: statement = .todos
    case 30..<70:
      if let shown, chance(40), server.todos.contains(where: { $0.title == shown.title }) {
        statement = .todo(title: shown.title)
      } else {
        guard let todo = server.todos.randomElement(using: &random) else { return nil }
        statement = .todo(title: todo.title)
      }
    case 70..<80:
      statement = .raw(
        "archlab://todos/" + ["todo-1", "todo-2", "server-1", "server-3", "nope"].randomElement(using: &random)!)
    default:
      statement = .raw(Self.malformedLinks.randomElement(using: &random)!)
    }
    return .appLink(statement)
  }

  /// A rename whose answer is held, and often refused, on a row shown, then what must not disturb it:
  /// typing since the Save, going back, showing it again, a reload.
  private mutating func renameEpisode(_ screen: TodosScreen) -> Statement? {
    guard let row = row(in: screen) else { return nil }
    var steps: [Statement] = [.todos(.show(row)), .server(.hold(.save))]
    if chance(70) { steps.append(.server(.fail(.save, times: 1))) }
    steps.append(.todo(.rename(title(existing: screen.rows.map(\.title)))))
    switch Int.random(in: 0..<4, using: &random) {
    case 0: steps.append(.todo(.type(title(existing: []))))  // N4: typed since the Save
    case 1: steps += [.todo(.back), .todos(.retry)]  // T12: a reload between the rename and its answer
    case 2: steps += [.todo(.back), .todos(.show(.position(1)))]
    default: break
    }
    steps.append(.server(.resume(.save)))
    return begin(steps)
  }

  private mutating func profileGesture() -> Statement {
    let gesture = ProfileGesture.allCases.randomElement(using: &random)!
    return .profile(gesture)
  }

  private mutating func restart() -> Statement {
    planned = []
    return .appRestart
  }

  // MARK: - Episodes

  /// A change whose answer is held, and often refused, then what the spec says must not disturb it:
  /// a reload, a close, a restart, before the answer comes. Thirty random statements seldom line
  /// these up; the rules about them (T11, T12, L2) are where architectures have gone wrong.
  private mutating func episode(_ screen: TodosScreen) -> Statement? {
    let change: TodosGesture
    let endpoint: Endpoint
    switch Int.random(in: 0..<4, using: &random) {
    case 0:
      guard let row = row(in: screen) else { return nil }
      (change, endpoint) = (.toggle(row), .save)
    case 1:
      guard let row = row(in: screen) else { return nil }
      (change, endpoint) = (.delete(row), .delete)
    case 2:
      (change, endpoint) = (.add(title(existing: screen.rows.map(\.title))), .save)
    default:
      (change, endpoint) = (.clearCompleted, .delete)
    }
    var steps: [Statement] = [.server(.hold(endpoint))]
    if chance(75) { steps.append(.server(.fail(endpoint, times: 1))) }
    steps.append(.todos(change))
    if chance(30) { steps.append(.todos(.type(title(existing: [])))) }  // T3: typed since the change, never lost
    switch Int.random(in: 0..<4, using: &random) {
    case 0, 1:
      steps.append(.todos(.retry))  // a reload between the change and its answer (T12)
    case 2:
      // L2, L3: the user leaves the tab, by closing it or by opening the other one, then comes back.
      steps += [chance(50) ? .todos(.close) : .profile(.open), .server(.resume(endpoint)), .todos(.open)]
      return begin(steps)
    default:
      steps += [.appRestart, .todos(.open)]  // T11
      return begin(steps)
    }
    steps.append(.server(.resume(endpoint)))
    return begin(steps)
  }

  /// A refused add whose row is shown while its answer is held: the Todo screen must close with its todo (N7),
  /// even after typing in it; under a filter that hides the row the episode shows nothing.
  private mutating func refusedAddEpisode(_ screen: TodosScreen) -> Statement? {
    guard screen.filter == .all else { return nil }
    var steps: [Statement] = [.server(.hold(.save)), .server(.fail(.save, times: 1))]
    steps.append(.todos(.add(validTitle(existing: screen.rows.map(\.title)))))
    steps.append(.todos(.show(.position(screen.rows.count + 1))))
    if chance(40) { steps.append(.todo(.type(title(existing: [])))) }
    steps.append(.server(.resume(.save)))
    return begin(steps)
  }

  /// A Todo screen over a list that never loaded, in a new app: the first load fails, a todo is added and
  /// shown; then often a link, which must close that screen and wait for the next load (N8), or a Back.
  private mutating func unloadedEpisode(_ server: ScriptedServer) -> Statement? {
    var steps: [Statement] = [.appRestart, .server(.fail(.list, times: 1)), .todos(.open)]
    steps.append(.todos(.add(validTitle(existing: []))))
    steps.append(.todos(.show(.position(1))))
    switch Int.random(in: 0..<5, using: &random) {
    case 0, 1:
      let link = server.todos.randomElement(using: &random).map { LinkStatement.todo(title: $0.title) }
      steps.append(.appLink(link ?? .raw("archlab://todos/todo-\(Int.random(in: 1...3, using: &random))")))
    case 2: steps.append(.appLink(.todos))
    case 3: steps.append(.todo(.rename(validTitle(existing: []))))
    default: steps.append(.todo(.back))
    }
    planned = []
    return begin(steps)
  }

  /// A link that waits for a load, then a malformed one, which changes nothing: the first must still land (N8).
  private mutating func waitingLinkEpisode(_ server: ScriptedServer) -> Statement? {
    let link = server.todos.randomElement(using: &random).map { LinkStatement.todo(title: $0.title) }
    return begin([
      .server(.hold(.list)), .todos(.retry), .appLink(link ?? .raw("archlab://todos/nope")),
      .appLink(.raw(Self.malformedLinks.randomElement(using: &random)!)), .server(.resume(.list)),
    ])
  }

  private mutating func begin(_ steps: [Statement]) -> Statement {
    planned = Array(steps.dropFirst())
    return steps[0]
  }

  // MARK: - Arguments

  private static let endpoints: [Endpoint] = [.list, .save, .save, .delete, .delete, .profile]

  /// Links the app must ignore (N8): close to the three it knows, but not written exactly so.
  private static let malformedLinks = [
    "", "archlab:todos", "archlab://nowhere", "https://example.com/todos", "archlab://todos/", "archlab://todos/a/b",
    "ARCHLAB://todos", "archlab://profile/",
  ]

  /// A visible row, by position mostly, by title sometimes.
  private mutating func row(in screen: TodosScreen) -> RowReference? {
    guard !screen.rows.isEmpty else { return nil }
    let index = Int.random(in: 0..<screen.rows.count, using: &random)
    return chance(70) ? .position(index + 1) : .title(screen.rows[index].title)
  }

  private mutating func title(existing: [String]) -> String {
    Titles.pick(using: &random, existing: existing)
  }

  /// A title the title rules take, so that the episode's add makes a row.
  private mutating func validTitle(existing: [String]) -> String {
    for _ in 0..<8 {
      let title = title(existing: existing)
      if case .success = SpecTitle.validate(title) { return title }
    }
    return Titles.plain[0]
  }

  private mutating func chance(_ percent: Int) -> Bool {
    Int.random(in: 0..<100, using: &random) < percent
  }
}
