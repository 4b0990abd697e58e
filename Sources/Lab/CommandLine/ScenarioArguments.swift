// What the command line does with a scenario selection: reports what is wrong with it, with the exit code.

import LabLanguage
import LabTerminal

extension ScenarioSelection {
  /// What a command gets: what it asked for, or, once what is wrong has been said, the exit code to end with.
  enum Loaded<Value> {
    case found(Value)
    case exit(ExitCode)
  }

  /// The scenarios `words` name, read and parsed.
  static func scenarios(_ words: [String], library: ScenarioLibrary, console: Console) throws(UsageError)
    -> Loaded<[(name: String, scenario: Scenario)]>
  {
    let selection: ScenarioSelection
    do {
      selection = try ScenarioSelection(words, library: library)
    } catch {
      return .exit(try report(error, console: console))
    }
    do {
      return .found(try selection.parse())
    } catch {
      return .exit(try report(error, console: console))
    }
  }

  /// Says what is wrong with a selection on the console, and returns its exit code.
  static func report(_ problem: Problem, console: Console) throws(UsageError) -> ExitCode {
    switch problem {
    case .usage(let message):
      throw UsageError(message: message)
    case .unreadable(let message):
      console.writeError("archlab: \(message)\n")
      return .noInput
    case .invalid(let failure):
      console.writeError(DiagnosticReport.text(failure))
      return .dataError
    }
  }
}

/// The one scenario a command like `show` or `diagram` works on: its name or file, and the folder to look in.
struct ScenarioArgument {
  var word: String
  var library: ScenarioLibrary

  /// Reads it from a command's parsed arguments; `command` names the command in messages.
  init(_ parsed: Arguments, command: String) throws(UsageError) {
    guard parsed.positional.count == 1 else {
      throw UsageError(message: "\(command) takes one scenario, its name or its file")
    }
    word = parsed.positional[0]
    library = .chosen(try parsed.value(of: CommonOptions.scenarios))
  }

  /// The scenario, parsed.
  func load(console: Console) throws(UsageError) -> ScenarioSelection.Loaded<Scenario> {
    switch try ScenarioSelection.scenarios([word], library: library, console: console) {
    case .exit(let code):
      return .exit(code)
    case .found(let scenarios):
      guard scenarios.count == 1 else {
        throw UsageError(message: "'\(word)' names \(scenarios.count) scenarios; name one")
      }
      return .found(scenarios[0].scenario)
    }
  }
}
