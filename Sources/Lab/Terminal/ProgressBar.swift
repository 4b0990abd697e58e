// A progress bar for long commands, drawn on standard error so that standard output stays the report.

/// A one-line bar on standard error, redrawn in place: `[#####.....] 420/1000`.
@MainActor
public final class ProgressBar {
  public let total: Int
  public let console: Console
  public let isShown: Bool
  private var lastDrawn = -1

  public init(total: Int, console: Console, isShown: Bool) {
    self.total = total
    self.console = console
    self.isShown = isShown
  }

  public func show(_ done: Int) {
    guard isShown else { return }
    let width = 30
    let filled = total == 0 ? width : done * width / total
    // Redraw only when the bar or the hundredth changes: writing is slower than a run.
    let step = done * 100 / max(total, 1)
    guard step != lastDrawn || done == total else { return }
    lastDrawn = step
    console.writeError(
      "\r[" + String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled)
        + "] \(done)/\(total)")
  }

  public func clear() {
    guard isShown, lastDrawn >= 0 else { return }
    console.writeError("\r" + String(repeating: " ", count: 50) + "\r")
  }
}
