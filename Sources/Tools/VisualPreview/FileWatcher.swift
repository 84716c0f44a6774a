import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Calls back when anything changes in some folders, once per burst of changes.
///
/// It watches folders, not files: an editor that saves by writing a new file and renaming
/// it over the old one replaces the file's inode, which a watch on the file would lose. On
/// Linux it uses inotify (new subfolders are watched as they appear); elsewhere it polls.
/// A burst (an editor's temporary file, its rename, a touch) is reported once, `quiet`
/// after its last event, so a half-written file is seldom read.
public final class FileWatcher: @unchecked Sendable {
    private let folders: [String]
    private let foldersAlone: [String]
    private let quiet: Duration
    private let onChange: @Sendable () -> Void
    private let lock = NSLock()
    private var stopped = false

    /// Watches `folders` (and every folder below them) and `foldersAlone` (not what is
    /// below them: the folder of a single file served) and calls `onChange` on a thread of
    /// its own after each burst of changes.
    public init(folders: [String], foldersAlone: [String] = [], quiet: Duration = .milliseconds(15),
                onChange: @escaping @Sendable () -> Void) {
        self.folders = folders
        self.foldersAlone = foldersAlone
        self.quiet = quiet
        self.onChange = onChange
    }

    /// Starts watching; returns at once.
    public func start() {
        let thread = Thread { [self] in
            #if os(Linux)
            if !watchWithInotify() { poll() }
            #else
            poll()
            #endif
        }
        thread.name = "visual serve: file watcher"
        thread.start()
    }

    /// Stops watching (the thread ends within a polling interval).
    public func stop() {
        lock.withLock { stopped = true }
    }

    private var isStopped: Bool { lock.withLock { stopped } }

    /// Every folder at or below the watched ones, hidden ones (`.git`, `.build`) left out as
    /// the format file search leaves them out, and links to folders not followed; and the
    /// folders watched alone.
    func allFolders() -> [String] {
        var found = foldersAlone
        var pending = folders
        while let folder = pending.popLast() {
            found.append(folder)
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
            for name in names where !name.hasPrefix(".") {
                let child = (folder as NSString).appendingPathComponent(name)
                var status = stat()
                if lstat(child, &status) == 0, status.st_mode & S_IFMT == S_IFDIR { pending.append(child) }
            }
        }
        return found
    }

    /// Elsewhere than Linux: the folders' listing and each entry's size and time, compared
    /// every 50 ms.
    private func poll() {
        var last = fingerprint()
        while !isStopped {
            Thread.sleep(forTimeInterval: 0.05)
            let now = fingerprint()
            if now != last {
                last = now
                onChange()
            }
        }
    }

    private func fingerprint() -> [String: [Int]] {
        var result: [String: [Int]] = [:]
        for folder in allFolders() {
            for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] {
                let path = (folder as NSString).appendingPathComponent(name)
                var status = stat()
                guard stat(path, &status) == 0 else { continue }
                #if os(Linux)
                let time = [Int(status.st_mtim.tv_sec), Int(status.st_mtim.tv_nsec)]
                #else
                let time = [Int(status.st_mtimespec.tv_sec), Int(status.st_mtimespec.tv_nsec)]
                #endif
                result[path] = [Int(status.st_size), Int(status.st_ino)] + time
            }
        }
        return result
    }

    #if os(Linux)
    /// inotify on every folder; false when inotify cannot be used (then the caller polls).
    private func watchWithInotify() -> Bool {
        let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        let mask = UInt32(IN_MODIFY | IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_ATTRIB
                          | IN_DELETE_SELF | IN_MOVE_SELF)
        func watchFolders() {
            // Adding a watch a folder already has gives the same one back: cheap to repeat.
            for folder in allFolders() { _ = inotify_add_watch(descriptor, folder, mask) }
        }
        watchFolders()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        let clock = ContinuousClock()
        var lastEvent: ContinuousClock.Instant?
        while !isStopped {
            // Wait for events, or (in a burst) until the burst has been quiet long enough.
            let waitMilliseconds: Int32 = if let lastEvent {
                max(0, Int32((quiet - (clock.now - lastEvent)) / .milliseconds(1)))
            } else {
                200
            }
            var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = Glibc.poll(&request, 1, waitMilliseconds)
            if ready > 0 {
                while read(descriptor, &buffer, buffer.count) > 0 {}  // drain: only "something changed" matters
                lastEvent = clock.now
            } else if let last = lastEvent, clock.now - last >= quiet {
                lastEvent = nil
                watchFolders()  // a folder made in the burst
                onChange()
            }
        }
        return true
    }
    #endif
}
