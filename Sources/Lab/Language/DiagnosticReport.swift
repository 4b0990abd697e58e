// Prints parse problems the way compilers do: the FILE:LINE:COLUMN line, then the source line and a caret.

/// Parse problems as text for a terminal.
public enum DiagnosticReport {
  /// Each diagnostic, followed by its source line and a caret under its column, then a count.
  public static func text(_ failure: ParseFailure) -> String {
    var text = ""
    for diagnostic in failure.diagnostics {
      text += diagnostic.description + "\n"
      guard let source = diagnostic.source else { continue }
      // The caret lines up under the column: a tab stays a tab, every other character is a space.
      let prefix = source.prefix(max(0, diagnostic.column - 1)).map { $0 == "\t" ? "\t" : " " }.joined()
      text += "    \(source)\n    \(prefix)^\n"
    }
    let files = Set(failure.diagnostics.map(\.file)).count
    let problems = failure.diagnostics.count
    text +=
      "\(problems) problem\(problems == 1 ? "" : "s") in \(files) file\(files == 1 ? "" : "s"); nothing was played.\n"
    return text
  }
}
