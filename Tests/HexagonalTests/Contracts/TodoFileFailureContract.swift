// The failure contract of a TodoRepository kept in a file: every path taken as hostile.
// Beside TodoRepositoryContract, as Essential Feed keeps its failable store specs beside the store spec:
// each case here is one a careless file adapter gets wrong, run against every adapter that keeps a file.

import Foundation
import HexagonalDomain
import HexagonalDrivenAdapters
import SharedModel
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An adapter that keeps todos in a file the caller names.
struct FileTodoRepositoryFixture: Sendable, CustomTestStringConvertible {
  let testDescription: String
  let open: @Sendable (URL) -> any TodoRepository

  static let all: [FileTodoRepositoryFixture] = [
    FileTodoRepositoryFixture(testDescription: "JSONFileTodoRepository") { JSONFileTodoRepository(fileURL: $0) }
  ]
}

@Suite(.failsInsteadOfHanging) struct TodoFileFailureContract {
  @Test(arguments: FileTodoRepositoryFixture.all)
  func aLinkPlantedAtTheOldTemporaryNameIsNeverWrittenThrough(_ fixture: FileTodoRepositoryFixture) async throws {
    let directory = try TemporaryDirectory()
    let file = directory.url.appending(component: "todos.json")
    let victim = directory.url.appending(component: "secret")
    try Data("secret".utf8).write(to: victim)
    chmod(victim.path, 0o600)
    try FileManager.default.createSymbolicLink(
      atPath: directory.url.appending(component: ".todos.json.new").path, withDestinationPath: victim.path)
    try await fixture.open(file).save(.buyMilk)
    #expect(try String(contentsOf: victim, encoding: .utf8) == "secret")
    #expect(try mode(of: victim) == 0o600)
    #expect(try FileManager.default.attributesOfItem(atPath: file.path)[.type] as? FileAttributeType == .typeRegular)
    #expect(try await fixture.open(file).fetchAll() == [.buyMilk])
  }

  @Test(arguments: FileTodoRepositoryFixture.all)
  func aNewFileGetsTheModeTheUmaskLeaves(_ fixture: FileTodoRepositoryFixture) async throws {
    let directory = try TemporaryDirectory()
    let file = directory.url.appending(component: "todos.json")
    let previous = umask(0o077)
    defer { umask(previous) }
    try await fixture.open(file).save(.buyMilk)
    #expect(try mode(of: file) == 0o600)
  }

