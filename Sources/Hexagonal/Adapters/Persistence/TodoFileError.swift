// TodoFileError: what goes wrong with the todos file that the caller must hear about.
// Lesson 04 reads it with JSONFileTodoRepository; lesson 07 checks a corrupt file is reported and left alone.

import Foundation

/// A todos file that cannot be used.
public enum TodoFileError: Error, Equatable, Sendable {
  /// The file exists but is not a list of stored todos. It is left as it is, for a person to look at.
  case corrupt(URL)
}
