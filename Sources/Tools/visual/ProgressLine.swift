import Foundation

/// `rendered 3/12` on one line of a terminal, rewritten in place; nothing elsewhere.
final class ProgressLine: @unchecked Sendable {
    private let enabled: Bool
    private let lock = NSLock()

    private let verb: String

    /// Shown only when standard error is a terminal: a log or a CI run gets no progress noise.
    init(verb: String) {
        self.verb = verb
        self.enabled = isatty(STDERR_FILENO) == 1
    }

    func show(_ done: Int, _ total: Int) {
        guard enabled else { return }
        lock.withLock { printError("\r\(verb) \(done)/\(total)") }
    }

    func clear() {
        guard enabled else { return }
        printError("\r\u{1B}[K")
    }
}
