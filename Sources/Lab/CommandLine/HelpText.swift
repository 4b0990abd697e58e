// The help of `archlab` and of each subcommand.

enum HelpText {
  /// The help of `command`, or of the tool when nil; nil for an unknown command.
  static func text(for command: String?) -> String? {
    switch command {
    case nil, "help": tool
    case "run": run
    case "list": list
    case "play": play
    case "compare": compare
    case "lessons": lessons
    case "show": show
    case "diagram": diagram
    case "course": course
    case "fuzz": fuzz
    case "bench": bench
    default: nil
    }
  }

  static let tool = """
    archlab: one feature built three times (MVI, MVVM, Hexagonal), played against the same scenarios.

    USAGE: archlab [COMMAND] [OPTIONS]

    With no command, plays every scenario against every architecture, prints a
    matrix and closes with `N passed, M failed`.

    COMMANDS:
      run [FILE|NAME ...]   play scenarios against architectures (the default)
      list                  the architectures and the scenarios
      show SCENARIO         one scenario step by step, each architecture's inside story side by side
      play                  type statements, see the screens after each (--record to save a scenario)
      diagram SCENARIO      a Mermaid sequence diagram of one architecture, drawn from a real run
      compare               files, code, types, seams, tests and state writers of each architecture
      fuzz                  random scenarios on every architecture, the spec's rules checked at each step
      bench                 what each gesture costs each architecture, and what it redraws
      lessons [--sync]      check that the lessons quote the code as it is (--sync: regenerate the quotes)
      course                the exercises, with their status; `course watch` checks as you save
      help [COMMAND]        this help, or a command's

    OPTIONS:
      -h, --help            show help (also after a command: `archlab run --help`)

    EXIT STATUS:
      0   every scenario played passed
      1   a scenario failed (or, for `course check`, a check)
      64  the command line is wrong
      65  a scenario file does not follow the scenario language
      66  a file or an exercise named on the command line can't be found

    ENVIRONMENT:
      NO_COLOR              when set, never use colour (colour is used only on a terminal)

    The scenario language is documented in Scenarios/README.md.

    """

  static let run = """
    USAGE: archlab run [FILE|NAME ...] [--arch NAMES] [--format text|json] [--trace] [--scenarios DIR]

    Plays scenarios against architectures: a fresh app and a fresh scripted server
    for each pair. Prints a matrix (scenario × architecture, pass or FAIL), each
    failure with the screen as it was, and closes with `N passed, M failed`.
    Every file is parsed before anything runs; any problem is reported as
    FILE:LINE:COLUMN: error: MESSAGE and nothing is played (exit 65).

    ARGUMENTS:
      FILE|NAME             a .scenario file, a folder of them, or a scenario's name as
                            `archlab list` shows it (todos/failed-add-gives-title-back, or
                            failed-add-gives-title-back, or a whole group: todos).
                            Default: every scenario.

    OPTIONS:
      --arch NAMES          comma-separated architectures to play (default: all; see `archlab list`)
      --format FORMAT       text (default) or json
      --trace               after the matrix, print every step of every run
      --scenarios DIR       the folder of scenarios (default: ./Scenarios, else the package's own)
      -h, --help            show this help

    EXAMPLES:
      archlab run
      archlab run failed-add-gives-title-back --arch mvi,hexagonal
      archlab run Scenarios/profile --format json
      archlab run my-new.scenario --trace

    """

  static let play = """
    USAGE: archlab play [--arch NAME] [--record FILE]

    An interactive session with one architecture: reads statements of the scenario
    language line by line (from the terminal or a pipe), runs each on a live app
    over a scripted server, and prints the open screens after it, with the answers
    the server holds back. A line that does not parse gets the parser's message,
    and the session goes on. Ends at the end of the input (Ctrl-D).

    OPTIONS:
      --arch NAME           the architecture to drive (default: the first, see `archlab list`)
      --record FILE         write what you did to FILE (a new file), with `expect` lines that
                            capture the screens you saw; `archlab run FILE` replays it
      -h, --help            show this help

    EXAMPLE:
      printf 'todos open\ntodos add "Buy milk"\n' | archlab play --arch mvvm --record buy-milk.scenario

    """

