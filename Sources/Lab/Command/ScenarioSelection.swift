// Turns the FILE|NAME arguments of `archlab run` into scenario files, and reads them.

import Foundation

/// The scenario files a command works on, parsed.
struct ScenarioSelection {
  /// A file to play, with the name it goes by in reports.
  struct Entry {
    var name: String
    var file: URL
  }

  var entries: [Entry]

  /// Why a selection can't be made: a usage error or a file that can't be read.
  enum Problem: Error {
    case usage(String)
    case unreadable(String)
  }

  /// Every scenario of `library`, or those `words` name.
  init(_ words: [String], library: ScenarioLibrary) throws(Problem) {
    let all: [URL]
    do {
      all = try library.files()
    } catch {
      if words.isEmpty {
        throw .unreadable("can't read the scenario folder \(library.directory.path)")
      }
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
      throw .unreadable("can't open '\(word)': no such file")
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

  /// The one scenario `word` names, parsed; or the exit code after saying what is wrong.
  @MainActor
  static func single(_ word: String, library: ScenarioLibrary, console: Console) throws(UsageError) -> Single {
    let selection: ScenarioSelection
    do {
      selection = try ScenarioSelection([word], library: library)
    } catch {
      switch error {
      case .usage(let message): throw UsageError(message: message)
      case .unreadable(let message):
        console.writeError("archlab: \(message)\n")
        return .exit(.noInput)
      }
    }
    guard selection.entries.count == 1 else {
      throw UsageError(message: "'\(word)' names \(selection.entries.count) scenarios; name one")
    }
    switch selection.parse() {
    case .success(let parsed): return .found(parsed[0].scenario)
    case .failure(let failure):
      console.writeError(DiagnosticReport.text(failure))
      return .exit(.dataError)
    }
  }

  /// One scenario found, or how the command ends instead.
  enum Single {
    case found(Scenario)
    case exit(ExitCode)
  }

  /// Parses every entry; all the problems of all the files, or the scenarios with their names.
  func parse() -> Result<[(name: String, scenario: Scenario)], ParseFailure> {
    var parsed: [(name: String, scenario: Scenario)] = []
    var problems: [Diagnostic] = []
    for entry in entries {
      do {
        let scenario = try ScenarioLibrary.load(entry.file, displayPath: ScenarioLibrary.displayPath(of: entry.file))
        parsed.append((entry.name, scenario))
      } catch {
        problems += error.diagnostics
      }
    }
    return problems.isEmpty ? .success(parsed) : .failure(ParseFailure(diagnostics: problems))
  }
}
