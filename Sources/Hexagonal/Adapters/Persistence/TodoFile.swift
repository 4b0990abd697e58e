// TodoFile: the todos file itself, read, replaced and locked with the system's own calls.
// Lesson 04 reads it behind JSONFileTodoRepository: the details an adapter hides from the domain.

import Foundation
import SharedModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The file a ``JSONFileTodoRepository`` keeps its todos in.
struct TodoFile {
  /// The file named, with any symbolic link on its way followed: a write replaces the link's target.
  let url: URL
  /// What messages name: the path as it was given.
  let given: URL

  init(at url: URL) {
    given = url
    self.url = url.resolvingSymlinksInPath()
  }

  /// Runs `body` holding an exclusive lock on `.NAME.lock` beside the file.
  ///
  /// The lock is on a file of its own because the todos file is replaced at
  /// each write: a lock on it would be a lock on a file that is gone.
  func locked<Value>(_ body: (TodoFile) throws -> Value) throws -> Value {
    let folder = url.deletingLastPathComponent()
    try makeFolder(folder)
    let lock = open(folder.appendingPathComponent(".\(url.lastPathComponent).lock").path, O_RDWR | O_CREAT, 0o644)
    guard lock >= 0 else { throw failure(errno) }
    defer { close(lock) }
    while flock(lock, LOCK_EX) != 0 {
      guard errno == EINTR else { throw failure(errno) }
    }
    defer { flock(lock, LOCK_UN) }
    return try body(self)
  }

  /// The todos the file holds: none if there is no file.
  func read() throws -> [Todo] {
    let descriptor = open(url.path, O_RDONLY)
    guard descriptor >= 0 else {
      if errno == ENOENT { return [] }
      throw failure(errno)
    }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
      if count == 0 { break }
      if count < 0 {
        if errno == EINTR { continue }
        throw failure(errno)
      }
      bytes += buffer[..<count]
    }
    do {
      return try JSONDecoder().decode([StoredTodo].self, from: Data(bytes)).map(\.todo)
    } catch {
      throw TodoFileError.corrupt(given)
    }
  }

  /// Replaces the file with one that holds `todos`, with the old file's permissions.
  func replace(with todos: [Todo]) throws {
    let path = url.path
    var permissions: mode_t = 0o644
    var status = stat()
    if stat(path, &status) == 0 {
      // A rename would replace even a read-only file, whose owner meant it to stay as it is.
      // Its mode says so for every user, root included, whom access(2) always lets write.
      guard status.st_mode & 0o222 != 0, access(path, W_OK) == 0 else { throw TodoFileError.readOnly(given) }
      permissions = status.st_mode & 0o7777
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    let data = Array(try encoder.encode(todos.map(StoredTodo.init)))

    let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).new").path
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, permissions)
    guard descriptor >= 0 else { throw failure(errno) }
    // open(2) takes the umask off the mode it is given; the old file's mode must stay whole.
    var problem = fchmod(descriptor, permissions) == 0 ? 0 : errno
    var offset = 0
    while problem == 0, offset < data.count {
      let count = data[offset...].withUnsafeBytes { systemWrite(descriptor, $0.baseAddress, $0.count) }
      if count >= 0 {
        offset += count
      } else if errno != EINTR {
        problem = errno
      }
    }
    if problem == 0, fsync(descriptor) != 0 { problem = errno }
    close(descriptor)
    if problem == 0, rename(temporary, path) != 0 { problem = errno }
    guard problem == 0 else {
      unlink(temporary)
      throw failure(problem)
    }
  }

  /// Makes `folder` and the folders above it that are missing, as `mkdir -p` does.
  private func makeFolder(_ folder: URL) throws {
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue { return }
    let parent = folder.deletingLastPathComponent()
    if parent.path != folder.path { try makeFolder(parent) }
    guard mkdir(folder.path, 0o755) == 0 || errno == EEXIST else { throw failure(errno) }
  }

  /// The error to report for the system's error `code`.
  func failure(_ code: Int32) -> TodoFileError {
    switch code {
    case EACCES, EPERM: .permissionDenied(given)
    case EROFS: .readOnly(given)
    default: .failed(given, reason: String(cString: strerror(code)))
    }
  }
}

// read(2) and write(2), named apart from TodoFile's own `read()`.

private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  #if canImport(Glibc)
    Glibc.read(descriptor, buffer, count)
  #else
    Darwin.read(descriptor, buffer, count)
  #endif
}

private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
  #if canImport(Glibc)
    Glibc.write(descriptor, buffer, count)
  #else
    Darwin.write(descriptor, buffer, count)
  #endif
}
