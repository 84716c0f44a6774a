#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Temporaries that a killed `visual` left behind (`NAME.tmp-PID-N`), removed on a later
/// run. Only names of exactly that pattern, whose process is gone and which were last
/// written before this call, are removed: a live writer's temporary is never touched.
public enum StaleTemporaries {
    /// Removes the stale temporaries directly in `folder`; returns their paths.
    @discardableResult
    public static func remove(in folder: String) -> [String] {
        var removed: [String] = []
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        for name in AtomicFile.names(in: folder) {
            guard let pid = writerPID(of: name), pid != getpid() else { continue }
            guard ProcessState.isGone(pid) else { continue }  // its writer still runs
            let path = folder + "/" + name
            var status = stat()
            guard lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG,
                  modified(status) < (Int(now.tv_sec), Int(now.tv_nsec)) else { continue }
            if unlink(path) == 0 { removed.append(path) }
        }
        return removed
    }

    /// The PID in `NAME.tmp-PID-N`, or nil when the name is not one of ours.
    static func writerPID(of name: String) -> pid_t? {
        let parts = name.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count >= 3, parts[parts.count - 3].hasSuffix(".tmp"), parts[parts.count - 3].count > ".tmp".count
        else { return nil }
        let (pid, counter) = (parts[parts.count - 2], parts[parts.count - 1])
        guard [pid, counter].allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              let value = pid_t(pid), value > 0, UInt32(counter) != nil else { return nil }
        return value
    }
}

/// When a file was last written, as (seconds, nanoseconds).
private func modified(_ status: stat) -> (Int, Int) {
    #if canImport(Darwin)
    (Int(status.st_mtimespec.tv_sec), Int(status.st_mtimespec.tv_nsec))
    #else
    (Int(status.st_mtim.tv_sec), Int(status.st_mtim.tv_nsec))
    #endif
}
