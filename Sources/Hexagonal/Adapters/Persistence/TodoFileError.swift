// TodoFileError: what goes wrong with the todos file that the caller must hear about.
// Thrown by JSONFileTodoRepository; its tests check each case leaves the file as it was.

import Foundation

/// A todos file that cannot be used, said in words.
public enum TodoFileError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file exists but is not a list of stored todos. It is left as it is, for a person to look at.
  case corrupt(URL)
  /// The file is there but may not be written: it is never replaced behind its owner's back.
  case readOnly(URL)
  /// The file, or its folder, may not be read or written by this process.
  case permissionDenied(URL)
  /// The path names a folder, a pipe, a device or a socket: it is never read or replaced.
  case notARegularFile(URL)
  /// The file is larger than the adapter reads (`limit` bytes): it is left as it is.
  case tooLarge(URL, limit: Int)
  /// Reading or writing failed for another reason, given by the system.
  case failed(URL, reason: String)

  /// Each message names the file by its full path, whatever path it was given by.
  public var description: String {
    switch self {
    case .corrupt(let url): "\(url.absoluteURL.path) is not a list of todos; it was left as it is"
    case .readOnly(let url): "\(url.absoluteURL.path) is read-only; it was left as it is"
    case .permissionDenied(let url): "permission denied for \(url.absoluteURL.path)"
    case .notARegularFile(let url): "\(url.absoluteURL.path) is not a regular file; it was left as it is"
    case .tooLarge(let url, let limit):
      "\(url.absoluteURL.path) is larger than \(limit / 1_048_576) MiB, the most a todos file may hold; it was left as it is"
    case .failed(let url, let reason): "\(url.absoluteURL.path): \(reason)"
    }
  }
}