  @Test(arguments: FileTodoRepositoryFixture.all)
  func aSaveThroughADanglingLinkCreatesItsTargetAndKeepsTheLink(_ fixture: FileTodoRepositoryFixture) async throws {
    let directory = try TemporaryDirectory()
    let link = directory.url.appending(component: "todos.json")
    let target = directory.url.appending(component: "real.json")
    try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "real.json")
    try await fixture.open(link).save(.buyMilk)
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "real.json")
    #expect(try await fixture.open(target).fetchAll() == [.buyMilk])
  }

  /// One writer through the link, one through the real path: they lock the same lock, and lose nothing.
  @Test(arguments: FileTodoRepositoryFixture.all)
  func writersThroughALinkAndThroughItsTargetLoseNoUpdate(_ fixture: FileTodoRepositoryFixture) async throws {
    let directory = try TemporaryDirectory()
    let link = directory.url.appending(component: "todos.json")
    let target = directory.url.appending(component: "real.json")
    try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: target.path)
    let repositories = [fixture.open(link), fixture.open(target)]
    let todos = (1...60).map { Todo(id: Todo.ID(rawValue: "todo-\($0)"), title: "Todo \($0)") }
    try await withThrowingTaskGroup { group in
      for (index, todo) in todos.enumerated() {
        let repository = repositories[index % 2]
        group.addTask { try await repository.save(todo) }
      }
      try await group.waitForAll()
    }
    #expect(Set(try await fixture.open(target).fetchAll().map(\.id)) == Set(todos.map(\.id)))
  }

  @Test(arguments: FileTodoRepositoryFixture.all)
  func aPipeIsRefusedWithoutWaitingOnIt(_ fixture: FileTodoRepositoryFixture) async throws {
    let directory = try TemporaryDirectory()
    let file = directory.url.appending(component: "todos.json")
    #expect(mkfifo(file.path, 0o644) == 0)
    await #expect(throws: TodoFileError.notARegularFile(file)) { try await fixture.open(file).fetchAll() }
    await #expect(throws: TodoFileError.notARegularFile(file)) { try await fixture.open(file).save(.buyMilk) }
  }

  @Test(arguments: FileTodoRepositoryFixture.all)
  func aLinkToADeviceIsRefusedNotReadForEver(_ fixture: FileTodoRepositoryFixture) async throws {
    let directory = try TemporaryDirectory()
    let file = directory.url.appending(component: "todos.json")
    try FileManager.default.createSymbolicLink(atPath: file.path, withDestinationPath: "/dev/zero")
    await #expect(throws: TodoFileError.notARegularFile(file)) { try await fixture.open(file).fetchAll() }
    await #expect(throws: TodoFileError.notARegularFile(file)) { try await fixture.open(file).save(.buyMilk) }
  }

  @Test(arguments: FileTodoRepositoryFixture.all)
  func aFileOverSixteenMebibytesIsRefusedAsTooLarge(_ fixture: FileTodoRepositoryFixture) async throws {
    let directory = try TemporaryDirectory()
    let file = directory.url.appending(component: "todos.json")
    #expect(FileManager.default.createFile(atPath: file.path, contents: nil))
    #expect(truncate(file.path, off_t(16 * 1024 * 1024 + 1)) == 0)  // sparse: no disk spent
    await #expect(throws: TodoFileError.tooLarge(file, limit: 16 * 1024 * 1024)) {
      try await fixture.open(file).fetchAll()
    }
    await #expect(throws: TodoFileError.tooLarge(file, limit: 16 * 1024 * 1024)) {
      try await fixture.open(file).save(.buyMilk)
    }
  }

  /// A read takes no lock and writes nothing, so a folder that may not be written can still be read.
  @Test(arguments: FileTodoRepositoryFixture.all)
  func aReadLeavesTheFolderAsItWas(_ fixture: FileTodoRepositoryFixture) async throws {
    let directory = try TemporaryDirectory()
    let file = directory.url.appending(component: "todos.json")
    try Data(#"[{"done":false,"id":"buy-milk","title":"Buy milk"}]"#.utf8).write(to: file)
    #expect(try await fixture.open(file).fetchAll() == [.buyMilk])
    #expect(try directory.fileNames() == ["todos.json"])
  }

  // Root may write in any folder, so this one can only be checked as another user.
  @Test(.enabled(if: getuid() != 0, "root may write in any folder"), arguments: FileTodoRepositoryFixture.all)
  func aFileInAReadOnlyFolderCanBeRead(_ fixture: FileTodoRepositoryFixture) async throws {
    let directory = try TemporaryDirectory()
    let file = directory.url.appending(component: "todos.json")
    try await fixture.open(file).save(.buyMilk)
    try FileManager.default.removeItem(at: directory.url.appending(component: ".todos.json.lock"))
    chmod(directory.url.path, 0o555)
    defer { chmod(directory.url.path, 0o755) }
    #expect(try await fixture.open(file).fetchAll() == [.buyMilk])
  }

  // Only root may give a file to another user; a save by root keeps the file that user's.
  @Test(.enabled(if: getuid() == 0, "only root may give a file away"), arguments: FileTodoRepositoryFixture.all)
  func aSaveKeepsTheFilesOwnerAndGroup(_ fixture: FileTodoRepositoryFixture) async throws {
    let directory = try TemporaryDirectory()
    let file = directory.url.appending(component: "todos.json")
    try await fixture.open(file).save(.buyMilk)
    #expect(chown(file.path, 65_534, 65_534) == 0)  // nobody, nogroup
    try await fixture.open(file).save(.callMom)
    var status = stat()
    #expect(stat(file.path, &status) == 0)
    #expect(status.st_uid == 65_534)
    #expect(status.st_gid == 65_534)
  }

  @Test(arguments: FileTodoRepositoryFixture.all)
  func keysThisVersionDoesNotKnowAreKept(_ fixture: FileTodoRepositoryFixture) async throws {
    let directory = try TemporaryDirectory()
    let file = directory.url.appending(component: "todos.json")
    let row =
      #"{"done":false,"due":{"day":12,"tags":["home",null,1.5]},"id":"buy-milk","priority":9007199254740993,"title":"Buy milk"}"#
    try Data("[\(row)]".utf8).write(to: file)
    try await fixture.open(file).save(.callMom)
    let rows = try #require(JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [[String: Any]])
    #expect(rows.count == 2)
    let due = try #require(rows.first?["due"] as? [String: Any])
    #expect(due["day"] as? Int == 12)
    #expect((due["tags"] as? [Any])?.count == 3)
    #expect(rows.first?["priority"] as? Int == 9_007_199_254_740_993)
    #expect(Set(rows[1].keys) == ["id", "title", "done"])
  }

  @Test(arguments: FileTodoRepositoryFixture.all)
  func aLinkPlantedAtTheLockFileIsRefusedAndCreatesNothing(_ fixture: FileTodoRepositoryFixture) async throws {
    let directory = try TemporaryDirectory()
    let file = directory.url.appending(component: "todos.json")
    let elsewhere = directory.url.appending(component: "made-elsewhere")
    try FileManager.default.createSymbolicLink(
      atPath: directory.url.appending(component: ".todos.json.lock").path, withDestinationPath: elsewhere.path)
    await #expect(throws: TodoFileError.self) { try await fixture.open(file).save(.buyMilk) }
    #expect(!FileManager.default.fileExists(atPath: elsewhere.path))
    #expect(!FileManager.default.fileExists(atPath: file.path))
  }

  @Test(arguments: FileTodoRepositoryFixture.all)
  func messagesNameTheFileByItsFullPath(_ fixture: FileTodoRepositoryFixture) async throws {
    let directory = try TemporaryDirectory()
    let file = URL(fileURLWithPath: "todos.json", relativeTo: directory.url)
    try Data("{ not json".utf8).write(to: file)
    await #expect {
      try await fixture.open(file).fetchAll()
    } throws: { error in
      "\(error)".hasPrefix(directory.url.appending(component: "todos.json").path + " ")
    }
  }

  private func mode(of file: URL) throws -> Int {
    try #require(FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int)
  }
}
