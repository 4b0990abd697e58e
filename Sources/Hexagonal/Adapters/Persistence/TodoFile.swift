// TodoFile: the todos file itself, read, replaced and locked with the system's own calls, every path
// taken as hostile: a link, a pipe, a device or a planted file at the temporary name changes nothing it should not.

import Foundation
import SharedModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The file a ``JSONFileTodoRepository`` keeps its todos in.
///
/// Written the way SQLite and careful Unix tools write a file:
/// - A symbolic link is written through, dangling or not: its target, found by reading the link
///   (and the links it leads to) one at a time, is the file replaced, and the link stays a link.
///   Refusing links would break the common set-up of a data file linked from elsewhere; replacing
///   the link with a file would leave every other writer of the real path on a file nobody reads.
/// - Anything but a regular file is refused, never read or replaced: a pipe would block, a device
///   never end. It is opened without waiting (`O_NONBLOCK`), then asked what it is (`fstat`).
/// - A file larger than ``sizeLimit`` is refused as too large, before any of it is read.
/// - The new list is written to a new file of a random name in the target's folder, created only if
///   no file or link stands there (`O_CREAT | O_EXCL | O_NOFOLLOW`): nothing planted at that name
///   is ever written through. It gets the old file's mode, owner and group where the process may,
///   or, for a first file, 0666 less the umask. It is flushed (`fsync`), renamed over the target in
///   one step, and the folder is flushed, so the rename itself survives a crash.
/// - Keys a todo holds that this version does not know are kept as they were on the next write.
final class TodoFile {
  /// The largest todos file read: 16 MiB, far above any list a person keeps (about 150,000 todos).
  static let sizeLimit = 16 * 1024 * 1024

  /// The file written: the path given, with every symbolic link at its end followed.
  let path: String
  /// What messages name: the path as it was given.
  let given: URL
  /// The keys this version doesn't know, of each todo read last, by id: written back as they were.
  private var unknownKeys: [String: [String: JSONValue]] = [:]

  init(at url: URL) throws {
    given = url
    path = try Self.followingLinks(url.absoluteURL.path, given: url)
  }

  /// Runs `body` holding an exclusive lock on `.NAME.lock` beside the file, for a read-change-write.
  ///
  /// The lock is on a file of its own because the todos file is replaced at each write: a lock on
  /// it would be a lock on a file that is gone. Readers need none: a rename replaces the file in one
  /// step (POSIX `rename(2)`), so a reader opens the old file or the new one, never half of each.
  func locked<Value>(_ body: (TodoFile) throws -> Value) throws -> Value {
    try makeFolder(folder)
    // Opened for reading, which `flock` needs no more than: a lock file another user made still locks.
    let lock = open("\(folder)/.\(name).lock", O_RDONLY | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o666)
    guard lock >= 0 else { throw failure(errno, at: "\(folder)/.\(name).lock") }
    defer { close(lock) }
    var status = stat()
    guard fstat(lock, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
      throw TodoFileError.failed(given, reason: "its lock file \(folder)/.\(name).lock is not a regular file")
    }
    while flock(lock, LOCK_EX) != 0 {
      guard errno == EINTR else { throw failure(errno) }
    }
    defer { flock(lock, LOCK_UN) }
    return try body(self)
  }

  /// The todos the file holds: none if there is no file.
  func read() throws -> [Todo] {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
    guard descriptor >= 0 else {
      if errno == ENOENT { return [] }
      throw failure(errno)
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw failure(errno) }
    guard status.st_mode & S_IFMT == S_IFREG else { throw TodoFileError.notARegularFile(given) }
    guard Int(status.st_size) <= Self.sizeLimit else { throw TodoFileError.tooLarge(given, limit: Self.sizeLimit) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
      if count == 0 { break }
      if count < 0 {
        if errno == EINTR || errno == EAGAIN { continue }
        throw failure(errno)
      }
      bytes += buffer[..<count]
      // It may have grown since `fstat`: the bound holds for what is read, not what was said.
      guard bytes.count <= Self.sizeLimit else { throw TodoFileError.tooLarge(given, limit: Self.sizeLimit) }
    }
    let rows: [StoredRow]
    do {
      rows = try JSONDecoder().decode([StoredRow].self, from: Data(bytes))
    } catch {
      throw TodoFileError.corrupt(given)
    }
    unknownKeys = Dictionary(rows.map { ($0.todo.id, $0.unknown) }, uniquingKeysWith: { first, _ in first })
    return rows.map(\.todo.todo)
  }

