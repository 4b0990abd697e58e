// Turns the FILE|NAME arguments of a command into scenario files, and reads them.

import Foundation
import LabLanguage
import LabTerminal

/// The scenario files a command works on.
struct ScenarioSelection {
  /// A file to play, with the name it goes by in reports.
  struct Entry {
    var name: String
    var file: URL
  }

  var entries: [Entry]

  /// Why a selection can't be read and played, and the exit code that says so.
  enum Problem: Error {
    /// A mistake on the command line (64).
    case usage(String)
    /// A file or folder that can't be read (66).
    case unreadable(String)
    /// Files that don't follow the language (65).
    case invalid(ParseFailure)
  }

  /// Every scenario of `library`, or those `words` name.
  init(_ words: [String], library: ScenarioLibrary) throws(Problem) {
    let all: [URL]
    do {
      all = try library.files()
    } catch {
      if words.isEmpty { throw .unreadable("can't read the scenario folder \(library.directory.path)") }
      all = []
    }
    guard !words.isEmpty else {
      entries = all.map { Entry(name: library.name(of: $0), file: $0) }
      return
    }
    var chosen: [Entry] = []
    for word in words {
      chosen += try Self.resolve(word, among: all, library: library)
    }
    var seen = Set<String>()
    entries = chosen.filter { seen.insert($0.file.path).inserted }
  }

  private static func resolve(_ word: String, among all: [URL], library: ScenarioLibrary) throws(Problem) -> [Entry] {
    // An empty word would name the current folder, and play every scenario below it.
    guard !word.isEmpty else { throw .usage("a scenario's name or path can't be empty") }
    var isFolder: ObjCBool = false
    let path = URL(fileURLWithPath: word).standardizedFileURL
    if FileManager.default.fileExists(atPath: path.path, isDirectory: &isFolder) {
      if isFolder.boolValue {
        let inside = (try? ScenarioLibrary(directory: path).files()) ?? []
        guard !inside.isEmpty else { throw .usage("the folder '\(word)' holds no .scenario file") }
        return inside.map { entry(for: $0, library: library) }
      }
      return [entry(for: path, library: library)]
    }
    if word.hasSuffix(".scenario") || word.contains("/") && !all.contains(where: { library.name(of: $0) == word }) {
      throw .unreadable("can't read \(word): no such file")
    }
    let exact = all.filter { library.name(of: $0) == word }
    if !exact.isEmpty { return exact.map { entry(for: $0, library: library) } }
    let group = all.filter { library.name(of: $0).hasPrefix(word + "/") }
    if !group.isEmpty { return group.map { entry(for: $0, library: library) } }
    let short = all.filter { $0.deletingPathExtension().lastPathComponent == word }
    switch short.count {
    case 1: return [entry(for: short[0], library: library)]
    case 0: throw .usage("no scenario is named '\(word)'; `archlab list` shows their names")
    default:
      let names = short.map { library.name(of: $0) }.joined(separator: ", ")
      throw .usage("'\(word)' could be \(names); name one of them")
    }
  }

  private static func entry(for file: URL, library: ScenarioLibrary) -> Entry {
    let name = library.name(of: file)
    let isInLibrary =
      !name.hasSuffix(".scenario") && file.path.hasPrefix(library.directory.standardizedFileURL.path + "/")
    return Entry(name: isInLibrary ? name : ScenarioLibrary.displayPath(of: file), file: file)
  }

  /// Reads and parses every entry: all the problems of all the files, or the scenarios with their names.
  func parse() throws(Problem) -> [(name: String, scenario: Scenario)] {
    var parsed: [(name: String, scenario: Scenario)] = []
    var problems: [Diagnostic] = []
    for entry in entries {
      let displayPath = ScenarioLibrary.displayPath(of: entry.file)
      let bytes: [UInt8]
      do {
        bytes = try ScenarioLibrary.contents(of: entry.file, displayPath: displayPath)
      } catch {
        throw .unreadable(error.description)
      }
      do {
        parsed.append((entry.name, try ScenarioParser.parse(bytes, file: displayPath)))
      } catch {
        problems += error.diagnostics
      }
    }
    guard problems.isEmpty else { throw .invalid(ParseFailure(diagnostics: problems)) }
    return parsed
  }

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
    library = .chosen(parsed.options["--scenarios"])
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
