// A subcommand of `archlab`: its declaration (which the help, the usage line and the parser all read) and how
// it runs. ToolSpec.commands lists each one once; the command line finds a command there by its name.

import LabCourse
import LabTerminal

/// One subcommand of `archlab`, declared once.
@MainActor
protocol Subcommand {
  /// Its declaration: name, arguments, options with their help.
  static var spec: CommandSpec { get }
  /// The same declaration, its help in French.
  static var frenchSpec: CommandSpec { get }
  /// Reads `arguments` (after the command's name) and runs the command; a usage error is thrown, not printed.
  static func main(
    _ arguments: [String], console: Console, registry: Registry, language: CourseLanguage
  ) async throws(UsageError) -> ExitCode
}
