// Finds the package's own folder, so the tool works from anywhere in a clone.

import Foundation
import LabLanguage

/// The root folder of this package.
enum PackageRoot {
  /// The current directory when it is the package's root (as under `swift run`),
  /// else the folder this source file was compiled from.
  static var url: URL {
    let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    if FileManager.default.fileExists(atPath: current.appendingPathComponent("Sources/Lab").path) {
      return current
    }
    return URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent()  // CommandLine
      .deletingLastPathComponent()  // Lab
      .deletingLastPathComponent()  // Sources
      .deletingLastPathComponent()
  }
}

extension ScenarioLibrary {
  /// The package's own Scenarios/ folder, found from anywhere in a clone.
  static var packageDefault: ScenarioLibrary {
    ScenarioLibrary(directory: PackageRoot.url.appendingPathComponent("Scenarios"))
  }

  /// The folder `--scenarios` names, or the package's own.
  static func chosen(_ path: String?) -> ScenarioLibrary {
    path.map { ScenarioLibrary(directory: URL(fileURLWithPath: $0)) } ?? .packageDefault
  }
}
