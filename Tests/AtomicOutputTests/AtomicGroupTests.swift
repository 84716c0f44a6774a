@testable import AtomicOutput
import Foundation
import Testing

/// A group of files replaced as one unit, even when the writer dies between its renames.
/// A class, so that each test's folder is removed when the test ends (it was left in the
/// temporary directory: 535 of them after a day of runs).
@Suite final class AtomicGroupTests {
    let folder: String
    init() throws {
        folder = NSTemporaryDirectory() + "atomic-group-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: folder)
    }

    func text(_ name: String) -> String? {
        (try? String(contentsOfFile: folder + "/" + name, encoding: .utf8))
    }

    @Test func aGroupReplacesEveryFile() throws {
        try AtomicGroup.write([(Array("old".utf8), folder + "/a.png"), (Array("old".utf8), folder + "/a.json")])
        try AtomicGroup.write([(Array("new".utf8), folder + "/a.png"), (Array("new".utf8), folder + "/a.json")])
        #expect(text("a.png") == "new" && text("a.json") == "new")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["a.json", "a.png"])
    }

    /// The state a `kill -9` between the two renames leaves: the PNG new, the JSON old, the
    /// JSON's temporary and the journal still there. Finishing brings both to new.
    @Test func anInterruptedGroupIsFinishedByTheNextWriter() throws {
        try AtomicGroup.write([(Array("old".utf8), folder + "/a.png"), (Array("old".utf8), folder + "/a.json")])
        let png = try AtomicFile.writeTemporary(Array("new".utf8), besides: folder + "/a.png")
        let json = try AtomicFile.writeTemporary(Array("new".utf8), besides: folder + "/a.json")
        let names = [png, json].map { ($0 as NSString).lastPathComponent }
        try AtomicFile.write(Array("\(names[0])\ta.png\n\(names[1])\ta.json\n".utf8),
                             to: folder + "/" + AtomicGroup.journalPrefix + "1-1")
        #expect(rename(png, folder + "/a.png") == 0)
        #expect(text("a.png") == "new" && text("a.json") == "old")

        let finished = AtomicGroup.finishInterruptedWrites(in: folder)
        #expect(finished == [folder + "/a.json"])
        #expect(text("a.png") == "new" && text("a.json") == "new")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["a.json", "a.png"])
    }

    @Test func aJournalCannotMoveFilesOutOfItsFolder() throws {
        try AtomicFile.write(Array("secret".utf8), to: folder + "/x.tmp-1-1")
        try AtomicFile.write(Array("x.tmp-1-1\t../escaped\n../x\ty\n".utf8), to: folder + "/" + AtomicGroup.journalPrefix + "2-2")
        AtomicGroup.finishInterruptedWrites(in: folder)
        #expect(!FileManager.default.fileExists(atPath: (folder as NSString).deletingLastPathComponent + "/escaped"))
        #expect(text("x.tmp-1-1") == "secret")
    }

    /// Eight threads write pairs of their own content under the folder lock while a reader
    /// reads pairs under the shared lock: no reader ever sees two halves.
    @Test func lockedGroupsAreNeverSeenHalfWritten() async throws {
        let folder = self.folder
        try AtomicGroup.write([(Array("0".utf8), folder + "/p.png"), (Array("0".utf8), folder + "/p.json")])
        let torn = await withTaskGroup(of: Int.self) { group in
            for writer in 1...8 {
                group.addTask {
                    for round in 0..<40 {
                        let content = Array("\(writer)-\(round)".utf8)
                        try? DirectoryLock.withLock(on: folder, .exclusive) { () throws(AtomicFile.WriteError) in
                            try AtomicGroup.write([(content, folder + "/p.png"), (content, folder + "/p.json")])
                        }
                    }
                    return 0
                }
            }
            group.addTask {
                var torn = 0
                for _ in 0..<400 {
                    let pair = DirectoryLock.withLock(on: folder, .shared) {
                        (try? String(contentsOfFile: folder + "/p.png", encoding: .utf8),
                         try? String(contentsOfFile: folder + "/p.json", encoding: .utf8))
                    }
                    if pair.0 != pair.1 { torn += 1 }
                }
                return torn
            }
            return await group.reduce(0, +)
        }
        #expect(torn == 0)
    }

    /// A killed writer whose parent does not collect it (an orphan where the container's
    /// first process collects none) stays a zombie: it writes nothing more, so its
    /// temporaries are stale; a running process's are not.
    @Test func aZombieWriterIsGone() throws {
        var pid: pid_t = 0
        let arguments: [UnsafeMutablePointer<CChar>?] = [strdup("/bin/true"), nil]
        defer { arguments.forEach { free($0) } }
        #expect(posix_spawn(&pid, "/bin/true", nil, nil, arguments, environ) == 0)
        defer { waitpid(pid, nil, 0) }
        // Not collected yet: a zombie once it has exited.
        var exited = siginfo_t()
        #expect(waitid(P_PID, id_t(pid), &exited, WEXITED | WNOWAIT) == 0)
        #expect(ProcessState.isGone(pid))
        #expect(!ProcessState.isGone(getpid()))

        let name = "login.png.tmp-\(pid)-1"
        FileManager.default.createFile(atPath: folder + "/" + name, contents: Data("half".utf8))
        usleep(10_000)  // written before the sweep, as a killed writer's are
        #expect(StaleTemporaries.remove(in: folder) == [folder + "/" + name])
    }

    @Test func staleTemporariesAreRecognisedByTheirExactPattern() {
        #expect(StaleTemporaries.writerPID(of: "login.png.tmp-4242-17") == 4242)
        #expect(StaleTemporaries.writerPID(of: "a-b.json.tmp-1-2") == 1)
        for name in ["login.png", ".tmp-1-2", "x.tmp-1", "x.tmp-a-2", "x.tmp-1-2-3", "x.tmp--2", "x.tmp-0-1"] {
            #expect(StaleTemporaries.writerPID(of: name) == nil, "\(name)")
        }
    }
}
