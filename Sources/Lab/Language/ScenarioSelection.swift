// Turns the FILE|NAME words of a command into scenario files, and reads them: which scenarios a user means.

import Foundation

/// The scenario files a command works on.
public struct ScenarioSelection {
  /// A file to play, with the name it goes by in reports.
  public struct Entry: Sendable {
    public var name: String
    public var file: URL
  }

  public var entries: [Entry]

  /// Why a selection can't be read and played; the command line says so with the exit code in brackets.
  public enum Problem: Error {
    /// A mistake on the command line (64).
    case usage(String)
    /// A file or folder that can't be read (66).
    case unreadable(String)
    /// Files that don't follow the language (65).
    case invalid(ParseFailure)
  }

  /// Every scenario of `library`, or those `words` name.
  public init(_ words: [String], library: ScenarioLibrary) throws(Problem) {
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
  public func parse() throws(Problem) -> [(name: String, scenario: Scenario)] {
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
}
