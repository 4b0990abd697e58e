// Exercise 08: where the scenario you write lives. The scenario itself is stale-answer.scenario, beside this file.
// Lesson 06 (concurrency pitfalls); Scenarios/README.md documents the language. Nothing to change in this file.

import Foundation

/// The scenario of this exercise.
public enum StaleAnswerScenario {
  /// `stale-answer.scenario`, in the folder of this source file.
  public static let file = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()
    .appendingPathComponent("stale-answer.scenario")
}
