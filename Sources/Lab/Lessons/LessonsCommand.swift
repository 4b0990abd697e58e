// `archlab lessons`: checks that the lessons tell the truth about the code; `--sync` regenerates quoted blocks.

import Foundation

/// `archlab lessons [--sync]`
@MainActor
struct LessonsCommand {
  var syncs: Bool
  var root: URL

  init(_ arguments: [String]) throws(UsageError) {
    let parsed = try Arguments(arguments, valued: ["--root"], flags: ["--sync"])
    guard parsed.positional.isEmpty else {
      throw UsageError(message: "lessons takes no arguments, found '\(parsed.positional[0])'")
    }
    syncs = parsed.flags.contains("--sync")
    root = parsed.options["--root"].map { URL(fileURLWithPath: $0) } ?? PackageRoot.url
  }

  func execute(console: Console) async -> ExitCode {
    let checker = LessonChecker(root: root)
    do {
      if syncs {
        let changed = try await checker.sync()
        console.write(
          changed.isEmpty ? "Every quoted block is up to date.\n" : changed.map { "updated \($0)\n" }.joined())
      }
      let problems = try await checker.check()
      guard !problems.isEmpty else {
        console.write("The lessons agree with the code.\n")
        return .success
      }
      console.write(problems.map { "\($0)\n" }.joined())
      console.write("\(problems.count) problem\(problems.count == 1 ? "" : "s") in the lessons.\n")
      return .failure
    } catch {
      console.writeError("archlab: can't read the lessons: \(error.localizedDescription)\n")
      return .noInput
    }
  }
}
