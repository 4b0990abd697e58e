// TemporaryDirectory: a folder of its own for one test, removed when the test lets go of it.
// Lesson 07 reads it with the JSON file tests.

import Foundation

/// An empty folder under the system's temporary directory, deleted on deinit.
final class TemporaryDirectory: Sendable {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory
      .appending(component: "archlab-hexagonal-\(UUID().uuidString)", directoryHint: .isDirectory)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }

  /// The names of the files in the folder, sorted.
  func fileNames() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: url.path(percentEncoded: false)).sorted()
  }
}
