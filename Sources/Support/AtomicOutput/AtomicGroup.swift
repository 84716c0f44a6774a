#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Files of one folder replaced together: after a crash or `kill -9` at any moment, the
/// next writer's `finishInterruptedWrites(in:)` leaves either all of them old or all new.
///
/// Each file goes to its own temporary first, as `AtomicFile.write` does. Then a journal
/// (`.visual-pending-PID-N`, written atomically itself) lists which temporary becomes
/// which file; the renames follow, and the journal goes last. A journal found later means
/// the renames were interrupted: the temporaries it names are complete, so finishing the
/// renames brings the group to its new state. Without a journal the old files were never
/// touched, and the temporaries left behind are stale (`StaleTemporaries`).
///
/// Writers of the same folder must not overlap; callers hold a `DirectoryLock`.
public enum AtomicGroup {
    /// Replaces every `(bytes, path)` as one unit. All paths must be in one folder.
    public static func write(_ files: [(bytes: [UInt8], path: String)]) throws(AtomicFile.WriteError) {
        guard let first = files.first else { return }
        let folder = AtomicFile.folder(of: first.path)
        guard files.allSatisfy({ AtomicFile.folder(of: $0.path) == folder }) else {
            throw AtomicFile.WriteError(message: "files written together must share a folder")
        }
        if files.count == 1 { return try AtomicFile.write(first.bytes, to: first.path) }

        var temporaries: [String] = []
        do {
            for file in files { temporaries.append(try AtomicFile.writeTemporary(file.bytes, besides: file.path)) }
        } catch {
            for temporary in temporaries { unlink(temporary) }
            throw error
        }
        let lines = zip(temporaries, files).map { baseName($0) + "\t" + baseName($1.path) + "\n" }.joined()
        let journal = folder + "/" + journalPrefix + "\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        do {
            try AtomicFile.write(Array(lines.utf8), to: journal)
        } catch {
            for temporary in temporaries { unlink(temporary) }
            throw error
        }
        for (temporary, file) in zip(temporaries, files) where rename(temporary, file.path) != 0 {
            // The journal stays: the next writer finishes what it can.
            throw AtomicFile.WriteError(message: "cannot replace '\(file.path)' (\(AtomicFile.reason()))")
        }
        unlink(journal)
    }

    /// Completes the groups a killed writer left half renamed in `folder`; returns the files
    /// it brought to their new state. Call it holding the folder's exclusive lock.
    @discardableResult
    public static func finishInterruptedWrites(in folder: String) -> [String] {
        var finished: [String] = []
        for name in AtomicFile.names(in: folder) where name.hasPrefix(journalPrefix) {
            let journal = folder + "/" + name
            guard let text = AtomicFile.read(journal) else { continue }
            var complete = true
            for line in text.split(separator: "\n") {
                let parts = line.split(separator: "\t")
                // Names only, never paths: a journal cannot point outside its folder.
                guard parts.count == 2, !parts.contains(where: { $0.contains("/") || $0 == ".." }) else { continue }
                let temporary = folder + "/" + parts[0]
                let destination = folder + "/" + parts[1]
                guard access(temporary, F_OK) == 0 else { continue }  // renamed before the kill
                if rename(temporary, destination) == 0 { finished.append(destination) } else { complete = false }
            }
            if complete { unlink(journal) }
        }
        return finished
    }

    static let journalPrefix = ".visual-pending-"

    private static func baseName(_ path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
    }
}
