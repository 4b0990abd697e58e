// The reference model: FEATURE.md and Scenarios/README.md as one small state machine, written from
// the rules alone, as QuickCheck's and Hypothesis's state-machine tests keep a model beside the system.
// `archlab fuzz` plays every statement on it too, and every architecture must show what it predicts:
// a bug the architectures share, which comparing them with each other can't see, breaks the model.

import LabLanguage
import LabServer
import ScreenContract
import SharedModel

/// What FEATURE.md says the app shows, and what the scripted server holds, after each statement.
///
/// It imports no architecture and no title rule: every rule is written again here, in the words of
/// the spec, with the rule's code beside it. Requests are answered one at a time, as the runner
/// settles them, so the model needs no concurrency: a request is a value, its answer a function call.
struct SpecModel {
  /// A todo as the model knows it: `key` is the model's own name for it, never compared with the apps' ids.
  struct Item: Equatable {
    var key: Int
    var title: String
    var isDone: Bool
    /// The id a link names it by: the server's `server-N`, or the app's `todo-N` for a todo added.
    var id = ""
  }

  // MARK: - The scripted server (Scenarios/README.md, "Scripting the server")

  private struct Request {
    var endpoint: Endpoint
    var number: Int
    /// Failed when it arrived: it stored nothing, and its answer is a failure.
    var failed: Bool
    /// What the server read when the request arrived (the list, the profile).
    var items: [Item] = []
    var profile: (name: String, email: String)?
    /// What the app does with the answer.
    var reply: Reply
  }

  private enum Reply {
    case profile, list
    case add(key: Int, title: String)
    case toggle(key: Int, sentDone: Bool, title: String)
    case rename(key: Int, oldTitle: String)
    case delete(key: Int, title: String)
    case clear(keys: Set<Int>)

    var isChange: Bool {
      switch self {
      case .profile, .list: false
      case .add, .toggle, .rename, .delete, .clear: true
      }
    }

    /// The todos the change is about.
    var keys: Set<Int> {
      switch self {
      case .profile, .list: []
      case .add(let key, _), .toggle(let key, _, _), .rename(let key, _), .delete(let key, _): [key]
      case .clear(let keys): keys
      }
    }
  }

  private var serverProfile = (name: "Ada Lovelace", email: "ada@example.com")
  private(set) var serverTodos: [Item] = []
  private var failuresLeft: [Endpoint: Int] = [:]
  private var holding: Set<Endpoint> = []
  private(set) var requestCounts: [Endpoint: Int] = [:]
  /// Answers held, oldest first; a cancelled or dropped one is gone from here, and releasing it does nothing.
  private var held: [Request] = []
  private var nextKey = 0
  /// How many todos `server todos` has made, and how many the app has added: their ids count on
  /// across restarts, as the scripted server's and the engine's do.
  private var seeded = 0
  private var added = 0

  // MARK: - The app (FEATURE.md, P, T and L rules)

  private struct Profile {
    var name: String?
    var email: String?
    var isLoading = false
    var error: String?
    /// The request whose answer the screen waits for: the latest (P6).
    var waitingFor: Int?
  }

  private struct Todos {
    var items: [Item] = []
    var saving: Set<Int> = []
    /// Deleted on screen, the deletion on its way: hidden in place, so a refusal shows them where they were (T5).
    var deleting: Set<Int> = []
    var isLoading = false
    var hasLoaded = false
    var field = ""
    var filter = TodosScreen.Filter.all
    var error: String?
    var waitingFor: Int?
    /// Each reload applied: a change answered after one applies to a list it was not made on (T12).
    var reloads = 0
    /// The Todo screen over the list, if one is open (N1).
    var detail: Detail?
    /// The id a link waits to open, when the list loads (N8).
    var waitingLink: String?
  }

  /// The Todo screen: which todo, its field, whether `todo type` ran since the last Save that sent (N4).
  struct Detail: Equatable {
    var key: Int
    var field: String
    var typed = false
  }