  static let show = """
    USAGE: archlab show SCENARIO [--arch NAMES] [--width N]

    Plays one scenario against each architecture and prints it step by step: the
    statement, then one column per architecture with what happened inside it in
    its own terms (MVI: intents and state changes; MVVM: view-model calls,
    service calls and observed state changes; Hexagonal: use cases and port
    calls), then the screen after it: once when every architecture shows the
    same, else each one, marked ≠.

    ARGUMENTS:
      SCENARIO              a scenario's name (see `archlab list`) or a .scenario file

    OPTIONS:
      --arch NAMES          comma-separated architectures (default: all but variants such as mvvm-imperative)
      --width N             the width to fit, in columns (default: 100)
      --scenarios DIR       the folder of scenarios (default: ./Scenarios, else the package's own)
      -h, --help            show this help

    """

  static let diagram = """
    USAGE: archlab diagram SCENARIO --arch NAME

    Plays one scenario against one architecture and prints a Mermaid sequence
    diagram of what happened inside it: the user, the view, the store, view model
    or use case, and the server. Drawn from a real run, so it can't go stale.
    Paste it into a ```mermaid block: GitHub renders it.

    ARGUMENTS:
      SCENARIO              a scenario's name (see `archlab list`) or a .scenario file

    OPTIONS:
      --arch NAME           the architecture to draw (required)
      --scenarios DIR       the folder of scenarios (default: ./Scenarios, else the package's own)
      -h, --help            show this help

    """

  static let compare = """
    USAGE: archlab compare [--format text|markdown]

    Measures each architecture from the source tree, in total and per layer (a
    folder, two levels at most): files, code lines (neither blank nor only a
    comment), types, protocols (the seams where one part can be swapped), tests,
    and state writers (the functions that write the state a screen is drawn
    from). Then the change cost: for one rule of the feature, the code lines of
    the regions each architecture needed to implement it.

    OPTIONS:
      --format FORMAT       text (default) or markdown
      --root DIR            the package to measure (default: this one)
      -h, --help            show this help

    """

  static let lessons = """
    USAGE: archlab lessons [--sync]

    Checks Lessons/: every quoted block equals its source region (`// snippet.NAME`
    … `// snippet.end`), every diagram and table generated by `archlab` is current,
    every `swift run archlab …` printed works, every path and link leads somewhere,
    and the English and French lessons have the same files, headings and blocks.
    Exits 1 and lists the problems when there are any.

    OPTIONS:
      --sync                first regenerate every quoted and generated block, then check
      -h, --help            show this help

    """

  static let list = """
    USAGE: archlab list [--scenarios DIR]

    Lists the registered architectures, then every scenario by name with its title.

    OPTIONS:
      --scenarios DIR       the folder of scenarios (default: ./Scenarios, else the package's own)
      -h, --help            show this help

    """

  static let fuzz = """
    USAGE: archlab fuzz [--runs N] [--seed S] [--steps N] [--arch NAMES] [--format text|json] [--out DIR]

    Makes random scenarios over the whole language (holds, releases in any order,
    resumes and failures on every endpoint, restarts, filters, closing screens,
    titles near 100 characters in every kind of Unicode) and plays each on every
    architecture at once. After every statement it checks that the architectures
    show the same screens and leave the server the same, and that FEATURE.md's
    invariants hold:
      T12    once the list has loaded and no request is pending, the rows are the server's todos
      T12    no todo appears twice
      T8     the counter is the number of todos not done
      T7     the rows shown are those the filter lets through
      saving a row is marked saving exactly while its change is on its way
      rest   with no request pending, no loading indicator shows
      T10    the error line is empty or one of FEATURE.md's messages
      T3     nothing typed is lost
    and that every gesture finishes or waits on a held answer. At the first
    failure it shrinks the scenario (drops statements, then simplifies arguments),
    writes it as a .scenario file whose comment names the broken rule and shows
    each architecture's screens, and exits 1 with the file's path.

    Run R of seed S is made from seed S+R: `--seed S+R --runs 1` makes it again.

    OPTIONS:
      --runs N              how many scenarios (default: 200)
      --seed S              the first scenario's seed (default: 1)
      --steps N             statements per scenario (default: 30)
      --arch NAMES          comma-separated architectures (default: all, variants included)
      --format FORMAT       text (default) or json
      --out DIR             where a failing scenario is written (default: .build/fuzz in the package)
      -h, --help            show this help

    EXAMPLES:
      archlab fuzz
      swift run -c release archlab fuzz --runs 10000 --seed 1
      archlab fuzz --arch mvi,hexagonal --steps 80

    """

