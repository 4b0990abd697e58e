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
      if optionsEnded || !word.hasPrefix("-") || word == "-" {
        positional.append(word)
        continue
      }
      if word == "--" {
        optionsEnded = true
        continue
      }
      let parts = word.split(separator: "=", maxSplits: 1).map(String.init)
      let name = parts[0]
      if valued.contains(name) {
        if parts.count == 2 {
          options[name] = parts[1]
        } else if index < words.count {
          options[name] = words[index]
          index += 1
        } else {
          throw UsageError(message: "\(name) needs a value")
        }
      } else if known.contains(name), parts.count == 1 {
        flags.insert(name)
      } else {
        throw UsageError(message: "unknown option '\(word)'")
      }
    }
  }
}
