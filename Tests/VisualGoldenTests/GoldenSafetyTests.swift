import AtomicOutput
import Foundation
import Testing
import VisualGolden
import VisualProcessTesting

/// What `visual check`, `render` and `diff` must never do to the user's files: delete
/// goldens in use, write to `/`, let one file take another's golden or picture, overwrite
/// an input, or leave a golden pair torn.
@Suite struct GoldenSafetyTests {
    let folder: TemporaryFolder
    init() throws {
        folder = try TemporaryFolder()
        for name in ["login", "list", "sub/list"] {
            try folder.write("screens/\(name).visual", Self.screen(width: 120 + name.count))
        }
    }

    /// A screen whose canvas width shows in both goldens: the JSON's canvas and the PNG's width.
    static func screen(width: Int) -> String {
        // Roomy enough that the tag and the values sit in the same places at every width, so
        // the sheet's margins are the same and a torn pair shows as a width off by one.
        "canvas \(width) x 80\nH:|-20-[a]-20-|\nV:|-20-[a]-20-|\n"
    }

    func visual(_ arguments: [String], environment: [String: String?] = [:]) throws -> ProcessRun {
        try VisualProcess.run(arguments, in: URL(fileURLWithPath: folder.path),
                              environment: ["CI": nil, "VISUAL_ARTIFACTS": folder.path + "/artifacts"].merging(environment) { $1 })
    }

    func exists(_ relative: String) -> Bool { FileManager.default.fileExists(atPath: folder.path + "/" + relative) }

    @Test func pruningAfterCheckingOneFolderKeepsEveryGoldenInUse() throws {
        #expect(try visual(["check", "screens", "--golden", "g"]).status == 0)
        try folder.write("screens/other/new.visual", Self.screen(width: 200))
        // Checking a subfolder, then pruning, must not judge the others' goldens orphans.
        let run = try visual(["check", "screens/other", "--golden", "g", "--prune", "--yes"])
        #expect(run.status == 0, "\(run)")
        #expect(!run.stdout.contains("pruned"))
        for name in ["login", "list", "sub/list", "new"] {
            #expect(exists("g/\(name).png") && exists("g/\(name).json"), "\(name)")
        }
    }

    @Test func pruneRefusesFilesAndNeverTouchesFilesVisualDidNotWrite() throws {
        let named = try visual(["check", "screens/login.visual", "--golden", "g", "--prune", "--yes"])
        #expect(named.status == 2)
        #expect(named.stderr.contains("--prune judges the whole golden folder"))
        #expect(!exists("g"))

        // The golden folder is the whole tree: only orphaned goldens may go.
        try folder.write("fixtures/image.png", "png")
        try folder.write("fixtures/data.json", "{\"a\": 1}")
        #expect(try visual(["check", "screens", "--golden", "."]).status == 0)
        let run = try visual(["check", "screens", "--golden", ".", "--prune", "--yes"])
        #expect(run.status == 0, "\(run)")
        #expect(!run.stdout.contains("pruned"))
        #expect(exists("fixtures/image.png") && exists("fixtures/data.json") && exists("login.png"))
    }

    @Test func emptyPathsAreUsageErrorsAndWriteNothing() throws {
        for arguments in [["check", "screens", "--golden", ""], ["check", "screens", "--report", ""], ["check", ""],
                          ["render", "screens/login.visual", "-o", ""], ["render", "", "-o", "out.png"],
                          ["diff", "", "x.png"]] {
            let run = try visual(arguments)
            #expect(run.status == 2, "\(arguments): \(run)")
        }
        #expect(!FileManager.default.fileExists(atPath: "/login.png"))
        #expect(!FileManager.default.fileExists(atPath: "/index.html"))
    }

    @Test func aFileInASubfolderNeverTakesTheGoldenOfItsNamesake() throws {
        #expect(try visual(["check", "screens", "--golden", "g"]).status == 0)
        let golden = try Data(contentsOf: URL(fileURLWithPath: folder.path + "/g/list.png"))
        try folder.write("screens/sub/list.visual", Self.screen(width: 300))
        // Named directly it finds its own golden g/sub/list, fails there, and rewrites only that.
        let run = try visual(["check", "screens/sub/list.visual", "--golden", "g", "--record", "failed"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.contains("g/sub/list.png"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder.path + "/g/list.png")) == golden)

        // Two namesakes named together, neither golden yet: both are errors, none is skipped.
        try folder.write("elsewhere/list.visual", Self.screen(width: 140))
        let both = try visual(["check", "elsewhere/list.visual", "screens/sub/list.visual", "--golden", "h"])
        #expect(both.status == 2)
        #expect(both.stderr.components(separatedBy: "would share the golden h/list.png").count == 3, "\(both)")
    }

