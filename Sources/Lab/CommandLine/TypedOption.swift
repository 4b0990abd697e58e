// An option declared with the type of its value, as swift-argument-parser's `@Option` is: its line of
// help, and how a word becomes its value, with the message a word that isn't one gets. A command reads it
// typed (`parsed.value(of: Self.runs)`), never by its name as a string.

/// An option whose value is read as a `Value`, where the option is declared.
struct TypedOption<Value: Sendable>: Sendable {
  /// The option as the help and the parser see it.
  let option: CommandSpec.Option
  private let read: @Sendable (String) throws(UsageError) -> Value

  init(_ option: CommandSpec.Option, read: @escaping @Sendable (String) throws(UsageError) -> Value) {
    self.option = option
    self.read = read
  }

  /// The value `word` gives this option.
  func value(_ word: String) throws(UsageError) -> Value {
    try read(word)
  }
}

extension TypedOption where Value == String {
  /// Any text but the empty one (``Arguments`` refuses an empty value).
  static func text(_ name: String, value: String, help: String) -> Self {
    Self(CommandSpec.Option(name: name, value: value, help: help)) { $0 }
  }
}

extension TypedOption where Value == Int {
  /// A whole number within `range`: `--runs is a whole number from 1 to 1000000, not '0'`.
  static func whole(_ name: String, value: String = "N", help: String, in range: ClosedRange<Int>) -> Self {
    Self(CommandSpec.Option(name: name, value: value, help: help)) { (word: String) throws(UsageError) -> Int in
      guard let number = Int(word), range.contains(number) else {
        throw UsageError(
          message: "\(name) is a whole number from \(range.lowerBound) to \(range.upperBound), not '\(word)'",
          french: "\(name) est un nombre entier de \(range.lowerBound) à \(range.upperBound), pas «\u{A0}\(word)\u{A0}»"
        )
      }
      return number
    }
  }
}

extension TypedOption where Value: RawRepresentable & CaseIterable & Sendable, Value.RawValue == String {
  /// One of `Value`'s cases, by its raw value: `--format is text or json, not 'xml'`. The usage line and
  /// the message list the cases, so they can't drift from the type.
  static func choice(_ name: String, value: String = "FORMAT", help: String) -> Self {
    let names = Value.allCases.map(\.rawValue)
    let list = { @Sendable (or: String) in
      names.count < 2 ? names.joined() : names.dropLast().joined(separator: ", ") + " \(or) " + names.last!
    }
    return Self(
      CommandSpec.Option(name: name, value: value, usageValue: names.joined(separator: "|"), help: help)
    ) { (word: String) throws(UsageError) -> Value in
      guard let chosen = Value(rawValue: word) else {
        throw UsageError(
          message: "\(name) is \(list("or")), not '\(word)'",
          french: "\(name) vaut \(list("ou")), pas «\u{A0}\(word)\u{A0}»")
      }
      return chosen
    }
  }
}

/// An option that takes no value.
struct Flag: Sendable {
  let option: CommandSpec.Option

  init(_ name: String, help: String, aliases: [String] = [], isInUsage: Bool = true) {
    option = CommandSpec.Option(name: name, value: nil, help: help, aliases: aliases, isInUsage: isInUsage)
  }
}

extension Arguments {
  /// The value given to `option`, read as its type; nil when it was not given.
  func value<Value>(of option: TypedOption<Value>) throws(UsageError) -> Value? {
    guard let word = options[option.option.name] else { return nil }
    return try option.value(word)
  }

  /// Whether `flag` was given.
  func isSet(_ flag: Flag) -> Bool {
    flags.contains(flag.option.name)
  }
}
