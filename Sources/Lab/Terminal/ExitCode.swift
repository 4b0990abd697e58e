// The exit codes of `archlab`, from sysexits.h where one fits.

/// How `archlab` ends.
public enum ExitCode: Int32, Sendable {
  /// Everything asked for was done, and every scenario played passed.
  case success = 0
  /// A scenario failed.
  case failure = 1
  /// The command line was wrong (EX_USAGE).
  case usage = 64
  /// A scenario file does not follow the language (EX_DATAERR).
  case dataError = 65
  /// A file or an exercise named on the command line can't be found (EX_NOINPUT).
  case noInput = 66
}
