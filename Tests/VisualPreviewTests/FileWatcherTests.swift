import Foundation
import Synchronization
import Testing
@testable import VisualPreview
import VisualProcessTesting

/// The watcher hears a file saved in place, saved by rename (a new inode), and a file in a
/// folder made after it started.
@Suite struct FileWatcherTests {
    final class Counter: Sendable {
        let count = Mutex(0)
        func add() { count.withLock { $0 += 1 } }
        var value: Int { count.withLock { $0 } }

        /// Waits up to 5 s for the count to pass `previous`.
        func waitPast(_ previous: Int) -> Bool {
            for _ in 0..<500 {
                if value > previous { return true }
                Thread.sleep(forTimeInterval: 0.01)
            }
            return false
        }
    }

    @Test func hearsEditsInPlaceByRenameAndInNewFolders() throws {
        let scratch = try TemporaryFolder()
        let path = try scratch.write("screen.visual", "canvas 10 x 10\n")
        let counter = Counter()
        let watcher = FileWatcher(folders: [scratch.path]) { counter.add() }
        watcher.start()
        defer { watcher.stop() }
        Thread.sleep(forTimeInterval: 0.1)

        var seen = counter.value
        try "canvas 20 x 10\n".write(toFile: path, atomically: false, encoding: .utf8)
        #expect(counter.waitPast(seen), "an edit in place")

        Thread.sleep(forTimeInterval: 0.1)
        seen = counter.value
        try "canvas 30 x 10\n".write(toFile: path, atomically: true, encoding: .utf8)  // a temporary file, renamed
        #expect(counter.waitPast(seen), "a save by rename")

        Thread.sleep(forTimeInterval: 0.1)
        seen = counter.value
        try scratch.write("new/deeper.visual", "canvas 10 x 10\n")
        #expect(counter.waitPast(seen), "a new folder")
        Thread.sleep(forTimeInterval: 0.1)
        seen = counter.value
        try "canvas 40 x 10\n".write(toFile: scratch.path + "/new/deeper.visual", atomically: false, encoding: .utf8)
        #expect(counter.waitPast(seen), "an edit in the new folder")
    }

    /// The folder of a single file served is watched alone: what is below it is not walked.
    @Test func aFolderWatchedAloneIsNotWalked() throws {
        let scratch = try TemporaryFolder()
        _ = try scratch.write("screen.visual", "canvas 10 x 10\n")
        _ = try scratch.write("below/deeper/other.visual", "canvas 10 x 10\n")
        let alone = FileWatcher(folders: [], foldersAlone: [scratch.path]) {}
        #expect(alone.allFolders() == [scratch.path])
        let walked = FileWatcher(folders: [scratch.path]) {}
        #expect(Set(walked.allFolders()) == [scratch.path, scratch.path + "/below", scratch.path + "/below/deeper"])
    }
}
