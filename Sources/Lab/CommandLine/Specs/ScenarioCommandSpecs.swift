// `archlab list`, `show`, `play` and `diagram`, declared: the commands that read and play scenarios.

extension ListCommand {
  static let spec = CommandSpec(
    name: "list", synopsis: "list", abstract: "the architectures and the scenarios",
    discussion: "Lists the registered architectures, then every scenario by name with its title.",
    options: [CommonOptions.scenarios.option])
}

extension ShowCommand {
  static let architectures = TypedOption.text(
    "--arch", value: "NAMES",
    help: "comma-separated architectures (default: all but mv, shown when named)")
  static let width = TypedOption(
    CommandSpec.Option(name: "--width", value: "N", help: "the width to fit, in columns (default: 100)")
  ) { (word: String) throws(UsageError) -> Int in
    guard let width = Int(word), widths.contains(width) else {
      throw UsageError(
        message: "--width takes a number of columns from \(widths.lowerBound) to \(widths.upperBound), not '\(word)'",
        french: "--width prend un nombre de colonnes de \(widths.lowerBound) à \(widths.upperBound), "
          + "pas «\u{A0}\(word)\u{A0}»")
    }
    return width
  }

  static let spec = CommandSpec(
    name: "show", synopsis: "show SCENARIO",
    abstract: "one scenario step by step, each architecture's inside story side by side",
    discussion: """
      Plays one scenario against each architecture and prints it step by step: the
      statement, then one column per architecture with what happened inside it in
      its own terms (MVI: intents and state changes; MVVM: view-model calls,
      service calls and observed state changes; Hexagonal: use cases and port
      calls), then the screen after it: once when every architecture shows the
      same, else each one, marked ≠. Widths are terminal columns: a CJK character
      or an emoji takes two.
      """,
    arguments: [.scenario],
    options: [Self.architectures.option, Self.width.option, CommonOptions.scenarios.option])
}

extension PlayCommand {
  static let architecture = TypedOption.text(
    "--arch", value: "NAME", help: "the architecture to drive (default: the first, see `archlab list`)")
  static let record = TypedOption.text(
    "--record", value: "FILE",
    help: """
      write what you did to FILE (a new file), with `expect` lines that
      capture the screens you saw; `archlab run FILE` replays it
      """)

  static let spec = CommandSpec(
    name: "play", synopsis: "play",
    abstract: "type statements, see the screens after each (--record to save a scenario)",
    discussion: """
      An interactive session with one architecture: reads statements of the scenario
      language line by line (from the terminal or a pipe), runs each on a live app
      over a scripted server, and prints the open screens after it, with the answers
      the server holds back. A line that does not parse gets the parser's message,
      and the session goes on. A line longer than 64 KiB is refused the same way.
      Ends at the end of the input (Ctrl-D). At a terminal it then exits 0; from a
      pipe, 65 if a line did not parse and 1 if a statement failed.
      """,
    options: [Self.architecture.option, Self.record.option],
    sections: [
      (
        "EXAMPLE",
        #"  printf 'todos open\ntodos add "Buy milk"\n' | archlab play --arch mvvm --record buy-milk.scenario"#
      )
    ])
}

extension DiagramCommand {
  static let architecture = TypedOption(
    CommandSpec.Option(name: "--arch", value: "NAME", help: "the architecture to draw (required)", isRequired: true)
  ) { $0 }

  static let spec = CommandSpec(
    name: "diagram", synopsis: "diagram SCENARIO",
    abstract: "a Mermaid sequence diagram of one architecture, drawn from a real run",
    discussion: """
      Plays one scenario against one architecture and prints a Mermaid sequence
      diagram of what happened inside it: the user, the view, the store, view model
      or use case, and the server. Drawn from a real run, so it can't go stale.
      Paste it into a ```mermaid block: GitHub renders it.
      """,
    arguments: [.scenario],
    options: [
      Self.architecture.option, CommonOptions.scenarios.option,
    ])
}

extension CommandSpec.Argument {
  /// The one scenario `show` and `diagram` play.
  static let scenario = Self(name: "SCENARIO", help: "a scenario's name (see `archlab list`) or a .scenario file")
}
