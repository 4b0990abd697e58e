// JSONFileTodoRepository's own tests: a missing file, a corrupt file, and how a save reaches the disk:
// in one step, with the file's permissions, through a symbolic link, never over a read-only file.
// Lesson 07 reads it beside the repository contract, which checks what the file keeps.

import Foundation
import SharedModel
import TestSupport
import Testing

@testable import HexagonalDrivenAdapters

@Suite(.failsInsteadOfHanging) struct JSONFileTodoRepositoryTests {
  @Test func aMissingFileIsAnEmptyListAndCreatesNoTodosFile() async throws {
    let directory = try TemporaryDirectory()
    let repository = JSONFileTodoRepository(fileURL: directory.url.appending(component: "todos.json"))
    #expect(try await repository.fetchAll() == [])
    #expect(try directory.fileNames().filter { !$0.hasPrefix(".") } == [])
  }

  @Test func aCorruptFileIsReportedAsCorrupt() async throws {
    let directory = try TemporaryDirectory()
    let file = try write("{ not json", in: directory)
    await #expect(throws: TodoFileError.corrupt(file)) {
      try await JSONFileTodoRepository(fileURL: file).fetchAll()
    }
  }

  @Test func changesOnACorruptFileFailAndLeaveItUntouched() async throws {
    let directory = try TemporaryDirectory()
    let file = try write(#"[{"id":"1","title":"Buy milk"}"#, in: directory)
    let before = try Data(contentsOf: file)
    let repository = JSONFileTodoRepository(fileURL: file)
    await #expect(throws: TodoFileError.corrupt(file)) { try await repository.save(.callMom) }
    await #expect(throws: TodoFileError.corrupt(file)) { try await repository.delete([Todo.callMom.id]) }
    #expect(try Data(contentsOf: file) == before)
  }

  @Test func aSaveReplacesTheFileInOneStepAndLeavesNoTemporaryFile() async throws {
    let directory = try TemporaryDirectory()
    let file = directory.url.appending(component: "todos.json")
    let repository = JSONFileTodoRepository(fileURL: file)
    try await repository.save(.buyMilk)
    let first = try fileNumber(of: file)
    try await repository.save(.callMom)
    // A file rewritten in place keeps its number; one renamed over the old one has a new number.
    #expect(try fileNumber(of: file) != first)
    #expect(try directory.fileNames() == [".todos.json.lock", "todos.json"])
  }

  @Test func aSaveKeepsTheFilesPermissions() async throws {
    let directory = try TemporaryDirectory()
    let file = directory.url.appending(component: "todos.json")
    let repository = JSONFileTodoRepository(fileURL: file)
    try await repository.save(.buyMilk)
    try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: file.path)
    try await repository.save(.callMom)
    #expect(try permissions(of: file) == 0o640)
    #expect(try await repository.fetchAll() == [.buyMilk, .callMom])
  }

  @Test func aSaveThroughASymbolicLinkChangesItsTargetAndKeepsTheLink() async throws {
    let directory = try TemporaryDirectory()
    let target = directory.url.appending(component: "real.json")
    let link = directory.url.appending(component: "todos.json")
    try await JSONFileTodoRepository(fileURL: target).save(.buyMilk)
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
    try await JSONFileTodoRepository(fileURL: link).save(.callMom)
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == target.path)
    #expect(try await JSONFileTodoRepository(fileURL: target).fetchAll() == [.buyMilk, .callMom])
  }

  @Test func aReadOnlyFileIsRefusedWithItsOwnErrorAndLeftAsItWas() async throws {
    let directory = try TemporaryDirectory()
    let file = directory.url.appending(component: "todos.json")
    try await JSONFileTodoRepository(fileURL: file).save(.buyMilk)
    let before = try Data(contentsOf: file)
    try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: file.path)
    defer { try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: file.path) }
    await #expect(throws: TodoFileError.readOnly(file)) {
      try await JSONFileTodoRepository(fileURL: file).save(.callMom)
    }
    #expect(try Data(contentsOf: file) == before)
  }

  // Root may write in any folder, so this one can only be checked as another user.
  @Test(.enabled(if: getuid() != 0, "root may write in any folder"))
  func aFolderThatMayNotBeWrittenIsAPermissionError() async throws {
    let directory = try TemporaryDirectory()
    let folder = directory.url.appending(component: "locked")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder.path)
    defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path) }
    let file = folder.appending(component: "todos.json")
    await #expect(throws: TodoFileError.permissionDenied(file)) {
      try await JSONFileTodoRepository(fileURL: file).save(.buyMilk)
    }
  }

  @Test func aSystemErrorComesOutAsTheFilesOwnErrorInWords() async throws {
    let directory = try TemporaryDirectory()
    let notAFolder = try write("[]", in: directory)
    let file = notAFolder.appending(component: "todos.json")
    await #expect {
      try await JSONFileTodoRepository(fileURL: file).save(.buyMilk)
    } throws: { error in
      guard let error = error as? TodoFileError else { return false }
      return error != .corrupt(file) && error.description.contains(file.path)
    }
    #expect(try TodoFile(at: file).failure(EACCES) == .permissionDenied(file))
    #expect(try TodoFile(at: file).failure(EROFS) == .readOnly(file))
  }

  @Test func theFileKeepsTheStorageFormatNotTheDomainType() async throws {
    let directory = try TemporaryDirectory()
    let file = directory.url.appending(component: "todos.json")
    try await JSONFileTodoRepository(fileURL: file).save(.walkTheDog)
    let data = try Data(contentsOf: file)
    let keys = try #require(JSONSerialization.jsonObject(with: data) as? [[String: Any]]).map { Set($0.keys) }
    #expect(keys == [["id", "title", "done"]])
    let rows = try JSONDecoder().decode([StoredRow].self, from: data)
    #expect(rows == [StoredRow(id: "walk-the-dog", title: "Walk the dog", done: true)])
  }

  @Test func theFirstSaveCreatesTheFolder() async throws {
    let directory = try TemporaryDirectory()
    let file = directory.url.appending(path: "nested/folder/todos.json")
    try await JSONFileTodoRepository(fileURL: file).save(.buyMilk)
    #expect(try await JSONFileTodoRepository(fileURL: file).fetchAll() == [.buyMilk])
  }

  // MARK: - Helpers

  /// The file's format, spelled out here so that a change to it is a change to this test.
  private struct StoredRow: Decodable, Equatable {
    var id: String
    var title: String
    var done: Bool
  }

  private func write(_ text: String, in directory: TemporaryDirectory) throws -> URL {
    let file = directory.url.appending(component: "todos.json")
    try Data(text.utf8).write(to: file)
    return file
  }

  private func fileNumber(of file: URL) throws -> Int {
    let attributes = try FileManager.default.attributesOfItem(atPath: file.path(percentEncoded: false))
    return try #require(attributes[.systemFileNumber] as? Int)
  }

  private func permissions(of file: URL) throws -> Int {
    let attributes = try FileManager.default.attributesOfItem(atPath: file.path(percentEncoded: false))
    return try #require(attributes[.posixPermissions] as? Int)
  }
}
