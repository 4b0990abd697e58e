// Golden files: a command's whole output, kept beside its test and compared line by line.

import Foundation
import Testing

/// Compares whole outputs with the files that hold them.
public enum Golden {
  /// Checks `output` against `file`, or rewrites the file when `ARCHLAB_UPDATE_GOLDEN` is set.
  public static func check(_ output: String, file: URL, sourceLocation: SourceLocation = #_sourceLocation) throws {
    if ProcessInfo.processInfo.environment["ARCHLAB_UPDATE_GOLDEN"] != nil {
      try Data(output.utf8).write(to: file)
      return
    }
    let expected = try String(contentsOf: file, encoding: .utf8)
    guard output != expected else { return }
    let got = output.split(separator: "\n", omittingEmptySubsequences: false)
    let want = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let line = zip(got, want).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(got.count, want.count)
    let message = """
      \(file.lastPathComponent) differs from the output at line \(line + 1):
        golden: \(line < want.count ? String(want[line]) : "(end)")
        output: \(line < got.count ? String(got[line]) : "(end)")
      Regenerate with ARCHLAB_UPDATE_GOLDEN=1 if the change is meant.
      """
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
  }
}
