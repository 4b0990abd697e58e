// Where a bench ran: the machine, the build and the date, written into its JSON result.

import Foundation

/// Says where and how the numbers of a bench were taken.
public enum Provenance {
  public static func current() -> [String: String] {
    [
      "machine": machine(),
      "build": isReleaseBuild ? "release" : "debug",
      "date": ISO8601DateFormatter().string(from: Date()),
    ]
  }

  /// The processor, its cores and the system, as far as this system says.
  static func machine() -> String {
    let cores = ProcessInfo.processInfo.activeProcessorCount
    let cpu =
      (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8))?.split(separator: "\n")
      .first { $0.hasPrefix("model name") }?.split(separator: ":", maxSplits: 1).last
      .map { $0.trimmingCharacters(in: .whitespaces) } ?? "an unknown processor"
    return "\(cpu), \(cores) cores, \(ProcessInfo.processInfo.operatingSystemVersionString)"
  }

  static var isReleaseBuild: Bool {
    #if DEBUG
      false
    #else
      true
    #endif
  }
}
