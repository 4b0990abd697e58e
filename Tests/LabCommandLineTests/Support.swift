// Helpers of the command line's tests: run `archlab` in this process over the reference app, and scenario folders.

import Foundation
import LabCommandLine
import LabEngine
import LabTerminal
import LabTestSupport

/// What a run of the command line printed, and how it ended.
struct Ran {
  var code: ExitCode
  var output: String
  var errors: String
}

/// The reference app as the only architecture.
@MainActor
let referenceOnly = Registry([ReferenceDriver.architecture])

/// Runs the command line with `registry`, collecting what it prints.
@MainActor
func archlab(_ arguments: [String], color: Bool = false, registry: Registry = referenceOnly) async -> Ran {
  let output = Collected()
  let errors = Collected()
  let console = Console(write: output.append, writeError: errors.append, usesColor: color)
  let code = await Archlab.main(arguments, console: console, registry: registry)
  return Ran(code: code, output: output.text, errors: errors.text)
}

/// Runs `archlab play` with `lines` as its input.
@MainActor
func play(
  _ lines: [String], arguments: [String] = [], registry: Registry = referenceOnly, isInteractive: Bool = false
) async -> Ran {
  let output = Collected()
  let errors = Collected()
  let console = Console(write: output.append, writeError: errors.append, usesColor: false)
  var remaining = lines[...]
  let code: ExitCode
  do {
    code = try await Archlab.play(
      arguments, console: console, registry: registry, input: { remaining.popFirst() },
      isInteractive: isInteractive)
  } catch {
    errors.append("archlab: \(error.message)\n")
    code = .usage
  }
  return Ran(code: code, output: output.text, errors: errors.text)
}

/// A fresh folder holding `files` (relative path → content).
func scenarioFolder(_ files: [String: String]) throws -> URL {
  let folder = try TemporaryFolders.make("scenarios")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  for (path, content) in files {
    let file = folder.appendingPathComponent(path)
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(content.utf8).write(to: file)
  }
  return folder
}

/// Puts a fake Swift in `root`, and returns this process's environment with its folder first on the
/// PATH: a program run with it finds the fake instead of Swift.
///
/// `script`, a shell script, plays the course's tests: it is the tests' executable that `swift build
/// --build-tests` makes (`Course/.build/debug/coursePackageTests.xctest`), and what `swift test` runs.
/// The fake `swift build` builds nothing and succeeds.
func fakeSwift(_ script: String, in root: URL) throws -> [String: String] {
  let bin = root.appendingPathComponent("bin")
  try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
  try writeExecutable(script, to: bin.appendingPathComponent("tests"))
  let debug = root.appendingPathComponent("Course/.build/debug")
  try FileManager.default.createDirectory(at: debug, withIntermediateDirectories: true)
  try writeExecutable(script, to: debug.appendingPathComponent("coursePackageTests.xctest"))
  try writeExecutable(
    "#!/bin/sh\nif [ \"$1\" = build ]; then echo 'Build complete! (0.01s)'; exit 0; fi\n"
      + "exec \"$(dirname \"$0\")/tests\" \"$@\"\n",
    to: bin.appendingPathComponent("swift"))
  var environment = TestProcess.marked(ProcessInfo.processInfo.environment)
  environment["PATH"] = bin.path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
  // The course in English, whatever the machine's locale: the tests read its English words.
  environment["LC_ALL"] = "C.UTF-8"
  return environment
}

/// Writes an executable script at `url` through a descriptor that no child process can inherit.
///
/// `Data.write(to:)` opens the file without close-on-exec: a process that another test spawns
/// meanwhile keeps the file open for writing for as long as it runs, and running the script
/// then fails with "Text file busy" (ETXTBSY).
func writeExecutable(_ script: String, to url: URL) throws {
  let descriptor = open(url.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
  guard descriptor >= 0 else { throw CocoaError(.fileWriteUnknown) }
  defer { close(descriptor) }
  let bytes = Array(script.utf8)
  let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
  guard written == bytes.count else { throw CocoaError(.fileWriteUnknown) }
  guard fchmod(descriptor, 0o755) == 0 else { throw CocoaError(.fileWriteNoPermission) }
}
