import AtomicOutput
import CProcess
import Foundation
import ParallelWork
import TextMeasure
import VisualGolden
import VisualSyntax

/// Checks files in worker processes (`visual check --worker`), so that a file that crashes
/// the renderer (a bug, or the kernel's OOM killer) costs that file, not the run: the
/// others are still checked, reported and summed up.
///
/// Each worker takes one file at a time as a JSON line on its standard input (a
/// `CheckRequest`) and answers with the `CheckResult` as a JSON line. A worker that dies mid-file is replaced and the
/// file tried once more on the new one; a second death reports the file as an error.
struct CheckWorkers {
    /// The worker's command line: this executable with `check --worker` and the run's
    /// options. `VISUAL_CHECK_WORKER` names another program to run the workers with (a
    /// debugger, valgrind, or a test's wrapper); the arguments follow it.
    let command: [String]
    let count: Int
    /// Workers started when these were made, before the supervisor plans the run: their
    /// start-up (the executable, the Swift runtime, the fonts) overlaps the plan instead of
    /// following it, which on a suite of fifty files is a third of the run.
    private let started: StartedWorkers

    init(command: [String], count: Int) {
        signal(SIGPIPE, SIG_IGN)  // a dead worker's pipe is an error to handle, not our death
        self.command = command
        self.count = count
        started = StartedWorkers((0..<count).map { _ in try? WorkerProcess(command) })
    }

    /// Checks the files; `goldens`: the golden JSONs the plan decoded, by golden name, sent
    /// along so that no worker reads them again.
    func run(_ locations: [GoldenLocation], goldens: [String: DecodedGolden],
             progress: @escaping @Sendable (Int) -> Void) -> [CheckResult] {
        let command = self.command
        let started = self.started
        let requests = locations.map { CheckRequest(location: $0, golden: goldens[$0.name]) }
        let results = parallelMap(requests, threads: count, progress: progress, worker: { started.take() },
                                  finish: { $0?.finish() }) { worker, request in
            Self.check(request, with: &worker, command: command)
        }
        started.finishUnused()
        return results
    }

    /// One file on `worker` (started when there is none); a second death is the file's error.
    private static func check(_ request: CheckRequest, with worker: inout WorkerProcess?,
                              command: [String]) -> CheckResult {
        let location = request.location
        var deaths: [String] = []
        while deaths.count < 2 {
            do {
                if worker == nil { worker = try WorkerProcess(command) }
                return try worker!.check(request)
            } catch {
                deaths.append(worker?.death() ?? "\(error)")
                worker = nil
            }
        }
        var result = CheckResult(location: location, status: .error)
        result.errors = [.error("visual crashed while checking this file (\(deaths[1])); the other files were "
            + "checked. `visual render \(location.formatFile) -o x.png` shows the crash", in: location.formatFile)]
        return result
    }
}

/// One running worker and the pipes to it.
private final class WorkerProcess {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    /// What the worker wrote after its last answer's newline (nothing, as it answers one
    /// request at a time, but kept rather than lost).
    private var pending = Data()

    init(_ command: [String]) throws {
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst())
        process.standardInput = input
        process.standardOutput = output
        // A crash is reported as one line per file; Swift's backtracer would print pages
        // and take its time. A user who wants the backtrace sets SWIFT_BACKTRACE.
        var environment = ProcessInfo.processInfo.environment
        if environment["SWIFT_BACKTRACE"] == nil { environment["SWIFT_BACKTRACE"] = "enable=no" }
        environment[CheckWorkerLoop.supervisorVariable] = String(getpid())
        process.environment = environment
        try process.run()
    }

    /// Sends one file and waits for its result; throws when the worker is gone.
    func check(_ request: CheckRequest) throws -> CheckResult {
        var line = try JSONEncoder().encode(request)
        line.append(0x0A)
        try input.fileHandleForWriting.write(contentsOf: line)
        return try JSONDecoder().decode(CheckResult.self, from: nextLine())
    }

    /// The worker's next line, without its newline. Each piece read is searched once, as it
    /// arrives: an answer with pictures is hundreds of kilobytes that come in pipe-sized
    /// pieces, and searching all that arrived again for each piece took longer than checking
    /// the file.
    private func nextLine() throws -> Data {
        var line = Data()
        var unsearched = pending
        while true {
            if let newline = Self.firstNewline(in: unsearched) {
                line.append(unsearched[unsearched.startIndex..<newline])
                pending = Data(unsearched[(newline + 1)...])
                return line
            }
            line.append(unsearched)
            unsearched = output.fileHandleForReading.availableData
            guard !unsearched.isEmpty else { throw WorkerGone() }
        }
    }

    private static func firstNewline(in data: Data) -> Data.Index? {
        data.withUnsafeBytes { bytes in
            guard let start = bytes.baseAddress, let found = memchr(start, 0x0A, bytes.count) else { return nil }
            return data.startIndex + (UnsafeRawPointer(found) - start)
        }
    }

    /// How the worker ended, in words (`signal 11`), once it is gone.
    func death() -> String {
        try? input.fileHandleForWriting.close()  // already closed by a dead worker: nothing to report
        process.waitUntilExit()
        let status = process.terminationStatus
        if process.terminationReason == .uncaughtSignal {
            return "signal \(status): \(String(cString: strsignal(status)))"
        }
        return "the worker exited with status \(status)"
    }

    /// Ends a worker that did all its work: closing its input ends its loop.
    func finish() {
        try? input.fileHandleForWriting.close()  // a worker that died at the end: its results are in
        // Not `waitUntilExit()`: on Linux it looks again only every 50 ms, which was a
        // third of checking fifty files. A worker whose input is closed exits at once.
        while process.isRunning { usleep(200) }
    }
}

