// `archlab course`, declared: its commands, their options and its help.

import LabCourse

extension CourseCommand {
  static let verbose = Flag("--verbose", help: "with check: every failure in full", aliases: ["-v"], isInUsage: false)
  static let language = TypedOption(
    CommandSpec.Option(
      name: "--lang", value: "LANG", usageValue: "en|fr",
      help: """
        en or fr: the READMEs, hints and messages in that language
        (default: French when the locale is French, else English)
        """)
  ) { (word: String) throws(UsageError) -> CourseLanguage in
    guard let language = CourseLanguage(rawValue: word) else {
      throw UsageError(
        message: "--lang is en or fr, not '\(word)'", french: "--lang vaut en ou fr, pas «\u{A0}\(word)\u{A0}»")
    }
    return language
  }
  static let yes = Flag("--yes", help: "with reset: reset without asking", aliases: ["-y"], isInUsage: false)
  static let force = Flag(
    "--force", help: "with solution: show the solution before the exercise passes", isInUsage: false)

  static let spec = CommandSpec(
    name: "course", synopsis: "course", abstract: "the exercises, with their status; `course watch` checks as you save",
    usageTail: "[COMMAND [N]]",
    discussion: """
      The course: exercises that make the lessons stick, in the manner of rustlings.
      Each folder of Course/Exercises/ holds a task (its README.md, README.fr.md in
      French), the starting code with a `// TODO:` at each place to change, the tests
      that check it, and hints (HINTS.md). Course/Solutions/ holds the reference,
      with comments that explain the fix.

      The current exercise is the first one not done, in order: a command given no
      N works on it, and every "Next" names it.
      """,
    options: [Self.verbose.option, Self.language.option, Self.yes.option, Self.force.option],
    sections: [
      (
        "LIMITS",
        """
          A check that runs 60 seconds with no test ending is stopped, and the test still
          running is named (ARCHLAB_COURSE_TIME_LIMIT=SECONDS changes the limit). Ctrl-C
          stops the whole `swift test` it started.
        """
      ),
      (
        "EXIT STATUS",
        """
          0   the checks pass, or the command did what it says
          1   a check failed, or the solution stays hidden until the checks pass
          64  the command line is wrong, or reset can't ask (no terminal) and has no --yes
          66  no exercise has that number or name
        """
      ),
      (
        "EXAMPLES",
        """
          swift run archlab course
          swift run archlab course watch
          swift run archlab course watch 11
          swift run archlab course check
          swift run archlab course check 3 --verbose
          swift run archlab course hint
          swift run archlab course reset 1
          swift run archlab course --lang fr
        """
      ),
    ],
    leadingSections: [
      (
        "COMMANDS",
        """
          (none)                every exercise with its status: not started, in progress or done
          check [N]             builds exercise N (default: the current one) and runs its tests; tells
                                each check as it ends, then what failed and what to change
          watch [N]             checks exercise N (default: the current one) again each time one of its
                                files is saved; a pass stays on screen until n moves to the next one
                                not done; keys: h the next hint, n the next exercise, q quit
          hint [N]              the next hint for exercise N (default: the current one), one at a time
          predict [N]           asks for your prediction about exercise N, runs its checks and says how
                                many pass, then shows the answer beside your prediction
          reset N [--yes]       puts exercise N back at its starting point (asks first, unless --yes)
          solution N [--force]  the reference solution, once exercise N passes (or now, with --force)

          N is the exercise's number (1 or 01) or its folder's name (01-title-rules).
        """
      )
    ])
}
