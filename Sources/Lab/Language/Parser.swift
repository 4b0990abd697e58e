// The parser of the scenario language, version 1.1: bytes in, a checked Scenario or every problem out.

/// Reads scenario files.
///
/// It never stops at the first problem and never traps, whatever the bytes: each
/// problem becomes a ``Diagnostic`` with its line, its column and the line as written.
public enum ScenarioParser {
  /// Parses the bytes of a file named `file` (the name is only used in messages).
  public static func parse(_ bytes: some Collection<UInt8>, file: String) throws(ParseFailure) -> Scenario {
    var problems: [Diagnostic] = []
    var title: String?
    var statements: [Scenario.Located] = []
    var missingHeaderReported = false
    var reader = LineReader()

    for (offset, lineBytes) in lines(of: bytes).enumerated() {
      let number = offset + 1
      func report(_ column: Int, _ message: String) {
        let source = String(decoding: lineBytes, as: UTF8.self)
        problems.append(Diagnostic(file: file, line: number, column: column, message: message, source: source))
      }
      let text: String
      switch decode(lineBytes) {
      case .success(let decoded): text = decoded
      case .failure(let problem):
        report(problem.column, problem.message)
        continue
      }
      switch reader.read(text, line: number) {
      case .failure(let problem):
        report(problem.column, problem.message)
      case .success(.blank):
        continue
      case .success(.header(let name)):
        if title != nil || !statements.isEmpty {
          report(1, "the `scenario \"TITLE\"` header must come first, and only once")
        } else {
          title = name
        }
      case .success(.statement(let located)):
        if title == nil, !missingHeaderReported {
          report(1, "a scenario file starts with `scenario \"TITLE\"`")
          missingHeaderReported = true
        }
        statements.append(located)
      }
    }

    if title == nil, problems.isEmpty {
      problems.append(
        Diagnostic(
          file: file, line: 1, column: 1, message: "a scenario file starts with `scenario \"TITLE\"`; this one has none"
        ))
    }
    guard problems.isEmpty, let title else { throw ParseFailure(diagnostics: problems) }
    return Scenario(file: file, title: title, statements: statements)
  }

  /// Parses a string, as if it were a file's content.
  public static func parse(_ text: String, file: String) throws(ParseFailure) -> Scenario {
    try parse(Array(text.utf8), file: file)
  }

  // MARK: - Bytes to lines

  /// The file split at LF, with a CR before it dropped, and a byte-order mark at the very start skipped.
  private static func lines(of bytes: some Collection<UInt8>) -> [ArraySlice<UInt8>] {
    var all = Array(bytes)[...]
    if all.starts(with: [0xEF, 0xBB, 0xBF]) { all = all.dropFirst(3) }
    var lines = all.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    if all.last == UInt8(ascii: "\n") { lines.removeLast() }
    return lines.map { line in
      line.last == UInt8(ascii: "\r") ? line.dropLast() : line
    }
  }

  /// The line as text, or where its first byte that is not UTF-8 is.
  private static func decode(_ line: ArraySlice<UInt8>) -> Result<String, LineProblem> {
    var iterator = line.makeIterator()
    var decoder = UTF8()
    var scalars = String.UnicodeScalarView()
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar): scalars.append(scalar)
      case .emptyInput: return .success(String(scalars))
      case .error:
        return .failure(
          LineProblem(column: String(scalars).count + 1, message: "this line is not valid UTF-8 text"))
      }
    }
  }
}
