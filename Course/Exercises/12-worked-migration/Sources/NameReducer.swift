// Exercise 12: the Name screen's rules as one pure function: every decision of NameViewModel, moved here.
// Lesson 02 (MVI); the state keeps the view model's enum, so each case writes a whole screen.

/// Decides what each ``NameIntent`` does to the Name screen, and which work it asks for.
public enum NameReducer {
  /// Applies `intent` to `state` and returns the work it asks for. No `await`, no server: the same state and
  /// intent always give the same next state and effects.
  public static func reduce(_ state: inout NameState, _ intent: NameIntent) -> [NameEffect] {
    // TODO: every decision `NameViewModel` makes, for every intent, here: the same screens, in the same
    // order, with the same messages.
    // FR : chaque décision que prend `NameViewModel`, pour chaque intent, ici : les mêmes écrans, dans le même ordre,
    // avec les mêmes messages.
    []
  }
}
