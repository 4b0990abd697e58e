// Finds the package's own folder, so the tool works from anywhere in a clone.

import Foundation

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
      .deletingLastPathComponent()  // Command
      .deletingLastPathComponent()  // Lab
      .deletingLastPathComponent()  // Sources
      .deletingLastPathComponent()
  }
}
