// `archlab run`, declared: its arguments, options and help.

extension RunCommand {
  static let architectures = TypedOption.text(
    "--arch", value: "NAMES", help: "comma-separated architectures to play (default: all; see `archlab list`)")
  static let format = TypedOption<Format>.choice("--format", help: "text (default) or json")
  static let trace = Flag("--trace", help: "after the matrix, print every step of every run")

  static let spec = CommandSpec(
    name: "run", synopsis: "run [FILE|NAME ...]", abstract: "play scenarios against architectures (the default)",
    discussion: """
      Plays scenarios against architectures: a fresh app and a fresh scripted server
      for each pair. Prints a matrix (scenario × architecture, pass or FAIL), each
      failure with the screen as it was, and closes with `N passed, M failed`.
      Every file is parsed before anything runs; any problem is reported as
      FILE:LINE:COLUMN: error: MESSAGE and nothing is played (exit 65).
      """,
    arguments: [
      .init(
        name: "FILE|NAME",
        help: """
          a .scenario file, a folder of them, or a scenario's name as
          `archlab list` shows it (todos/failed-add-gives-title-back, or
          failed-add-gives-title-back, or a whole group: todos).
          Default: every scenario.
          """, isOptional: true, isRepeated: true)
    ],
    options: [Self.architectures.option, Self.format.option, Self.trace.option, CommonOptions.scenarios.option],
    sections: [
      (
        "EXAMPLES",
        """
          archlab run
          archlab run failed-add-gives-title-back --arch mvi,hexagonal
          archlab run Scenarios/profile --format json
          archlab run my-new.scenario --trace
        """
      )
    ])
}

/// Options several commands take, declared once.
enum CommonOptions {
  /// `--scenarios DIR`, which every command that reads scenarios takes.
  static let scenarios = TypedOption.text(
    "--scenarios", value: "DIR", help: "the folder of scenarios (default: ./Scenarios, else the package's own)")

  /// `--arch NAMES`, where every architecture is played unless told otherwise.
  static let architectures = TypedOption.text(
    "--arch", value: "NAMES", help: "comma-separated architectures (default: all)")
}
