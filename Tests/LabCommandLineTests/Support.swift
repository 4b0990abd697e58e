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
let referenceOnly = Registry { _ in [ReferenceDriver.architecture] }

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
func play(_ lines: [String], arguments: [String] = [], registry: Registry = referenceOnly) async -> Ran {
  let output = Collected()
  let errors = Collected()
  let console = Console(write: output.append, writeError: errors.append, usesColor: false)
  var remaining = lines[...]
  let code: ExitCode
  do {
    code = try await Archlab.play(
      arguments, console: console, registry: registry, input: { remaining.popFirst() }, isInteractive: false)
  } catch {
    errors.append("archlab: \(error.message)\n")
    code = .usage
  }
  return Ran(code: code, output: output.text, errors: errors.text)
}

/// A fresh folder holding `files` (relative path → content).
func scenarioFolder(_ files: [String: String]) throws -> URL {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("archlab-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  for (path, content) in files {
    let file = folder.appendingPathComponent(path)
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(content.utf8).write(to: file)
  }
  return folder
}