    @Test func renderKeepsThePathBelowTheFolder() throws {
        let run = try visual(["render", "screens", "-o", "out/"])
        #expect(run.status == 0, "\(run)")
        for picture in ["out/login.png", "out/list.png", "out/sub/list.png"] { #expect(exists(picture), "\(picture)") }
        let clash = try visual(["render", "screens/list.visual", "screens/sub/list.visual", "-o", "flat/"])
        #expect(clash.status == 2)
        #expect(clash.stderr.contains("would both be drawn to"))
    }

    @Test func diffRefusesToOverwriteAnInput() throws {
        #expect(try visual(["render", "screens/login.visual", "-o", "a.png"]).status == 0)
        #expect(try visual(["render", "screens/list.visual", "-o", "b.png"]).status == 0)
        let before = try Data(contentsOf: URL(fileURLWithPath: folder.path + "/a.png"))
        for output in ["a.png", "./a.png", "b.png"] {
            let run = try visual(["diff", "a.png", "b.png", "--output", output])
            #expect(run.status == 2, "\(output): \(run)")
            #expect(run.stderr.contains("the diff image would replace it"))
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder.path + "/a.png")) == before)
    }

    @Test func failureImagesGoToAPrivateFolderNeverThroughAPlantedLink() throws {
        #expect(try visual(["check", "screens", "--golden", "g"]).status == 0)
        try folder.write("screens/login.visual", Self.screen(width: 180))
        let temporary = folder.path + "/tmp"
        try FileManager.default.createDirectory(atPath: temporary + "/trap", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: temporary + "/visual-check", withDestinationPath: temporary + "/trap")
        let run = try visual(["check", "screens", "--golden", "g"], environment: ["VISUAL_ARTIFACTS": nil, "TMPDIR": temporary])
        #expect(run.status == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary + "/trap").isEmpty)
        let written = try #require(run.stdout.split(separator: "\n").first { $0.contains("actual: ") })
        let path = String(written.split(separator: " ").last!)
        #expect(path.hasPrefix(temporary + "/visual-check-") && path.hasSuffix("/login.actual.png"), "\(path)")
        var status = stat()
        #expect(stat((path as NSString).deletingLastPathComponent, &status) == 0 && status.st_mode & 0o777 == 0o700)
    }

    @Test func staleTemporariesOfAKilledRunAreCleanedOthersKept() throws {
        #expect(try visual(["check", "screens", "--golden", "g"]).status == 0)
        // PID 999999999 cannot be running; a file of another pattern is not ours.
        try folder.write("g/login.png.tmp-999999999-7", "half")
        try folder.write("g/notes.tmp-1-2-3", "mine")
        let old = Date(timeIntervalSinceNow: -60)
        for name in ["g/login.png.tmp-999999999-7", "g/notes.tmp-1-2-3"] {
            try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: folder.path + "/" + name)
        }
        #expect(try visual(["check", "screens", "--golden", "g"]).status == 0)
        #expect(!exists("g/login.png.tmp-999999999-7"))
        #expect(exists("g/notes.tmp-1-2-3"))
    }

    /// `kill -9` at random moments during `check --record all`, each run drawing every screen
    /// at a new width: after the next run's repair, every golden is a whole pair of one run.
    @Test func killedRecordersLeaveEveryGoldenAConsistentPair() throws {
        for index in 0..<16 { try folder.write("screens/many/s\(index).visual", Self.screen(width: 100)) }
        #expect(try visual(["check", "screens", "--golden", "g"]).status == 0)
        var random = SystemRandomNumberGenerator()
        for round in 1...4 {
            for index in 0..<16 { try folder.write("screens/many/s\(index).visual", Self.screen(width: 100 + round)) }
            let process = try startRecorder()
            // Kill it while it writes: once its first golden of this round is there.
            let deadline = Date(timeIntervalSinceNow: 20)
            while !(try goldensOfWidth(100 + round, in: folder.path + "/g")), Date() < deadline { usleep(2_000) }
            usleep(UInt32.random(in: 0...30_000, using: &random))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            // The next run repairs first; with --record never it writes nothing of its own.
            _ = try visual(["check", "screens/login.visual", "--golden", "g", "--record", "never"])
            try expectConsistentPairs(in: folder.path + "/g")
        }
    }

    /// `check`'s workers die with their supervisor: none goes on writing goldens while the
    /// next run repairs the folder.
    @Test func workersDieWithTheirSupervisor() throws {
        // Screens that take each worker seconds: one killed with its supervisor is gone at
        // once, one that outlives it is still drawing when the test looks.
        for index in 0..<4 { try folder.write("screens/many/s\(index).visual", Self.slowScreen) }
        let process = try startRecorder()
        // Workers busy with a screen (half a second of CPU: past start-up, where a worker
        // arms the kernel's signal, and past waiting for its first request, where a closed
        // input would end it whatever it armed).
        var workers: [pid_t] = []
        let deadline = Date(timeIntervalSinceNow: 60)
        while Date() < deadline {
            workers = Self.children(of: process.processIdentifier)
            if !workers.isEmpty, workers.allSatisfy({ Self.cpuTicks($0) >= 50 }) { break }
            usleep(5_000)
        }
        #expect(!workers.isEmpty && workers.allSatisfy { Self.cpuTicks($0) >= 50 }, "no busy worker seen")
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        let gone = Date(timeIntervalSinceNow: 2)
        while workers.contains(where: { !ProcessState.isGone($0) }), Date() < gone { usleep(5_000) }
        for worker in workers {
            #expect(ProcessState.isGone(worker), "worker \(worker) outlived its supervisor")
            if !ProcessState.isGone(worker) { kill(worker, SIGKILL) }  // none left behind
        }
    }

    /// The CPU time a process has used, in clock ticks (user and system, /proc/PID/stat).
    static func cpuTicks(_ pid: pid_t) -> Int {
        // After the command: state, ppid, … ; utime and stime are the 12th and 13th.
        let fields = statFields(of: "\(pid)")
        guard fields.count > 12, let user = Int(fields[11]), let system = Int(fields[12]) else { return 0 }
        return user + system
    }

    /// The fields of /proc/PID/stat after its command (which may hold spaces and brackets):
    /// state, parent, …; none when the process is gone.
    static func statFields(of pid: String) -> [Substring] {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let commandEnd = stat.lastIndex(of: ")") else { return [] }
        return stat[stat.index(after: commandEnd)...].split(separator: " ")
    }

    /// 600 views in a grid of rows and columns that cannot all hold: seconds to solve and
    /// explain in a debug build.
    static let slowScreen = (["canvas 1200 x 1200"]
        + (0..<30).map { row in "H:|" + (0..<20).map { "[v\(row)_\($0)(4)]" }.joined() + "|" }
        + (0..<20).map { column in "V:|" + (0..<30).map { "[v\($0)_\(column)(4)]" }.joined() + "|" })
        .joined(separator: "\n") + "\n"

    /// `visual check screens --record all` started in the folder, for a test to kill.
    func startRecorder() throws -> Process {
        let process = Process()
        process.executableURL = VisualProcess.executable
        process.arguments = ["check", "screens", "--golden", "g", "--record", "all"]
        process.currentDirectoryURL = URL(fileURLWithPath: folder.path)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// The processes whose parent is `pid`, from /proc.
    static func children(of pid: pid_t) -> [pid_t] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { entry -> pid_t? in
            guard let child = pid_t(entry) else { return nil }
            let fields = statFields(of: entry)
            return fields.count > 1 && pid_t(fields[1]) == pid ? child : nil
        }
    }

    /// Two recorders at once on the same goldens, from two copies of the screens that differ
    /// in width: each golden ends up a pair of one of them.
    @Test func concurrentRecordersLeaveEveryGoldenAConsistentPair() throws {
        for index in 0..<16 { try folder.write("screens/many/s\(index).visual", Self.screen(width: 100)) }
        #expect(try visual(["check", "screens", "--golden", "g"]).status == 0)
        let path = folder.path
        let group = DispatchGroup()
        for round in 0..<2 {
            DispatchQueue.global().async(group: group) {
                for _ in 0..<2 {
                    _ = try? VisualProcess.run(["check", "screens", "--golden", "g", "--record", "all"],
                                               in: URL(fileURLWithPath: path))
                    for index in 0..<16 {
                        // Atomically: a worker must never read a half-written format file.
                        try? Data(Self.screen(width: 110 + round).utf8)
                            .write(to: URL(fileURLWithPath: path + "/screens/many/s\(index).visual"), options: .atomic)
                    }
                }
            }
        }
        group.wait()
        try expectConsistentPairs(in: folder.path + "/g")
    }

    /// Whether any golden JSON under `golden` has a canvas `width` wide.
    func goldensOfWidth(_ width: Int, in golden: String) throws -> Bool {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: golden + "/many")) ?? []
        return names.contains { name in
            name.hasSuffix(".json") && ((try? String(contentsOfFile: golden + "/many/" + name, encoding: .utf8))?
                .contains("\"width\": \(width),") ?? false)
        }
    }

    /// Every PNG is as wide as its JSON's canvas plus the sheet's margins and nothing
    /// half-written is left.
    func expectConsistentPairs(in golden: String) throws {
        let walker = try #require(FileManager.default.enumerator(atPath: golden))
        var margins = Set<Int>()
        while let relative = walker.nextObject() as? String {
            #expect(!relative.contains(".tmp-") && !relative.contains(".visual-pending-"), "\(relative) left behind")
            guard relative.hasSuffix(".json") else { continue }
            let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: golden + "/" + relative)))
            let canvas = try #require((json as? [String: Any])?["canvas"] as? [String: Any])
            let width = try #require((canvas["width"] as? NSNumber)?.intValue)
            let png = try Data(contentsOf: URL(fileURLWithPath: golden + "/" + relative.dropLast(5) + ".png"))
            let pngWidth = png[16..<20].reduce(0) { $0 << 8 | Int($1) }  // IHDR's width, big-endian
            margins.insert(pngWidth - width)
        }
        #expect(margins.count == 1, "PNG widths minus canvas widths: \(margins)")
    }
}
