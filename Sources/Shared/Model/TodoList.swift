// The passes over a list of todos that every architecture makes: find one, count those not done,
// leave out those being deleted. Written once, here, outside any actor (lesson 08 measures why).

// snippet.todo-list-passes
/// The passes every architecture makes over its list, each in one loop.
///
/// None is isolated to an actor, on purpose. A closure written in a `@MainActor`
/// type, such as a view model's `todos.filter { … }`, is isolated to the main
/// actor, and Swift checks at run time, each time `filter` calls it, that it runs
/// there: one check per todo, which `perf` shows as `swift_task_isCurrentExecutor`
/// in a view model's profile (lesson 08). Here no todo pays for a check.
extension [Todo] {
  /// The position of the todo whose id is `id`, nil if there is none.
  public func index(of id: Todo.ID) -> Int? {
    firstIndex { $0.id == id }
  }

  /// The todo whose id is `id`, nil if there is none.
  public func todo(withID id: Todo.ID) -> Todo? {
    index(of: id).map { self[$0] }
  }

  /// The todos whose id is in `ids`, in order.
  public func filter(withIDsIn ids: Set<Todo.ID>) -> [Todo] {
    guard !ids.isEmpty else { return [] }
    let contains = ids.membership
    return filter { contains($0.id) }
  }

  /// The todos whose id is not in `ids`, in order; the list itself, shared and not copied, when
  /// `ids` is empty (arrays are copy-on-write).
  public func filter(withoutIDsIn ids: Set<Todo.ID>) -> [Todo] {
    guard !ids.isEmpty else { return self }
    let contains = ids.membership
    return filter { !contains($0.id) }
  }

  /// How many todos whose id is not in `ids` are not done, counted without making a list.
  public func countNotDone(withoutIDsIn ids: Set<Todo.ID> = []) -> Int {
    guard !ids.isEmpty else { return count { !$0.isDone } }
    let contains = ids.membership
    return count { !$0.isDone && !contains($0.id) }
  }

  /// Removes the todos whose id is in `ids`, keeping the others in order. A few ids are looked
  /// for one by one, each search stopping where it finds its todo; more take one pass.
  public mutating func removeAll(withIDsIn ids: Set<Todo.ID>) {
    guard !ids.isEmpty else { return }
    guard ids.count <= Set<Todo.ID>.comparedOneByOne else {
      removeAll { ids.contains($0.id) }
      return
    }
    for id in ids {
      var start = startIndex
      while let index = self[start...].firstIndex(where: { $0.id == id }) {
        remove(at: index)
        start = index
      }
    }
  }
}
// snippet.end

extension Set<Todo.ID> {
  /// Up to this many ids, a todo's id is compared with each of them: hashing it costs more.
  public static let comparedOneByOne = 8

  /// Whether an id is in the set, as a function: a few ids are compared one by one, since
  /// hashing each id of a long list costs more than a few comparisons.
  public var membership: @Sendable (Todo.ID) -> Bool {
    if isEmpty { return { _ in false } }
    if count <= Self.comparedOneByOne {
      let few = Array(self)
      return { id in few.contains(id) }
    }
    return { [self] id in contains(id) }
  }
}
