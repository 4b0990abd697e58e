// The tag the engine puts on each gesture it runs, so the server can tell who is waiting.

// snippet.gesture-tag
/// The number of the gesture whose work is running, as a task-local value.
///
/// A task-local value is inherited by every child task and every `Task { }` a
/// gesture starts, so a request that reaches the server carries the number of the
/// gesture that caused it, however deep in an architecture it was sent.
public enum GestureTag {
  @TaskLocal public static var current: Int?
}
// snippet.end
