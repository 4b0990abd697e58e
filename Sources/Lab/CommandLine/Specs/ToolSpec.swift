// `archlab --help`: the tool, its commands (each listed from its own declaration) and what its exit codes mean.

@MainActor
enum ToolSpec {
  /// Every subcommand, the one list of them, in the order the tool's help lists them.
  static let commands: [any Subcommand.Type] = [
    RunCommand.self, ListCommand.self, ShowCommand.self, PlayCommand.self, DiagramCommand.self, CompareCommand.self,
    FuzzCommand.self, BenchCommand.self, LessonsCommand.self, CourseCommand.self,
  ]

  /// The subcommand called `name`, if there is one.
  static func command(_ name: String) -> (any Subcommand.Type)? {
    commands.first { $0.spec.name == name }
  }

  static let spec = CommandSpec(
    name: nil,
    title:
      "archlab: one feature built in MVI, MVVM, Hexagonal and plain SwiftUI (MV), played against the same scenarios.",
    usageTail: "[COMMAND] [OPTIONS]",
    discussion: """
      With no command, plays every scenario against every architecture, prints a
      matrix and closes with `N passed, M failed`.
      """,
    options: [
      CommandSpec.Option(
        name: "--lang", value: "LANG", usageValue: "en|fr",
        help: """
          en or fr, with any command: its help, its usage errors, the course, run, show
          and list in that language (default: French when the locale is French)
          """, isInUsage: false)
    ],
    sections: [
      (
        "EXIT STATUS",
        """
          0   every scenario played passed
          1   a scenario failed (or, for `course check`, a check)
          64  the command line is wrong
          65  a scenario file does not follow the scenario language
          66  a file or an exercise named on the command line can't be found
        """
      ),
      ("ENVIRONMENT", "  NO_COLOR              when set, never use colour (colour is used only on a terminal)"),
      ("MORE", "  The scenario language is documented in Scenarios/README.md; `archlab COMMAND --help` for a command."),
    ],
    leadingSections: [("COMMANDS", commandList(commands.map { $0.spec }, help: helpAbstract))])

  /// What the tool's help says of `help [COMMAND]`.
  static let helpAbstract = "this help, or a command's"
  static let helpSynopsis = "help [COMMAND]"

  /// The COMMANDS section: each command's synopsis and abstract, from its declaration, then `help`.
  static func commandList(_ specs: [CommandSpec], help: String, helpSynopsis: String = helpSynopsis) -> String {
    (specs.map { CommandSpec.row($0.synopsis, $0.abstract) } + [CommandSpec.row(helpSynopsis, help)]).joined()
      .dropLast().description
  }
}
