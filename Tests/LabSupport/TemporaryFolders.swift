// TemporaryFolders: a trait for the suites whose tests write files, so that a run of `swift test` leaves nothing
// behind in the system's temporary folder.

import Foundation
import Testing

/// Gives each test of a suite a temporary folder of its own, removed when the test ends, pass or fail.
///
/// A test of a suite marked `.temporaryFolders` makes its files and folders with ``make(_:)`` and
/// ``file(_:)``, inside that folder: nothing it wrote outlives it. Anywhere else, they fail the test, since
/// what they made would stay behind.
public struct TemporaryFolders: TestTrait, SuiteTrait, TestScoping {
  public var isRecursive: Bool { true }

  @TaskLocal private static var current: URL?

  public init() {}

  public func scopeProvider(for test: Test, testCase: Test.Case?) -> TemporaryFolders? {
    test.isSuite ? nil : self
  }

  // `@concurrent`, as Swift Testing declares it (see `FailsInsteadOfHanging`).
  @concurrent
  public func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @concurrent @Sendable () async throws -> Void
  ) async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("archlab-test-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try await Self.$current.withValue(folder) { try await function() }
  }

  /// A new empty folder, named `name` and a unique suffix, inside the running test's folder.
  public static func make(_ name: String) throws -> URL {
    let folder = try place(name)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// A path for a file that doesn't exist yet, named `name` and a unique suffix (before the extension of
  /// `name`, if it has one), inside the running test's folder.
  public static func file(_ name: String) throws -> URL {
    let place = try place((name as NSString).deletingPathExtension)
    try FileManager.default.createDirectory(at: place.deletingLastPathComponent(), withIntermediateDirectories: true)
    let pathExtension = (name as NSString).pathExtension
    return pathExtension.isEmpty ? place : place.appendingPathExtension(pathExtension)
  }

  private static func place(_ name: String) throws -> URL {
    guard let current else {
      Issue.record(
        "a temporary folder needs its suite to carry `.temporaryFolders`, which removes it when the test ends")
      throw OutsideATest()
    }
    return current.appendingPathComponent("\(name)-\(UUID().uuidString)")
  }

  private struct OutsideATest: Error {}
}

extension Trait where Self == TemporaryFolders {
  /// Each test has a temporary folder of its own, removed when it ends.
  public static var temporaryFolders: Self { TemporaryFolders() }
}
