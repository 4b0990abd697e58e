// Prints parse problems the way compilers do: the FILE:LINE:COLUMN line, then the source line and a caret.

import Foundation

enum DiagnosticReport {
  /// Each diagnostic, followed by its source line and a caret under the column when the file can be read.
  static func text(_ failure: ParseFailure) -> String {
    var cache: [String: [String]] = [:]
    var text = ""
    for diagnostic in failure.diagnostics {
      text += diagnostic.description + "\n"
      if cache[diagnostic.file] == nil {
        let data = FileManager.default.contents(atPath: diagnostic.file) ?? Data()
        cache[diagnostic.file] = String(decoding: data, as: UTF8.self)
          .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      }
      let lines = cache[diagnostic.file] ?? []
      guard diagnostic.line <= lines.count else { continue }
      let source = lines[diagnostic.line - 1].replacingOccurrences(of: "\r", with: "")
      let prefix = source.unicodeScalars.prefix(diagnostic.column - 1).map { $0 == "\t" ? "\t" : " " }.joined()
      text += "    \(source)\n    \(prefix)^\n"
    }
    let files = Set(failure.diagnostics.map(\.file)).count
    let problems = failure.diagnostics.count
    text +=
      "\(problems) problem\(problems == 1 ? "" : "s") in \(files) file\(files == 1 ? "" : "s"); nothing was played.\n"
    return text
  }
}
