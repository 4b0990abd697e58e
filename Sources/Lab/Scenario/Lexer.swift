// The scenario language's tokens: words, whole numbers and quoted strings.

/// A token and the column where it starts.
struct Token: Equatable {
  enum Kind: Equatable {
    case word(String)
    case number(Int)
    case string(String)
  }

  var kind: Kind
  /// From 1, in Unicode scalars (characters, for text without combining marks).
  var column: Int

  /// How the token is named in messages.
  var spelling: String {
    switch kind {
    case .word(let word): "'\(word)'"
    case .number(let number): "\(number)"
    case .string(let string): quoted(string)
    }
  }
}

/// A lexical problem: a message and the column it points at.
struct LexProblem: Error {
  var column: Int
  var message: String
}

/// Splits one line into tokens, dropping a `#` comment.
enum Lexer {
  /// The tokens of `line` and the line as written without its comment.
  static func tokens(in line: String) throws(LexProblem) -> (tokens: [Token], source: String) {
    let characters = Array(line.unicodeScalars)
    var tokens: [Token] = []
    var index = 0
    var sourceEnd = characters.count

    scan: while index < characters.count {
      let character = characters[index]
      let column = index + 1
      switch character {
      case " ", "\t", "\r":
        index += 1
      case "#":
        sourceEnd = index
        break scan
      case "\"":
        var value = String.UnicodeScalarView()
        index += 1
        while true {
          guard index < characters.count else {
            throw LexProblem(column: column, message: "this string has no closing quote")
          }
          let next = characters[index]
          if next == "\"" {
            index += 1
            break
          }
          if next == "\\" {
            guard index + 1 < characters.count else {
              throw LexProblem(column: column, message: "this string has no closing quote")
            }
            let escaped = characters[index + 1]
            guard escaped == "\"" || escaped == "\\" else {
              throw LexProblem(
                column: index + 1,
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
      case _ where isWordCharacter(character):
        var text = String.UnicodeScalarView()
        while index < characters.count, isWordCharacter(characters[index]) {
          text.append(characters[index])
          index += 1
        }
        tokens.append(try token(String(text), column: column))
      default:
        throw LexProblem(column: column, message: "unexpected character '\(printable(character))'")
      }
    }
    var written = String.UnicodeScalarView()
    written.append(contentsOf: characters[..<sourceEnd])
    let source = String(written).trimmingSpaces()
    return (tokens, source)
  }

  /// Reads a run of letters, digits, `-` and `_` as a word or a number.
  private static func token(_ text: String, column: Int) throws(LexProblem) -> Token {
    if text.allSatisfy(\.isASCIIDigit) {
      guard let number = Int(text) else {
        throw LexProblem(column: column, message: "the number \(text) is too large")
      }
      return Token(kind: .number(number), column: column)
    }
    if text.hasPrefix("-"), text.count > 1, text.dropFirst().allSatisfy(\.isASCIIDigit) {
      throw LexProblem(column: column, message: "\(text) is negative: numbers here are whole numbers from 0")
    }
    let isWord =
      text.first.map { $0.isASCIILowercase } == true
      && text.allSatisfy { $0.isASCIILowercase || $0.isASCIIDigit || $0 == "-" }
    guard isWord else {
      throw LexProblem(
        column: column,
        message: "'\(text)' is not a word: words are lowercase letters, digits and '-', starting with a letter")
    }
    return Token(kind: .word(text), column: column)
  }

  private static func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isAlphabetic || scalar.properties.numericType != nil || scalar == "-" || scalar == "_"
  }

  /// A character as a message can show it: invisible ones as `U+XXXX`.
  private static func printable(_ scalar: Unicode.Scalar) -> String {
    switch scalar.properties.generalCategory {
    case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator, .nonspacingMark,
      .enclosingMark, .unassigned, .privateUse, .surrogate:
      "U+" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4)
    default:
      String(scalar)
    }
  }
}

extension Character {
  fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
  fileprivate var isASCIILowercase: Bool { isASCII && isLowercase }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    String(repeating: "0", count: max(0, width - count)) + self
  }
}
