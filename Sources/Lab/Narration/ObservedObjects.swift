// Tells the changes of an app's observable objects, found by reflection from the objects the app is made of.
// Nothing lists an object's properties, nor the objects: a property or an object added later is told as it is.

import Observation

/// Tells, as notes, each change to the observable objects an app is made of.
///
/// The objects are the `Observable` ones reachable from the roots the app
/// builds (its models, view models, routers or presenters) through their
/// stored properties: held directly, as an optional, or in an array. A todo's
/// view model pushed by a router is told once it is reached, and no longer once
/// it is gone. Each object is told under its type's name, in the order it is
/// reached.
///
/// What is told of an object is what Observation tracks of it. The `@Observable`
/// macro keeps each tracked property behind a stored member named `_name`, next
/// to the object's `_$observationRegistrar`; a `let`, or a property marked
/// `@ObservationIgnored`, keeps its own name and is not state a view can
/// observe, so it is not told. The members are read by `Mirror`, in the order
/// they are declared, and compared with ``StateChanges``.
///
/// Reading by reflection goes around the properties' getters, so
/// `withObservationTracking` would learn of nothing: the objects are read again
/// before each event of the story and at the end of each step instead (the
/// narrator's ``Narrator/beforeEachEvent(_:)``), and what changed in between is
/// told then, once, whatever order the writes came in.
@MainActor
public final class ObservedObjects {
  /// An object, as it was last read.
  private struct Snapshot {
    let object: AnyObject
    let name: String
    let properties: [(name: String, value: Any)]
  }

  private let roots: [AnyObject]
  private let narrator: Narrator
  private var last: [ObjectIdentifier: Snapshot] = [:]

  /// Reads the objects reachable from `roots` now, and tells their changes to `narrator` from now on.
  public init(_ roots: [AnyObject], narrator: Narrator) {
    self.roots = roots
    self.narrator = narrator
    for snapshot in read() { last[ObjectIdentifier(snapshot.object)] = snapshot }
    narrator.beforeEachEvent { [weak self] in self?.reportChanges() }
  }

  /// The members of `object` that Observation tracks, by name, in the order they are declared.
  public static func trackedProperties(of object: AnyObject) -> [(name: String, value: Any)] {
    let members = Mirror(reflecting: object).children
    guard members.contains(where: { $0.label == "_$observationRegistrar" }) else { return [] }
    return members.compactMap { member in
      guard let label = member.label, label.hasPrefix("_"), !label.hasPrefix("_$") else { return nil }
      return (String(label.dropFirst()), member.value)
    }
  }

  private func reportChanges() {
    let now = read()
    var notes: [InsideEvent] = []
    for snapshot in now {
      guard let before = last[ObjectIdentifier(snapshot.object)], before.object === snapshot.object else { continue }
      for (old, new) in zip(before.properties, snapshot.properties) {
        for change in StateChanges.between(old.value, new.value, named: new.name) {
          notes.append(.note(snapshot.name, change))
        }
      }
    }
    last = Dictionary(uniqueKeysWithValues: now.map { (ObjectIdentifier($0.object), $0) })
    for note in notes { narrator.appendWithoutFlush(note) }
  }

  /// Every observable object reachable from the roots, each once, in the order it is reached.
  private func read() -> [Snapshot] {
    var seen: Set<ObjectIdentifier> = []
    var queue = roots
    var snapshots: [Snapshot] = []
    var index = 0
    while index < queue.count {
      let object = queue[index]
      index += 1
      guard seen.insert(ObjectIdentifier(object)).inserted, object is any Observable else { continue }
      let name = String(describing: type(of: object))
      snapshots.append(Snapshot(object: object, name: name, properties: Self.trackedProperties(of: object)))
      for member in Mirror(reflecting: object).children { queue += Self.objects(in: member.value) }
    }
    return snapshots
  }

  /// The objects a stored property holds: itself, the one an optional wraps, or those in an array.
  private static func objects(in value: Any) -> [AnyObject] {
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .class: return [value as AnyObject]
    case .optional, .collection: return mirror.children.flatMap { objects(in: $0.value) }
    default: return []
    }
  }
}