  private var profile = Profile()
  private var todos = Todos()
  /// Whether the Todos tab is on screen; it and `profileOpen` are never both true (one tab at a time).
  private var todosOpen = false
  /// Whether the Profile tab is on screen.
  private var profileOpen = false
  /// The reload count when each change still on its way was sent, by request number.
  private var sentAtReload: [Int: Int] = [:]

  /// The rare, rule-relevant moments reached so far, for the fuzz report.
  private(set) var reached: [Situation: Int] = [:]
  /// How often each rule of FEATURE.md decided what a statement did, for the fuzz report.
  private(set) var rulesReached: [SpecRule: Int] = [:]
  /// Whether the Todos screen was open once in this run of the app, so that opening it is coming back (L3).
  private var todosWasOpen = false
  /// Whether the app restarted and its list has not loaded since (T11).
  private var restartedBeforeLoad = false

  // MARK: - Statements

  /// Plays `statement` on the model. The statement was playable on the apps: rows it names are shown.
  mutating func perform(_ statement: Statement) {
    let before = (error: todos.error, detail: todos.detail)
    defer { noteStateRules(errorBefore: before.error, detailBefore: before.detail) }
    switch statement {
    case .server(let server): perform(server)
    case .profile(let gesture): perform(gesture)
    case .todos(let gesture): perform(gesture)
    case .todo(let gesture): perform(gesture)
    case .appLink(let link): follow(link)
    case .appRestart: restart()
    case .expect: break
    }
  }

  private mutating func perform(_ statement: ServerStatement) {
    switch statement {
    case .profile(let name, let email):
      serverProfile = (name, email)
    case .todos(let rows):
      serverTodos = rows.map { row in
        seeded += 1
        return makeItem(title: row.title, isDone: row.isDone, id: "server-\(seeded)")
      }
    case .fail(let endpoint, let times):
      let (sum, overflow) = failuresLeft[endpoint, default: 0].addingReportingOverflow(max(0, times))
      failuresLeft[endpoint] = overflow ? Int.max : sum
    case .hold(let endpoint):
      holding.insert(endpoint)
    case .release(let endpoint, let number):
      let index =
        number.map { number in held.firstIndex { $0.endpoint == endpoint && $0.number == number } }
        ?? held.firstIndex { $0.endpoint == endpoint }
      if let index { answer(held.remove(at: index)) }
    case .resume(let endpoint):
      holding.remove(endpoint)
      while let index = held.firstIndex(where: { $0.endpoint == endpoint }) { answer(held.remove(at: index)) }
    }
  }

  private mutating func perform(_ gesture: ProfileGesture) {
    switch gesture {
    case .open:
      openProfile()
    case .refresh, .retry:
      reach(.p4)
      if profile.error != nil { reach(.p5) }
      loadProfile()  // P4, P5
    case .close:
      profileGoesAway()
    }
  }

  /// L1: the Profile screen goes away, closed or left for the other tab: its load stops, quietly; what is
  /// shown stays.
  private mutating func profileGoesAway() {
    profileOpen = false
    if let waiting = profile.waitingFor {
      reach(.l1)
      cancel(.profile, waiting)
    }
    profile.isLoading = false
    profile.waitingFor = nil
  }

  /// The Todos tab goes away, closed or left for the other tab: the list goes away unless a Todo screen
  /// covers it already, and that Todo screen stays pushed, its changes going on (L2).
  private mutating func todosTabGoesAway() {
    todosOpen = false
    if todos.detail == nil { listGoesAway() }
  }

  private mutating func perform(_ gesture: TodosGesture) {
    switch gesture {
    case .open:
      openTodos()
    case .retry:
      loadTodos()  // T1
    case .close:
      todosTabGoesAway()
    case .show(let row):
      // N1: the Todo screen over the list, which goes away as `close` makes it (L1).
      guard let key = key(of: row), let item = todos.items.first(where: { $0.key == key }) else { return }
      reach(.n1)
      if !todos.hasLoaded { reached[.todoScreenOverAnUnloadedList, default: 0] += 1 }
      listGoesAway()
      todos.detail = Detail(key: key, field: item.title)
    case .type(let text):
      todos.field = text  // T2, T10: typing sends nothing and leaves the error line
    case .add(let text):
      if let text { todos.field = text }
      add()
    case .toggle(let row):
      if let key = key(of: row) { toggle(key) }
    case .delete(let row):
      if let key = key(of: row) { delete(key) }
    case .clearCompleted:
      clearCompleted()
    case .filter(let filter):
      reach(.t7)
      todos.filter = filter  // T7
    }
  }