  /// Replaces the file with one that holds `todos`, with the old file's mode, owner and group.
  func replace(with todos: [Todo]) throws {
    var old = stat()
    let exists = lstat(path, &old) == 0
    guard exists || errno == ENOENT else { throw failure(errno) }
    if exists {
      // Links were followed when the path was read: a link here now was put there since. Refused.
      guard old.st_mode & S_IFMT == S_IFREG else { throw TodoFileError.notARegularFile(given) }
      // A rename would replace even a read-only file, whose owner meant it to stay as it is.
      // Its mode says so for every user, root included, whom access(2) always lets write.
      guard old.st_mode & 0o222 != 0, access(path, W_OK) == 0 else { throw TodoFileError.readOnly(given) }
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    let rows = todos.map { StoredRow(todo: StoredTodo($0), unknown: unknownKeys[$0.id.rawValue] ?? [:]) }
    let data = Array(try encoder.encode(rows))

    let (descriptor, temporary) = try createTemporary(mode: exists ? old.st_mode & 0o7777 : 0o666)
    var problem: Int32 = 0
    if exists {
      // The owner first: chown(2) clears the set-user-ID and set-group-ID bits that the mode then restores.
      if (old.st_uid, old.st_gid) != (getuid(), getgid()), fchown(descriptor, old.st_uid, old.st_gid) != 0 {
        _ = fchown(descriptor, uid_t.max, old.st_gid)  // the group alone, which an owner in that group may set
      }
      // open(2) takes the umask off the mode it is given; the old file's mode must stay whole.
      if fchmod(descriptor, old.st_mode & 0o7777) != 0 { problem = errno }
    }
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
    // The rename is an entry in the folder: flushed, it survives a crash too.
    let folderDescriptor = open(folder, O_RDONLY | O_CLOEXEC)
    if folderDescriptor >= 0 {
      _ = fsync(folderDescriptor)
      close(folderDescriptor)
    }
  }

  /// A new, empty file of a random name beside the target, made here and nowhere else: open(2)
  /// fails if anything, a link included, already stands at the name, and another name is drawn.
  private func createTemporary(mode: mode_t) throws -> (Int32, String) {
    for _ in 0..<100 {
      let candidate = "\(folder)/.\(name).\(String(UInt64.random(in: .min ... .max), radix: 36)).new"
      let descriptor = open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
      if descriptor >= 0 { return (descriptor, candidate) }
      guard errno == EEXIST else { throw failure(errno) }
    }
    throw failure(EEXIST)
  }

  private var folder: String { (path as NSString).deletingLastPathComponent }
  private var name: String { (path as NSString).lastPathComponent }

  /// Makes `folder` and the folders above it that are missing, as `mkdir -p` does.
  private func makeFolder(_ folder: String) throws {
    var status = stat()
    if stat(folder, &status) == 0, status.st_mode & S_IFMT == S_IFDIR { return }
    let parent = (folder as NSString).deletingLastPathComponent
    if parent != folder, !parent.isEmpty { try makeFolder(parent) }
    guard mkdir(folder, 0o777) == 0 || errno == EEXIST else { throw failure(errno) }
  }

  /// `path` with the symbolic links at its end followed, one at a time, whether their targets exist
  /// or not. A relative target is taken from the link's own folder, as the system takes it.
  private static func followingLinks(_ path: String, given: URL) throws -> String {
    var path = path
    // The limit Linux sets on links followed in one lookup (ELOOP).
    for _ in 0..<40 {
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let count = readlink(path, &buffer, Int(PATH_MAX))
      guard count >= 0 else { return path }  // not a link (EINVAL), or nothing there: the path is the file
      let target = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      path = target.hasPrefix("/") ? target : (path as NSString).deletingLastPathComponent + "/" + target
    }
    throw TodoFileError.failed(given, reason: String(cString: strerror(ELOOP)))
  }

  /// The error to report for the system's error `code`, about the todos file or the file at `other`.
  func failure(_ code: Int32, at other: String? = nil) -> TodoFileError {
    let reason = String(cString: strerror(code))
    switch code {
    case EACCES, EPERM: return .permissionDenied(other.map { URL(fileURLWithPath: $0) } ?? given)
    case EROFS: return .readOnly(given)
    default: return .failed(given, reason: other.map { "\($0): \(reason)" } ?? reason)
    }
  }
}

/// One todo as the file holds it: the fields this version knows, and the keys it doesn't, kept.
private struct StoredRow: Codable {
  var todo: StoredTodo
  var unknown: [String: JSONValue]

  init(todo: StoredTodo, unknown: [String: JSONValue]) {
    self.todo = todo
    self.unknown = unknown
  }

  init(from decoder: any Decoder) throws {
    todo = try StoredTodo(from: decoder)
    let container = try decoder.container(keyedBy: AnyKey.self)
    unknown = [:]
    for key in container.allKeys where !StoredTodo.keys.contains(key.stringValue) {
      unknown[key.stringValue] = try container.decode(JSONValue.self, forKey: key)
    }
  }

  func encode(to encoder: any Encoder) throws {
    try todo.encode(to: encoder)
    var container = encoder.container(keyedBy: AnyKey.self)
    for (key, value) in unknown { try container.encode(value, forKey: AnyKey(stringValue: key)) }
  }
}

extension StoredTodo {
  /// The keys a stored todo is written with; a row's other keys are kept apart, as they were.
  fileprivate static let keys: Set<String> = ["id", "title", "done"]
}

/// Any key of a JSON object.
private struct AnyKey: CodingKey {
  var stringValue: String
  var intValue: Int? { nil }
  init(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { nil }
}

/// Any JSON value, kept to be written back as it was read.
enum JSONValue: Codable, Equatable {
  case null
  case bool(Bool)
  case integer(Int64)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  init(from decoder: any Decoder) throws {
    let value = try decoder.singleValueContainer()
    if value.decodeNil() {
      self = .null
    } else if let bool = try? value.decode(Bool.self) {
      self = .bool(bool)
    } else if let integer = try? value.decode(Int64.self) {
      self = .integer(integer)
    } else if let number = try? value.decode(Double.self) {
      self = .number(number)
    } else if let string = try? value.decode(String.self) {
      self = .string(string)
    } else if let array = try? value.decode([JSONValue].self) {
      self = .array(array)
    } else {
      self = .object(try value.decode([String: JSONValue].self))
    }
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .null: try container.encodeNil()
    case .bool(let bool): try container.encode(bool)
    case .integer(let integer): try container.encode(integer)
    case .number(let number): try container.encode(number)
    case .string(let string): try container.encode(string)
    case .array(let array): try container.encode(array)
    case .object(let object): try container.encode(object)
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