private struct WorkerGone: Error {}

/// The workers started ahead of the run, each handed to the first thread that asks (nil
/// when none is left, or one failed to start: the thread then starts its own, as it does
/// after a worker's death).
private final class StartedWorkers: @unchecked Sendable {  // its one array behind a lock
    private let lock = NSLock()
    private var waiting: [WorkerProcess?]

    init(_ workers: [WorkerProcess?]) {
        waiting = workers
    }

    func take() -> WorkerProcess? {
        lock.withLock { waiting.isEmpty ? nil : waiting.removeFirst() }
    }

    /// Ends the workers no thread took (a run of fewer files than workers).
    func finishUnused() {
        let unused = lock.withLock {
            defer { waiting = [] }
            return waiting
        }
        for worker in unused { worker?.finish() }
    }
}

/// One file for a worker: where it and its goldens are, and its golden JSON as the
/// supervisor's plan decoded it.
private struct CheckRequest: Codable {
    var location: GoldenLocation
    var golden: DecodedGolden?
}

/// The worker's side: `visual check --worker` reads one request per line from standard
/// input and writes one result per line, until its input ends.
enum CheckWorkerLoop {
    /// The environment variable that gives a worker its supervisor's process id.
    static let supervisorVariable = "VISUAL_CHECK_SUPERVISOR"

    /// `makeCheck` is made only once the worker dies with its supervisor: making it reads
    /// the run's source files (`GoldenCheck.sourceContext`), and a supervisor killed
    /// meanwhile would leave the worker running.
    static func run(_ makeCheck: @autoclosure () -> GoldenCheck) {
        // A worker whose supervisor was killed would go on checking, and writing goldens,
        // while the next run repairs the folder: the kernel kills it with its parent (the
        // supervisor, which started it from a thread that lives as long as the worker is
        // needed, or the program VISUAL_CHECK_WORKER names), and one whose supervisor died
        // before it asked stops here.
        _ = visual_die_with_parent()
        if let supervisor = ProcessInfo.processInfo.environment[supervisorVariable].flatMap(pid_t.init),
           getppid() != supervisor, ProcessState.isGone(supervisor) {
            Foundation.exit(1)
        }
        // The fonts and the text engine are loaded while the supervisor plans the run,
        // rather than when the first file is waiting for them.
        let check = makeCheck()
        TextMeasurer.prepare()
        let encoder = JSONEncoder()
        while let line = readLine(strippingNewline: true) {
            guard let request = try? JSONDecoder().decode(CheckRequest.self, from: Data(line.utf8)) else {
                printError(.error("not a request: \(line.prefix(80))", running: "visual check --worker"))
                Foundation.exit(2)
            }
            let location = request.location
            var result = check.check(location, golden: request.golden)
            var answer: Data
            do {
                answer = try encoder.encode(result)
            } catch {
                result = CheckResult(location: location, status: .error)
                result.errors = [.error("cannot report the result: \(error)", in: location.formatFile)]
                answer = (try? encoder.encode(result)) ?? Data()
            }
            answer.append(0x0A)
            FileHandle.standardOutput.write(answer)
        }
    }
}