  /// L1, N1, N8: the list goes away, closed or covered: its load stops quietly, and so does a link waiting for it.
  private mutating func listGoesAway() {
    if let waiting = todos.waitingFor {
      reach(.l1)
      cancel(.list, waiting)
    }
    todos.isLoading = false
    todos.waitingFor = nil
    todos.waitingLink = nil
  }

  private mutating func openProfile() {
    if todosOpen {  // one tab at a time
      if todos.waitingFor != nil { reached[.otherTabStopsALoad, default: 0] += 1 }
      todosTabGoesAway()
    }
    profileOpen = true
    // P1, P2: only when nothing is shown and nothing is on its way.
    if profile.name == nil, !profile.isLoading {
      reach(.p1)
      loadProfile()
    } else {
      reach(.p2)
    }
  }

  private mutating func openTodos() {
    if profileOpen {  // one tab at a time
      if profile.waitingFor != nil { reached[.otherTabStopsALoad, default: 0] += 1 }
      profileGoesAway()
    }
    if !todosOpen, todosWasOpen { reach(.l3) }
    todosOpen = true
    todosWasOpen = true
    // T1, L3; a Todo screen pushed over the list shows again, and the list, covered, loads nothing.
    if todos.detail == nil, !todos.hasLoaded, !todos.isLoading { loadTodos() }
  }

  // MARK: - The Todo screen and links (N1–N8)

  private mutating func perform(_ gesture: TodoGesture) {
    guard var detail = todos.detail else { return }  // `todo back` with none open does nothing
    switch gesture {
    case .back:
      reach(.n1)
      todos.detail = nil  // N1: the list shows as it is; nothing loads
    case .type(let text):
      reach(.n2)
      detail.field = text
      detail.typed = true
      todos.detail = detail
    case .save:
      rename(detail)
    case .rename(let text):
      detail.field = text
      detail.typed = true
      todos.detail = detail
      rename(detail)
    case .toggle:
      reach(.n5)
      toggle(detail.key)  // N5: T4
    case .delete:
      reach(.n5)
      guard !todos.isLoading, canChange(detail.key) else {
        reach(.t6)
        return  // N5, T6: the screen stays
      }
      todos.detail = nil
      delete(detail.key)
    }
  }

  /// N4: checked as T2 checks a title; the same title sends nothing; another shows at once everywhere.
  private mutating func rename(_ detail: Detail) {
    guard !todos.isLoading, canChange(detail.key), let index = todos.items.firstIndex(where: { $0.key == detail.key })
    else {
      reach(.t6)
      return
    }
    reach(.n4)
    let title: String
    switch SpecTitle.validate(detail.field) {
    case .failure(let refusal):
      todos.error = refusal.message
      return
    case .success(let valid):
      title = valid
    }
    let oldTitle = todos.items[index].title
    guard title != oldTitle else { return }
    todos.items[index].title = title
    todos.detail = Detail(key: detail.key, field: title)
    todos.saving.insert(detail.key)
    clearTodosError()
    send(.save, item: todos.items[index], reply: .rename(key: detail.key, oldTitle: oldTitle))
  }

