/// "Reading tables: 120 of 2632" on standard error, rewritten in place, only when standard
/// error is a terminal and the run is long enough to wonder about; nothing otherwise, so
/// CI logs and pipes stay clean.
final class ProgressLine {
  /// Runs with fewer files finish before a user would look.
  static let minimumFiles = 200

  private let console: Console
  private var shown = false
  private var lastPercent = -1

  /// A progress line, or nil when standard error is not a terminal.
  init?(console: Console) {
    guard console.errIsTerminal else { return nil }
    self.console = console
  }

  func update(_ done: Int, of total: Int) {
    guard total >= Self.minimumFiles else { return }
    let percent = done * 100 / total
    guard percent != lastPercent else { return }
    lastPercent = percent
    shown = true
    console.err("\r\u{1B}[KReading tables: \(done) of \(total) (\(percent) %)")
  }

  /// Clears the line, so the report starts on a clean screen.
  func finish() {
    if shown { console.err("\r\u{1B}[K") }
  }
}
