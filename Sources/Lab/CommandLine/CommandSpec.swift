// A subcommand declared once: its arguments, options and words of help. Parsing, `--help` and the usage
// line all come from the declaration, so an option can't be accepted and left out of the help, or the reverse.

/// One subcommand as its user meets it, in the manner of swift-argument-parser's declarations.
struct CommandSpec: Sendable {
  /// A word that is not an option, e.g. `SCENARIO` or `FILE|NAME ...`.
  struct Argument: Sendable {
    var name: String
    var help: String
    /// In the usage line: `[NAME ...]` when optional, `NAME` when required.
    var isOptional = false
    var isRepeated = false
  }

  /// `--name VALUE`, or a flag when it takes no value.
  struct Option: Sendable {
    var name: String
    /// What the help calls its value (`FORMAT`); nil for a flag.
    var value: String?
    /// What the usage line shows for the value (`text|json`), when not `value`.
    var usageValue: String?
    var help: String
    /// Other spellings, e.g. `-v`.
    var aliases: [String] = []
    var isRequired = false
    /// Left out of the usage line (still in the help), where the line would grow too long.
    var isInUsage = true
  }

  /// The command's name after `archlab`, or nil for the tool itself.
  var name: String?
  /// What the tool's list of commands shows for it: its name and arguments, then one line.
  var synopsis = ""
  var abstract = ""
  /// A line before the usage, for the tool's own help.
  var title: String?
  /// The usage line after the options, e.g. `[COMMAND [N]]`, when the arguments don't say it all.
  var usageTail: String?
  var discussion: String
  var arguments: [Argument] = []
  var options: [Option] = []
  /// Sections after the options: `EXIT STATUS`, `EXAMPLES`, … each a title and its text.
  var sections: [(title: String, text: String)] = []
  /// Sections between the discussion and the arguments, such as a subcommand's `COMMANDS`.
  var leadingSections: [(title: String, text: String)] = []

  /// Reads `words` as this command's arguments: options it declares, with their aliases under their
  /// main name, and the rest. A word that is a negative number (`-1`) is an argument, not an option.
  func parse(_ words: [String]) throws(UsageError) -> Arguments {
    var valued: Set<String> = []
    var flags: Set<String> = []
    var canonical: [String: String] = [:]
    for option in options {
      for spelling in [option.name] + option.aliases {
        canonical[spelling] = option.name
        if option.value == nil { flags.insert(spelling) } else { valued.insert(spelling) }
      }
    }
    let parsed = try Arguments(words, valued: valued, flags: flags)
    return parsed.renaming(canonical)
  }

  /// The help's own words in French, for a command whose declaration is written in French too.
  var isFrench = false

  /// The whole help, as `archlab help NAME` and `archlab NAME --help` print it.
  var help: String {
    let (usageWord, showHelp) = isFrench ? ("UTILISATION", "affiche cette aide") : ("USAGE", "show this help")
    // French puts a no-break space before a colon.
    let colon = isFrench ? "\u{A0}:" : ":"
    var text = (title.map { "\($0)\n\n" } ?? "") + "\(usageWord)\(colon) \(usage)\n\n\(discussion)\n"
    for (title, body) in leadingSections { text += "\n\(title)\(colon)\n\(body)\n" }
    if !arguments.isEmpty {
      text += "\nARGUMENTS\(colon)\n" + arguments.map { Self.row($0.name, $0.help) }.joined()
    }
    let help = Option(name: "-h, --help", value: nil, help: showHelp)
    text +=
      "\nOPTIONS\(colon)\n"
      + (options + [help]).map { option in
        Self.row(
          ([option.name] + option.aliases).joined(separator: ", ") + (option.value.map { " \($0)" } ?? ""), option.help)
      }.joined()
    for (title, body) in sections { text += "\n\(title)\(colon)\n\(body)\n" }
    return text + "\n"
  }

  /// `archlab NAME ARGUMENTS [--option VALUE] ...`
  var usage: String {
    var parts = ["archlab"] + (name.map { [$0] } ?? [])
    for argument in arguments {
      let word = argument.name + (argument.isRepeated ? " ..." : "")
      parts.append(argument.isOptional ? "[\(word)]" : word)
    }
    if let usageTail { parts.append(usageTail) }
    for option in options where option.isInUsage {
      let word = option.name + ((option.usageValue ?? option.value).map { " \($0)" } ?? "")
      parts.append(option.isRequired ? word : "[\(word)]")
    }
    return parts.joined(separator: " ")
  }

  /// One line of a list: the name in a column 22 wide, then its help, later lines indented under it.
  static func row(_ name: String, _ help: String) -> String {
    let lines = help.split(separator: "\n", omittingEmptySubsequences: false)
    let first = "  " + name + String(repeating: " ", count: max(2, 22 - name.count)) + (lines.first ?? "")
    return ([first] + lines.dropFirst().map { String(repeating: " ", count: 24) + $0 }).joined(separator: "\n")
      + "\n"
  }
}