  /// N8: a link the app follows.
  private mutating func follow(_ link: LinkStatement) {
    let target: AppLink
    switch link {
    case .profile: target = .profile
    case .todos: target = .todos
    case .raw(let text):
      reach(.n8)
      guard let parsed = AppLink(text) else {
        if todos.waitingLink != nil { reached[.malformedLinkWhileALinkWaits, default: 0] += 1 }
        return  // any other link changes nothing
      }
      target = parsed
    case .todo(let title):
      // The runner names the server's first todo with that title; the scenario had it there.
      guard let item = serverTodos.first(where: { $0.title == title }) else { return }
      target = .todo(Todo.ID(rawValue: item.id))
    }
    reach(.n8)
    todos.waitingLink = nil  // a later link drops one that waits
    switch target {
    case .profile:
      openProfile()
    case .todos:
      todos.detail = nil
      openTodos()
    case .todo(let id):
      if todos.hasLoaded, !todos.isLoading {
        if profileOpen { profileGoesAway() }  // one tab at a time
        todosOpen = true
        resolve(id.rawValue)
      } else {
        if todos.detail != nil { reached[.linkClosesATodoScreenToWait, default: 0] += 1 }
        todos.detail = nil
        todos.waitingLink = id.rawValue
        reached[.linkWaits, default: 0] += 1
        openTodos()
      }
    }
  }

  /// N8: the Todo screen of the todo with `id` if it is on the list, kept as it is if it shows already.
  private mutating func resolve(_ id: String) {
    guard let item = shown.first(where: { $0.id == id }) else {
      reached[.linkToMissingTodo, default: 0] += 1
      todos.detail = nil
      todos.error = "That todo doesn't exist."
      return
    }
    if todos.detail?.key != item.key { todos.detail = Detail(key: item.key, field: item.title) }
  }

  /// `app restart`: the app is new over the same server; every answer still held for the old one is dropped.
  private mutating func restart() {
    if held.contains(where: \.reply.isChange) { reached[.restartWithAChangeHeld, default: 0] += 1 }
    held.removeAll()
    profile = Profile()
    todos = Todos()
    todosOpen = false
    profileOpen = false
    todosWasOpen = false
    restartedBeforeLoad = true
    sentAtReload = [:]
  }

  // MARK: - Gestures that send

  private mutating func loadProfile() {
    // P6: the latest request wins; the one it replaces is cancelled and never shows an error.
    if let waiting = profile.waitingFor {
      reach(.p6)
      cancel(.profile, waiting)
    }
    if profile.error != nil { reach(.t10) }
    profile.isLoading = true
    profile.error = nil  // P5, T10
    profile.waitingFor = nextNumber(.profile)
    send(.profile, reply: .profile)
  }

  private mutating func loadTodos() {
    reach(.t1)
    if let waiting = todos.waitingFor { cancel(.list, waiting) }
    todos.isLoading = true
    clearTodosError()  // T10
    todos.waitingFor = nextNumber(.list)
    send(.list, reply: .list)
  }

  private mutating func add() {
    guard !todos.isLoading else {
      reach(.t6)
      return  // T6: nothing, and the field keeps its text
    }
    if SpecTitle.isAtTheLimit(todos.field) { reached[.titleAtTheLimit, default: 0] += 1 }
    let title: String
    switch SpecTitle.validate(todos.field) {
    case .failure(let refusal):
      reach(.t2)
      todos.error = refusal.message  // T2: nothing sent, the field as typed
      return
    case .success(let valid):
      title = valid
    }
    added += 1
    let item = makeItem(title: title, isDone: false, id: "todo-\(added)")
    reach(.t3)
    todos.items.append(item)  // T3
    todos.saving.insert(item.key)
    todos.field = ""
    clearTodosError()
    send(.save, item: item, reply: .add(key: item.key, title: title))
  }

  private mutating func toggle(_ key: Int) {
    guard !todos.isLoading, canChange(key), let index = todos.items.firstIndex(where: { $0.key == key }) else {
      reach(.t6)
      return  // T6
    }
    reach(.t4)
    todos.items[index].isDone.toggle()  // T4
    todos.saving.insert(key)
    clearTodosError()
    let sent = todos.items[index]
    send(.save, item: sent, reply: .toggle(key: key, sentDone: sent.isDone, title: sent.title))
  }

  private mutating func delete(_ key: Int) {
    guard !todos.isLoading, canChange(key), let item = todos.items.first(where: { $0.key == key }) else {
      reach(.t6)
      return  // T6
    }
    reach(.t5)
    todos.deleting.insert(key)  // T5
    clearTodosError()
    send(.delete, keys: [key], reply: .delete(key: key, title: item.title))
  }

