#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An advisory lock on a folder, taken by every `visual` process and thread that reads or
/// writes the files there as groups: readers share it, a writer has it alone.
///
/// Between processes it is `flock` on the folder itself (so no lock file is left in it);
/// between the threads of one process, a reader-writer lock per folder comes first, so the
/// only waits `flock` reports are for other processes.
public enum DirectoryLock {
    public enum Mode: Sendable {
        case shared, exclusive
    }

    /// Runs `body` holding the lock on `folder`. When another process holds it,
    /// `waiting()` is called before blocking, so the user can be told why nothing moves.
    /// A folder that does not exist has nothing to protect: `body` runs unlocked.
    public static func withLock<T, E: Error>(on folder: String, _ mode: Mode, waiting: () -> Void = {},
                                           _ body: () throws(E) -> T) throws(E) -> T {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return try body() }
        defer { close(descriptor) }
        let threads = ThreadLocks.lock(for: folder)
        if mode == .shared { pthread_rwlock_rdlock(threads) } else { pthread_rwlock_wrlock(threads) }
        defer { pthread_rwlock_unlock(threads) }
        let operation = mode == .shared ? LOCK_SH : LOCK_EX
        if flock(descriptor, operation | LOCK_NB) != 0 {
            if errno == EWOULDBLOCK { waiting() }
            while flock(descriptor, operation) != 0 && errno == EINTR {}
        }
        return try body()
    }
}

/// One reader-writer lock per folder path, for the threads of this process. They live as
/// long as the process: a run touches few folders.
private enum ThreadLocks {
    nonisolated(unsafe) private static var locks: [String: UnsafeMutablePointer<pthread_rwlock_t>] = [:]
    nonisolated(unsafe) private static var guardLock = pthread_mutex_t()
    private static let ready: Bool = {
        pthread_mutex_init(&guardLock, nil)
        return true
    }()

    static func lock(for folder: String) -> UnsafeMutablePointer<pthread_rwlock_t> {
        _ = ready
        pthread_mutex_lock(&guardLock)
        defer { pthread_mutex_unlock(&guardLock) }
        if let lock = locks[folder] { return lock }
        let lock = UnsafeMutablePointer<pthread_rwlock_t>.allocate(capacity: 1)
        pthread_rwlock_init(lock, nil)
        locks[folder] = lock
        return lock
    }
}
