// JSONFileTodoRepository's own tests: a missing file, a corrupt file, and how a save reaches the disk.
// Lesson 07 reads it beside the repository contract, which checks what the file keeps.

import Foundation
import Hexagonal
import SharedModel
import Testing

@Suite struct JSONFileTodoRepositoryTests {
  @Test func aMissingFileIsAnEmptyListAndCreatesNothing() async throws {
    let directory = try TemporaryDirectory()
    let repository = JSONFileTodoRepository(fileURL: directory.url.appending(component: "todos.json"))
    #expect(try await repository.fetchAll() == [])
    #expect(try directory.fileNames() == [])
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
    #expect(try directory.fileNames() == ["todos.json"])
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
    #expect(try directory.fileNames() == ["todos.json"])
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
}
