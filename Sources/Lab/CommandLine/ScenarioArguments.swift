// What the command line does with a scenario selection: reports what is wrong with it, with the exit code.

import LabCourse
import LabLanguage
import LabTerminal

extension ScenarioSelection {
  /// What a command gets: what it asked for, or, once what is wrong has been said, the exit code to end with.
  enum Loaded<Value> {
    case found(Value)
    case exit(ExitCode)
  }

  /// The scenarios `words` name, read and parsed; what is wrong is said in `language`.
  static func scenarios(
    _ words: [String], library: ScenarioLibrary, console: Console, language: CourseLanguage
  ) throws(UsageError) -> Loaded<[(name: String, scenario: Scenario)]> {
    let selection: ScenarioSelection
    do {
      selection = try ScenarioSelection(words, library: library)
    } catch {
      return .exit(try report(error, console: console, language: language))
    }
    do {
      return .found(try selection.parse())
    } catch {
      return .exit(try report(error, console: console, language: language))
    }
  }

  /// Says what is wrong with a selection on the console, in `language`, and returns its exit code.
  static func report(_ problem: Problem, console: Console, language: CourseLanguage) throws(UsageError) -> ExitCode {
    let french = language == .fr
    switch problem {
    case .usage(let message):
      throw UsageError(message: message, french: LabFrench.problem(message) ?? message)
    case .unreadable(let message):
      console.writeError(french ? "archlab\u{A0}: \(LabFrench.problem(message) ?? message)\n" : "archlab: \(message)\n")
      return .noInput
    case .invalid(let failure):
      let report = DiagnosticReport.text(failure)
      console.writeError(french ? LabFrench.diagnostics(report) : report)
      return .dataError
    }
  }
}

/// The one scenario a command like `show` or `diagram` works on: its name or file, and the folder to look in.
struct ScenarioArgument {
  var word: String
  var library: ScenarioLibrary
  /// The language what is wrong with it is said in.
  var language: CourseLanguage

  /// Reads it from a command's parsed arguments; `command` names the command in messages.
  init(_ parsed: Arguments, command: String, language: CourseLanguage) throws(UsageError) {
    guard parsed.positional.count == 1 else {
      throw UsageError(
        message: "\(command) takes one scenario, its name or its file",
        french: "\(command) prend un seul scénario, son nom ou son fichier")
    }
    word = parsed.positional[0]
    library = .chosen(try parsed.value(of: CommonOptions.scenarios))
    self.language = language
  }

  /// The scenario, parsed.
  func load(console: Console) throws(UsageError) -> ScenarioSelection.Loaded<Scenario> {
    switch try ScenarioSelection.scenarios([word], library: library, console: console, language: language) {
    case .exit(let code):
      return .exit(code)
    case .found(let scenarios):
      guard scenarios.count == 1 else {
        throw UsageError(
          message: "'\(word)' names \(scenarios.count) scenarios; name one",
          french: "«\u{A0}\(word)\u{A0}» désigne \(scenarios.count) scénarios\u{202F}; nommez-en un seul")
      }
      return .found(scenarios[0].scenario)
    }
  }
}
