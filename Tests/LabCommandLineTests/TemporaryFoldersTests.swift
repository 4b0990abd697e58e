// The trait the suites that write files carry: what a test makes in its temporary folder is gone when it ends.

import Foundation
import LabTestSupport
import Testing

@Suite(.failsInsteadOfHanging) struct TemporaryFoldersTests {
  /// What the test scope made, read once it has ended.
  private actor Made {
    var urls: [URL] = []
    func add(_ url: URL) { urls.append(url) }
  }

  @Test func whatATestMakesIsGoneWhenItEnds() async throws {
    let test = try #require(Test.current)
    let made = Made()
    try await TemporaryFolders().provideScope(for: test, testCase: Test.Case.current) {
      let folder = try TemporaryFolders.make("folder")
      let file = try TemporaryFolders.file("notes.txt")
      try Data("kept until the test ends".utf8).write(to: file)
      #expect(FileManager.default.fileExists(atPath: folder.path))
      #expect(file.pathExtension == "txt" && file.lastPathComponent.hasPrefix("notes-"))
      await made.add(folder)
      await made.add(file)
    }
    for url in await made.urls {
      #expect(!FileManager.default.fileExists(atPath: url.path), "\(url.path) outlived its test")
    }
  }

  @Test func aTestThatFailsLeavesNothingEither() async throws {
    struct Failed: Error {}
    let test = try #require(Test.current)
    let made = Made()
    do {
      try await TemporaryFolders().provideScope(for: test, testCase: Test.Case.current) {
        await made.add(try TemporaryFolders.make("folder"))
        throw Failed()
      }
      Issue.record("the test's failure went unseen")
    } catch is Failed {}
    let folder = try #require(await made.urls.first)
    #expect(!FileManager.default.fileExists(atPath: folder.path))
  }

  @Test func twoFoldersOfOneTestNeverMeet() async throws {
    let test = try #require(Test.current)
    try await TemporaryFolders().provideScope(for: test, testCase: Test.Case.current) {
      let first = try TemporaryFolders.make("same")
      let second = try TemporaryFolders.make("same")
      #expect(first != second)
    }
  }

  @Test func outsideTheTraitAFolderFailsTheTest() {
    withKnownIssue { _ = try TemporaryFolders.make("nowhere") }
  }
}
