// The scenario language's tokens: words, whole numbers and quoted strings.

/// A token and where it starts.
struct Token: Equatable {
  enum Kind: Equatable {
    case word(String)
    case number(Int)
    case string(String)
  }

  var kind: Kind
  /// From 1, in characters of the line.
  var column: Int

  /// How the token is named in messages.
  var spelling: String {
    switch kind {
    case .word(let word): "'\(word)'"
    case .number(let number): "\(number)"
    case .string(let string): Scenario.quoted(string)
    }
  }
}

/// A problem in one line: a message and the column it points at, from 1, in characters.
struct LineProblem: Error {
  var column: Int
  var message: String
}
