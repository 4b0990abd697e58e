// A small reader of command-line arguments: options, flags and the rest.

/// The arguments of one subcommand, split into options, flags and positional words.
struct Arguments {
  private(set) var options: [String: String] = [:]
  private(set) var flags: Set<String> = []
  private(set) var positional: [String] = []

  /// Reads `words`, accepting `--name value`, `--name=value` for `valued` options, the `flags`, and `--` to end options.
  init(_ words: [String], valued: Set<String>, flags known: Set<String>) throws(UsageError) {
    var index = 0
    var optionsEnded = false
    while index < words.count {
      let word = words[index]
      index += 1
      // A negative number is a word, not an option: `course check -1` names an exercise no one has.
      let isNumber = word.count > 1 && word.dropFirst().allSatisfy(\.isNumber)
      if optionsEnded || !word.hasPrefix("-") || word == "-" || isNumber {
        positional.append(word)
        continue
      }
      if word == "--" {
        optionsEnded = true
        continue
      }
      let parts = word.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
      let name = parts[0]
      if valued.contains(name) {
        let value: String
        if parts.count == 2 {
          value = parts[1]
        } else if index < words.count {
          value = words[index]
          index += 1
        } else {
          throw UsageError(message: "\(name) needs a value", french: "\(name) demande une valeur")
        }
        // An empty path or name would mean the current folder, or nothing: never what was meant.
        guard !value.isEmpty else {
          throw UsageError(
            message: "\(name) needs a value that is not empty",
            french: "\(name) demande une valeur qui ne soit pas vide")
        }
        options[name] = value
      } else if known.contains(name), parts.count == 1 {
        flags.insert(name)
      } else {
        throw UsageError(message: "unknown option '\(word)'", french: "option inconnue\u{A0}: «\u{A0}\(word)\u{A0}»")
      }
    }
  }

  /// The same arguments, each option under the name `names` gives it (an alias under its main name).
  func renaming(_ names: [String: String]) -> Arguments {
    var renamed = self
    renamed.options = Dictionary(
      options.map { (names[$0.key] ?? $0.key, $0.value) }, uniquingKeysWith: { _, last in last })
    renamed.flags = Set(flags.map { names[$0] ?? $0 })
    return renamed
  }
}