  private mutating func clearCompleted() {
    guard !todos.isLoading else {
      reach(.t6)
      return  // T6
    }
    // T9: every done todo that is not saving, whatever the filter shows.
    let cleared = todos.items.filter { $0.isDone && canChange($0.key) }.map(\.key)
    guard !cleared.isEmpty else { return }  // nothing to send, and the error line stays (T10)
    reach(.t9)
    todos.deleting.formUnion(cleared)
    clearTodosError()
    send(.delete, keys: Set(cleared), reply: .clear(keys: Set(cleared)))
  }

  /// T10, N6: a gesture that sends clears the Todos tab's error line as it starts.
  private mutating func clearTodosError() {
    if todos.error != nil { reach(.t10) }
    todos.error = nil
  }

  private func canChange(_ key: Int) -> Bool {
    !todos.saving.contains(key) && !todos.deleting.contains(key)
  }

  // MARK: - The server at work

  private func nextNumber(_ endpoint: Endpoint) -> Int { requestCounts[endpoint, default: 0] + 1 }

  /// A request arrives: the server does its work now, unless it fails; its answer goes now, or waits.
  private mutating func send(_ endpoint: Endpoint, item: Item? = nil, keys: Set<Int> = [], reply: Reply) {
    let number = nextNumber(endpoint)
    requestCounts[endpoint] = number
    var request = Request(endpoint: endpoint, number: number, failed: false, reply: reply)
    if failuresLeft[endpoint, default: 0] > 0 {
      failuresLeft[endpoint, default: 0] -= 1
      request.failed = true
    } else {
      switch endpoint {
      case .profile:
        request.profile = serverProfile
      case .list:
        request.items = serverTodos
      case .save:
        // Create or update: an update keeps the todo's place, a creation goes at the end.
        if let item, let index = serverTodos.firstIndex(where: { $0.key == item.key }) {
          serverTodos[index] = item
        } else if let item {
          serverTodos.append(item)
        }
      case .delete:
        serverTodos.removeAll { keys.contains($0.key) }
      }
    }
    if reply.isChange { sentAtReload[number] = todos.reloads }
    if holding.contains(endpoint) {
      held.append(request)
    } else {
      answer(request)
    }
  }

  /// The client cancels a request: its held answer is never sent.
  private mutating func cancel(_ endpoint: Endpoint, _ number: Int) {
    held.removeAll { $0.endpoint == endpoint && $0.number == number }
  }

  /// The app gets the answer to `request`.
  private mutating func answer(_ request: Request) {
    let accepted = !request.failed
    switch request.reply {
    case .profile:
      guard profile.waitingFor == request.number else { return }  // P6: an older answer changes nothing
      if let answered = request.profile {
        reach(.p3)
        profile = Profile(name: answered.name, email: answered.email)  // P3: no loading, no error
      } else {
        reach(.p5)
        // P5: the message, and whatever was shown stays.
        profile.isLoading = false
        profile.waitingFor = nil
        profile.error = "Couldn't load the profile."
      }
    case .list:
      guard todos.waitingFor == request.number else { return }
      todos.waitingFor = nil
      todos.isLoading = false
      guard accepted else {
        reach(.t1)
        todos.error = "Couldn't load your todos."  // T1
        todos.waitingLink = nil  // N8: dropped
        return
      }
      if held.contains(where: { $0.failed && $0.reply.isChange }) {
        reached[.reloadOverAFailingChange, default: 0] += 1
      }
      if !todos.saving.isEmpty || !todos.deleting.isEmpty { reach(.t12) }
      if restartedBeforeLoad { reach(.t11) }
      restartedBeforeLoad = false
      // T12: the list is the server's; the marks of changes on their way stay, and apply to it.
      todos.items = request.items
      todos.hasLoaded = true
      todos.reloads += 1
      if let link = todos.waitingLink {
        todos.waitingLink = nil
        resolve(link)  // N8: the link lands on the rows this load brought
      }
    case .add, .toggle, .rename, .delete, .clear:
      answerChange(request, accepted: accepted)
    }
  }

