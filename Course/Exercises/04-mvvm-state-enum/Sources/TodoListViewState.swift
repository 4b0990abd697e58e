// Exercise 04: every kind of screen the read-only todo list can be, as one enum.
// Lesson 03 (MVVM) grows the Profile screen's enum; this list needs an enum of its own.

import SharedModel

/// Everything the read-only todo list can be, one case per kind of screen.
public enum TodoListViewState: Equatable, Sendable {
  /// Nothing asked for yet.
  case idle
  // TODO: the README's rules: one case for each other kind of screen the list can be, and none for a screen
  // nobody wants.
  // FR : les règles du README : un cas pour chaque autre sorte d'écran que la liste peut être, et aucun pour un
  // écran dont personne ne veut.
}
