// Finds and reads the .scenario files: a folder of them, or files named on the command line.

import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The scenario files of a folder, grouped by screen in subfolders.
public struct ScenarioLibrary: Sendable {
  /// The folder holding the files.
  public var directory: URL

  public init(directory: URL) {
    self.directory = directory
  }

  /// A file that can't be read, said in words: it stops a command with exit 66.
  public struct UnreadableFile: Error, Equatable, Sendable, CustomStringConvertible {
    public var path: String
    public var reason: String
    public var description: String { "can't read \(path): \(reason)" }
  }

  /// Every `.scenario` file below the folder, sorted by path.
  public func files() throws(UnreadableFile) -> [URL] {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isFolder), isFolder.boolValue,
      let enumerator = FileManager.default.enumerator(
        at: directory, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
    else {
      throw UnreadableFile(path: directory.path, reason: "no such folder")
    }
    var files: [URL] = []
    for case let url as URL in enumerator where url.pathExtension == "scenario" {
      files.append(url.standardizedFileURL)
    }
    return files.sorted { $0.path < $1.path }
  }

  /// The name a scenario goes by on the command line: its path below the folder, without extension,
  /// e.g. `todos/failed-add-gives-title-back`.
  public func name(of file: URL) -> String {
    let base = directory.standardizedFileURL.path + "/"
    let path = file.standardizedFileURL.path
    let relative = path.hasPrefix(base) ? String(path.dropFirst(base.count)) : file.lastPathComponent
    return relative.hasSuffix(".scenario") ? String(relative.dropLast(".scenario".count)) : relative
  }

  /// Reads and parses one file; `displayPath` is how messages name it.
  ///
  /// - Throws: ``UnreadableFile`` when the bytes can't be read, ``ParseFailure`` when they don't parse.
  public static func load(_ file: URL, displayPath: String) throws -> Scenario {
    try ScenarioParser.parse(try contents(of: file, displayPath: displayPath), file: displayPath)
  }

  /// The largest scenario file read: 8 MiB, some hundred thousand statements, far above any script
  /// a person writes or `archlab fuzz` shrinks. A larger input is refused before it is parsed.
  public static let sizeLimit = 8 * 1024 * 1024

  /// The bytes of `file`, read to their end, at most ``sizeLimit`` of them.
  ///
  /// Read with `read(2)` rather than `Data(contentsOf:)`, so that a pipe, a FIFO,
  /// `/dev/stdin` or `/dev/null` reads like any file, and an unreadable file says why.
  /// A file that says it is larger than the limit is refused unread; an input that
  /// never ends (`/dev/zero`) is refused once it passes the limit.
  public static func contents(of file: URL, displayPath: String) throws(UnreadableFile) -> [UInt8] {
    let descriptor = open(file.path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw UnreadableFile(path: displayPath, reason: reason(errno)) }
    defer { close(descriptor) }
    let tooLarge = UnreadableFile(
      path: displayPath, reason: "it is larger than \(sizeLimit / 1_048_576) MiB, the most a scenario file may hold")
    var status = stat()
    if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG, Int(status.st_size) > sizeLimit {
      throw tooLarge
    }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count == 0 { return bytes }
      if count < 0 {
        if errno == EINTR { continue }
        throw UnreadableFile(path: displayPath, reason: reason(errno))
      }
      bytes += buffer[..<count]
      guard bytes.count <= sizeLimit else { throw tooLarge }
    }
  }

  private static func reason(_ code: Int32) -> String {
    switch code {
    case ENOENT: "no such file"
    case EACCES, EPERM: "permission denied"
    case EISDIR: "it is a folder, not a file"
    default: String(cString: strerror(code)).lowercased()
    }
  }

  /// How to name `file` in messages: relative to the current directory when it is below it.
  public static func displayPath(of file: URL) -> String {
    let current = FileManager.default.currentDirectoryPath + "/"
    let path = file.standardizedFileURL.path
    return path.hasPrefix(current) ? String(path.dropFirst(current.count)) : path
  }
}