  private mutating func answerChange(_ request: Request, accepted: Bool) {
    if !todosOpen { reached[.answerWhileAway, default: 0] += 1 }
    if !todosOpen || todos.detail != nil { reach(.l2) }
    if !accepted, let sent = sentAtReload[request.number], sent != todos.reloads {
      reached[.refusalAfterAReload, default: 0] += 1
      reach(.t12)
    }
    if let shownKey = todos.detail?.key, request.reply.keys.contains(shownKey) { reach(.n3) }
    sentAtReload[request.number] = nil
    switch request.reply {
    case .add(let key, let title):
      todos.saving.remove(key)
      guard !accepted else { return }
      // T3: the todo goes; its title comes back to an empty field, never over what was typed since.
      reach(.t3)
      todos.items.removeAll { $0.key == key }
      if todos.detail?.key == key {
        todos.detail = nil  // N7
        reach(.n7)
        reached[.todoScreenLeavesWithItsTodo, default: 0] += 1
      }
      if todos.field.isEmpty { todos.field = title }
      todos.error = "Couldn't add “\(title)”."
    case .toggle(let key, let sentDone, let title):
      todos.saving.remove(key)
      guard !accepted else { return }
      // T4, T12: the value from before the change, set (never flipped), on the list as it is now.
      if let index = todos.items.firstIndex(where: { $0.key == key }) { todos.items[index].isDone = !sentDone }
      todos.error = "Couldn't update “\(title)”."
    case .rename(let key, let oldTitle):
      todos.saving.remove(key)
      guard !accepted else { return }
      // N4: the old title, set; the field shows it again unless `todo type` ran since the Save.
      if let index = todos.items.firstIndex(where: { $0.key == key }) { todos.items[index].title = oldTitle }
      reached[.refusedRename, default: 0] += 1
      if let detail = todos.detail, detail.key == key, !detail.typed { todos.detail?.field = oldTitle }
      todos.error = "Couldn't rename “\(oldTitle)”."
    case .delete(let key, let title):
      todos.deleting.remove(key)
      if accepted {
        todos.items.removeAll { $0.key == key }
      } else {
        todos.error = "Couldn't delete “\(title)”."  // T5: shown again where it is kept
      }
    case .clear(let keys):
      todos.deleting.subtract(keys)
      if accepted {
        todos.items.removeAll { keys.contains($0.key) }
      } else {
        todos.error = "Couldn't clear completed todos."  // T9
      }
    case .profile, .list:
      break
    }
  }

  private mutating func reach(_ rule: SpecRule) {
    rulesReached[rule, default: 0] += 1
  }

  /// The rules reached by the state a statement leaves rather than by one step of it (T8, N6, S1).
  private mutating func noteStateRules(errorBefore: String?, detailBefore: Detail?) {
    if todos.deleting.contains(where: { key in todos.items.contains { $0.key == key } })
      || visible.count != shown.count
    {
      reach(.t8)
    }
    if errorBefore != todos.error, detailBefore != nil || todos.detail != nil { reach(.n6) }
    if badge != nil, !todosOpen || todos.detail != nil || todos.error == "Couldn't load your todos." { reach(.s1) }
  }

  private mutating func makeItem(title: String, isDone: Bool, id: String) -> Item {
    nextKey += 1
    return Item(key: nextKey, title: title, isDone: isDone, id: id)
  }

  // MARK: - What the screens show

  private var shown: [Item] { todos.items.filter { !todos.deleting.contains($0.key) } }

  /// The visible rows (T7): those the filter lets through, the hidden deletions aside.
  private var visible: [Item] { shown.filter { todos.filter.shows(isDone: $0.isDone) } }

  private func key(of row: RowReference) -> Int? {
    switch row {
    case .title(let title): visible.first { $0.title == title }?.key
    case .position(let position): visible.indices.contains(position - 1) ? visible[position - 1].key : nil
    }
  }

  /// The Todos screen the spec predicts; ids aside, which are each app's own.
  var todosScreen: TodosScreen {
    TodosScreen(
      isLoading: todos.isLoading,
      rows: visible.map {
        TodosScreen.Row(id: "", title: $0.title, isDone: $0.isDone, isSaving: todos.saving.contains($0.key))
      },
      itemsLeft: shown.count { !$0.isDone },  // T8: whatever the filter
      filter: todos.filter, field: todos.field, error: todos.error)
  }

