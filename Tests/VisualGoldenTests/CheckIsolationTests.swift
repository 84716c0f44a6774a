import Foundation
import Testing
import VisualProcessTesting

/// A file that crashes the checker costs that file only: the run still checks, reports and
/// sums up every other file.
@Suite struct CheckIsolationTests {
    /// Runs the real worker, but dies by SIGSEGV when handed a file whose name contains
    /// "crash", as a renderer bug would.
    static let crashingWorker = """
        #!/usr/bin/env python3
        import os, signal, subprocess, sys
        worker = subprocess.Popen(sys.argv[1:], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        for line in sys.stdin:
            if "crash" in line:
                os.kill(os.getpid(), signal.SIGSEGV)
            worker.stdin.write(line.encode()); worker.stdin.flush()
            sys.stdout.write(worker.stdout.readline().decode()); sys.stdout.flush()
        """

    @Test func aCrashingFileIsAnErrorAndTheOthersAreStillChecked() throws {
        let folder = try TemporaryFolder()
        for name in ["a", "crash", "z"] {
            try folder.write("screens/\(name).visual", "canvas 100 x 50\nH:|-[\(name)]-|\nV:|-[\(name)]\n")
        }
        try folder.write("worker", Self.crashingWorker)
        #expect(chmod(folder.path + "/worker", 0o755) == 0)
        let run = try VisualProcess.run(["check", "screens", "--golden", "g", "--report", "report"],
                                        in: URL(fileURLWithPath: folder.path),
                                        environment: ["CI": nil, "VISUAL_CHECK_WORKER": folder.path + "/worker"])
        #expect(run.status == 2, "\(run)")
        #expect(run.stdout.contains("recorded screens/a.visual"))
        #expect(run.stdout.contains("recorded screens/z.visual"))
        #expect(run.stdout.contains("ERROR    screens/crash.visual"))
        #expect(run.stdout.contains("visual crashed while checking this file (signal 11"))
        #expect(run.stdout.contains("0 passed, 2 recorded, 0 failed, 1 error\n"))
        let junit = try String(contentsOfFile: folder.path + "/report/junit.xml", encoding: .utf8)
        #expect(junit.contains("crash"))
        #expect(FileManager.default.fileExists(atPath: folder.path + "/g/z.png"))
    }
}
