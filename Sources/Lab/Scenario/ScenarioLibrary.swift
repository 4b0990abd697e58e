// Finds and reads the .scenario files: the Scenarios/ folder, or files named on the command line.

import Foundation

/// The scenario files on disk.
public struct ScenarioLibrary: Sendable {
  /// The folder holding the files, grouped by screen in subfolders.
  public var directory: URL

  public init(directory: URL) {
    self.directory = directory
  }

  /// The package's own Scenarios/ folder.
  ///
  /// Found from the current directory when it is the package's root (as under
  /// `swift run`), else from where this source file was compiled, so the tool and
  /// the tests find the scenarios from anywhere in a clone.
  public static var packageDefault: ScenarioLibrary {
    ScenarioLibrary(directory: PackageRoot.url.appendingPathComponent("Scenarios"))
  }

  /// Every `.scenario` file below the folder, sorted by path.
  public func files() throws -> [URL] {
    guard
      let enumerator = FileManager.default.enumerator(
        at: directory, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
    else {
      throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: directory.path])
    }
    var files: [URL] = []
    for case let url as URL in enumerator where url.pathExtension == "scenario" {
      files.append(url.standardizedFileURL)
    }
    return files.sorted { $0.path < $1.path }
  }

  /// The name a scenario goes by on the command line: its path below the folder, without extension,
  /// e.g. `todos/failed-add-gives-title-back`.
  public func name(of file: URL) -> String {
    let base = directory.standardizedFileURL.path + "/"
    let path = file.standardizedFileURL.path
    let relative = path.hasPrefix(base) ? String(path.dropFirst(base.count)) : file.lastPathComponent
    return relative.hasSuffix(".scenario") ? String(relative.dropLast(".scenario".count)) : relative
  }

  /// Reads and parses one file; `displayPath` is how messages name it.
  public static func load(_ file: URL, displayPath: String) throws(ParseFailure) -> Scenario {
    let data: Data
    do {
      data = try Data(contentsOf: file)
    } catch {
      throw ParseFailure(diagnostics: [
        Diagnostic(
          file: displayPath, line: 1, column: 1, message: "can't read this file: \(error.localizedDescription)")
      ])
    }
    return try ScenarioParser.parse(data, file: displayPath)
  }

  /// How to name `file` in messages: relative to the current directory when it is below it.
  public static func displayPath(of file: URL) -> String {
    let current = FileManager.default.currentDirectoryPath + "/"
    let path = file.standardizedFileURL.path
    return path.hasPrefix(current) ? String(path.dropFirst(current.count)) : path
  }
}