  /// The Todo screen the spec predicts, nil when none is open; its id aside.
  var todoScreen: TodoScreen? {
    guard let detail = todos.detail, let item = todos.items.first(where: { $0.key == detail.key }) else { return nil }
    return TodoScreen(
      id: "", title: item.title, field: detail.field, isDone: item.isDone, isSaving: todos.saving.contains(item.key),
      error: todos.error)
  }

  /// S1: the counter, once a list load has succeeded in this run of the app.
  var badge: Int? { todos.hasLoaded ? shown.count { !$0.isDone } : nil }

  var profileScreen: ProfileScreen {
    ProfileScreen(isLoading: profile.isLoading, name: profile.name, email: profile.email, error: profile.error)
  }
}

/// A moment the spec has a rule for, and random scenarios seldom reach: the generator aims at them,
/// and `archlab fuzz` says how often each was reached.
public enum Situation: String, CaseIterable, Sendable, Codable {
  /// The list reloaded while a change that the server refused was still held (T12).
  case reloadOverAFailingChange = "reload over a failing change"
  /// A refusal answered after a reload replaced the list it was made on (T12).
  case refusalAfterAReload = "refusal after a reload"
  /// A change answered while the Todos screen was away (L2).
  case answerWhileAway = "answer while away"
  /// The app restarted with a change still held (T11).
  case restartWithAChangeHeld = "restart with a change held"
  /// An add of a title of exactly 100 characters once trimmed, or just over (T2).
  case titleAtTheLimit = "title at the limit"
  /// A rename the server refused (N4).
  case refusedRename = "refused rename"
  /// A link to a todo that waited for a load (N8).
  case linkWaits = "link waiting for a load"
  /// A link to a todo the list doesn't hold (N8).
  case linkToMissingTodo = "link to a missing todo"
  /// A Todo screen closed because its todo left the list (N7).
  case todoScreenLeavesWithItsTodo = "todo screen closed with its todo"
  /// A row shown over a list that never loaded: a failed first load, then an add (N1, N8, S1).
  case todoScreenOverAnUnloadedList = "todo screen over a list that never loaded"
  /// A link to a todo that closed the Todo screen open to wait for a load (N8).
  case linkClosesATodoScreenToWait = "link closing a todo screen to wait"
  /// A malformed link while another link waits for a load, which it must not drop (N8).
  case malformedLinkWhileALinkWaits = "malformed link while a link waits"
  /// Opening one tab stopped the other tab's load on its way (one tab at a time, L1).
  case otherTabStopsALoad = "other tab stops a load"
}

/// The title rules of FEATURE.md ("The model"), written again from the spec: the model does not call
/// the rules it checks.
enum SpecTitle {
  enum Refusal: Error {
    case empty, tooLong

    var message: String {
      switch self {
      case .empty: "A todo needs a title."
      case .tooLong: "A title can't be longer than 100 characters."
      }
    }
  }

  /// Whole characters trimmed at both ends, a character going when every scalar in it is whitespace;
  /// then not empty, at most 100 characters and 1,000 scalars.
  static func validate(_ text: String) -> Result<String, Refusal> {
    let title = trimmed(text)
    if title.isEmpty { return .failure(.empty) }
    if title.count > 100 || title.unicodeScalars.count > 1_000 { return .failure(.tooLong) }
    return .success(title)
  }

  /// Whether `text`, trimmed, is 100 or 101 characters long: the edge of the rule.
  static func isAtTheLimit(_ text: String) -> Bool {
    (100...101).contains(trimmed(text).count)
  }

  static func trimmed(_ text: String) -> String {
    let characters = Array(text)
    let isSpace = { (character: Character) in character.unicodeScalars.allSatisfy(\.properties.isWhitespace) }
    guard let first = characters.firstIndex(where: { !isSpace($0) }),
      let last = characters.lastIndex(where: { !isSpace($0) })
    else { return "" }
    return String(characters[first...last])
  }
}
