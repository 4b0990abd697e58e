// Splits one line of a scenario into tokens: words, whole numbers and quoted strings.

/// Splits one line into tokens, dropping a `#` comment.
///
/// It reads Unicode scalars, so that a quote or a backslash followed by a
/// combining mark is still a quote or a backslash. Columns are reported in
/// characters of the line as written, as editors show them.
enum Lexer {
  /// The largest number the language accepts: larger is an error, never an overflow.
  static let largestNumber = 1_000_000

  /// The tokens of `line` and the line as written without its comment.
  static func tokens(in line: String) throws(LineProblem) -> (tokens: [Token], source: String) {
    let scalars = Array(line.unicodeScalars)
    let columns = Columns(scalars)
    var tokens: [Token] = []
    var index = 0
    var sourceEnd = scalars.count

    scan: while index < scalars.count {
      let scalar = scalars[index]
      let column = columns[index]
      switch scalar {
      case " ", "\t", "\r":
        index += 1
      case "#":
        sourceEnd = index
        break scan
      case "\"":
        var value = String.UnicodeScalarView()
        index += 1
        while true {
          guard index < scalars.count else {
            throw LineProblem(column: column, message: "this string has no closing quote")
          }
          let next = scalars[index]
          if next == "\"" {
            index += 1
            break
          }
          if next == "\\" {
            guard index + 1 < scalars.count else {
              throw LineProblem(column: column, message: "this string has no closing quote")
            }
            let escaped = scalars[index + 1]
            guard escaped == "\"" || escaped == "\\" else {
              throw LineProblem(
                column: columns[index],
                message: "unknown escape '\\\(printable(escaped))': only \\\" and \\\\ are escapes")
            }
            value.append(escaped)
            index += 2
            continue
          }
          value.append(next)
          index += 1
        }
        tokens.append(Token(kind: .string(String(value)), column: column))
      case _ where isWordScalar(scalar):
        var text = String.UnicodeScalarView()
        while index < scalars.count, isWordScalar(scalars[index]) {
          text.append(scalars[index])
          index += 1
        }
        tokens.append(try token(String(text), column: column))
      default:
        throw LineProblem(column: column, message: "unexpected character '\(printable(scalar))'")
      }
    }
    var written = String.UnicodeScalarView()
    written.append(contentsOf: scalars[..<sourceEnd])
    return (tokens, String(written).trimmingSpaces())
  }

  /// Reads a run of letters, digits, `-` and `_` as a word or a number.
  private static func token(_ text: String, column: Int) throws(LineProblem) -> Token {
    if !text.isEmpty, text.unicodeScalars.allSatisfy(isASCIIDigit) {
      // Compared digit by digit: no run of digits, however long, can overflow.
      let digits = text.drop { $0 == "0" }
      guard digits.count <= 7, let number = Int(digits.isEmpty ? "0" : String(digits)), number <= largestNumber
      else {
        throw LineProblem(column: column, message: "the number \(text) is too large: numbers go up to 1000000")
      }
      return Token(kind: .number(number), column: column)
    }
    if text.hasPrefix("-"), text.count > 1, text.dropFirst().unicodeScalars.allSatisfy(isASCIIDigit) {
      throw LineProblem(column: column, message: "\(text) is negative: numbers here are whole numbers from 0")
    }
    let scalars = text.unicodeScalars
    let isWord =
      scalars.first.map(isASCIILowercase) == true
      && scalars.allSatisfy { isASCIILowercase($0) || isASCIIDigit($0) || $0 == "-" }
    guard isWord else {
      throw LineProblem(
        column: column,
        message: "'\(text)' is not a word: words are lowercase letters, digits and '-', starting with a letter")
    }
    return Token(kind: .word(text), column: column)
  }

  private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isAlphabetic || scalar.properties.numericType != nil || scalar == "-" || scalar == "_"
  }

  private static func isASCIIDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }
  private static func isASCIILowercase(_ scalar: Unicode.Scalar) -> Bool { ("a"..."z").contains(scalar) }

  /// A scalar as a message can show it: invisible ones as `U+XXXX`.
  private static func printable(_ scalar: Unicode.Scalar) -> String {
    switch scalar.properties.generalCategory {
    case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator, .nonspacingMark,
      .enclosingMark, .unassigned, .privateUse, .surrogate:
      let hex = String(scalar.value, radix: 16, uppercase: true)
      return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    default:
      return String(scalar)
    }
  }
}

/// The column, in characters, at which each scalar of a line starts.
///
/// A scalar that joins the one before it into one character (a combining mark)
/// shares that character's column.
struct Columns {
  private let starts: [Int]

  init(_ scalars: [Unicode.Scalar]) {
    var view = String.UnicodeScalarView()
    view.append(contentsOf: scalars)
    var starts: [Int] = []
    starts.reserveCapacity(scalars.count + 1)
    var column = 0
    for character in String(view) {
      column += 1
      starts += repeatElement(column, count: character.unicodeScalars.count)
    }
    starts.append(column + 1)
    self.starts = starts
  }

  /// The column of the scalar at `index`; one past the line's end for `index` == the count of scalars.
  subscript(index: Int) -> Int { starts[min(index, starts.count - 1)] }
}