  static let bench = """
    USAGE: archlab bench [--arch NAMES] [--sizes N,N,...] [--repetitions N] [--format text|json|markdown] [--summary]

    Times each gesture of the Todos screen (type a character, add, toggle, delete,
    switch the filter, reload) on each architecture, over lists of 10², 10³, 10⁴
    and 10⁵ todos loaded from the scripted server, and on a baseline: the same
    change made to a plain array of todos and turned into the same screen value.
    Reports the median time (gesture and screen built after it), the ratio to the
    baseline at the largest size, the growth from the smallest size to the largest,
    the peak memory at the largest size, and what each gesture redraws: the parts
    of the screen (loading, field, rows, counter, filter, error) whose reads,
    tracked with Observation's withObservationTracking, the gesture changed.

    Times from a debug build are many times those of a release build; it says so.

    OPTIONS:
      --arch NAMES          comma-separated architectures (default: all, variants included)
      --sizes N,N,...       list sizes (default: 100,1000,10000,100000)
      --repetitions N       times each gesture is made at each size; the median is kept (default: 7)
      --format FORMAT       text (default), json, or markdown (the lessons quote it)
      --summary             two tables instead of one per gesture: each gesture's time at the
                            largest size (× baseline), and its growth from the smallest
      -h, --help            show this help

    EXAMPLE:
      swift run -c release archlab bench

    """

  static let course = """
    USAGE: archlab course [COMMAND [N]] [OPTIONS]

    The course: exercises that make the lessons stick, in the manner of rustlings.
    Each folder of Course/Exercises/ holds a task (its README.md, README.fr.md in
    French), the starting code with a `// TODO:` at each place to change, the tests
    that check it, and hints (HINTS.md). Course/Solutions/ holds the reference,
    with comments that explain the fix.

    The current exercise is the first one not done, in order: a command given no
    N works on it, and every "Next" names it.

    COMMANDS:
      (none)                every exercise with its status: not started, in progress or done
      check [N]             builds exercise N (default: the current one) and runs its tests; tells
                            each check as it ends, then what failed and what to change
      watch                 checks the current exercise again each time one of its files is saved;
                            keys: h the next hint, n the next exercise, q quit
      hint [N]              the next hint for exercise N (default: the current one), one at a time
      reset N [--yes]       puts exercise N back at its starting point (asks first, unless --yes)
      solution N [--force]  the reference solution, once exercise N passes (or now, with --force)

    N is the exercise's number (1 or 01) or its folder's name (01-title-rules).

    OPTIONS:
      --verbose, -v         with check: every failure in full
      --lang LANG           en or fr: the READMEs, hints and messages in that language
                            (default: French when the locale is French, else English)
      --yes, -y             reset without asking
      --force               show the solution before the exercise passes
      -h, --help            show this help

    A check that runs 60 seconds with no test ending is stopped, and the test still
    running is named (ARCHLAB_COURSE_TIME_LIMIT=SECONDS changes the limit). Ctrl-C
    stops the whole `swift test` it started.

    EXIT STATUS:
      0   the checks pass, or the command did what it says
      1   a check failed, or the solution stays hidden until the checks pass
      64  the command line is wrong, or reset can't ask (no terminal) and has no --yes
      66  no exercise has that number or name

    EXAMPLES:
      swift run archlab course
      swift run archlab course watch
      swift run archlab course check
      swift run archlab course check 3 --verbose
      swift run archlab course hint
      swift run archlab course reset 1
      swift run archlab course --lang fr

    """
}
