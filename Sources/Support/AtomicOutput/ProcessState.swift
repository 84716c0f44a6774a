#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether another process still runs: asked of the writer of a temporary file before it is
/// removed as stale, and by `check`'s workers of their supervisor.
public enum ProcessState {
    /// Whether process `pid` no longer runs: it does not exist, or it is a zombie (dead,
    /// waiting for a parent to collect it: in a container whose first process collects no
    /// orphans, a killed `check` worker stays one for good).
    public static func isGone(_ pid: pid_t) -> Bool {
        if kill(pid, 0) != 0 { return errno == ESRCH }
        #if os(Linux)
        // /proc/PID/stat: `PID (COMMAND) STATE …`; the command may hold spaces and brackets.
        let descriptor = open("/proc/\(pid)/stat", O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: 512)
        let count = read(descriptor, &bytes, bytes.count)
        guard count > 0, let commandEnd = bytes[..<count].lastIndex(of: UInt8(ascii: ")")),
              commandEnd + 2 < count else { return false }
        return bytes[commandEnd + 2] == UInt8(ascii: "Z")
        #else
        return false
        #endif
    }
}
