// Shared helpers of the lab's tests.

import Lab
import Testing

/// Parses `text`, recording an issue and returning nil if it doesn't parse.
func scenario(_ text: String, file: String = "test.scenario") -> Scenario? {
  do {
    return try ScenarioParser.parse(text, file: file)
  } catch {
    Issue.record("the scenario does not parse: \(error)")
    return nil
  }
}

/// The diagnostics for `text`, or none if it parses.
func diagnostics(_ text: String) -> [Diagnostic] {
  do {
    _ = try ScenarioParser.parse(text, file: "bad.scenario")
    return []
  } catch {
    return error.diagnostics
  }
}

/// A small, seeded random number generator: the same seed gives the same inputs on every run.
struct SplitMix64: RandomNumberGenerator {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
