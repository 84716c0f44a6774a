import Foundation
import Testing
import VisualProcessTesting

/// The built `visual lsp` as an editor runs it: a child process spoken to through pipes
/// with the protocol's framing. Every wait has a deadline, so a server that hangs fails the
/// test instead of blocking it.
final class LSPSession: @unchecked Sendable {
    struct Timeout: Error, CustomStringConvertible {
        var waitingFor: String
        var description: String { "no \(waitingFor) within the time limit" }
    }

    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let errors = Pipe()
    private let lock = NSLock()
    private var received: [Data] = []
    private let arrival = DispatchSemaphore(value: 0)
    private var nextID = 1
    /// How long any one wait may take. Generous: two cores are shared by several builds.
    let timeLimit: Duration = .seconds(30)

    init() throws {
        process.executableURL = VisualProcess.executable
        process.arguments = ["lsp"]
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let reading = output.fileHandleForReading
        Thread.detachNewThread { [self] in readMessages(from: reading) }
    }

    deinit {
        if process.isRunning { process.terminate() }
    }

    /// Splits standard output into message bodies as it arrives, until the server closes it.
    private func readMessages(from handle: FileHandle) {
        var buffer = Data()
        let separator = Data("\r\n\r\n".utf8)
        while true {
            let chunk = handle.availableData
            if chunk.isEmpty { return }
            buffer += chunk
            while let headerEnd = buffer.range(of: separator) {
                let header = String(decoding: buffer[buffer.startIndex..<headerEnd.lowerBound], as: UTF8.self)
                guard let lengthLine = header.split(separator: "\r\n").first(where: { $0.lowercased().hasPrefix("content-length:") }),
                      let length = Int(lengthLine.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)),
                      buffer.distance(from: headerEnd.upperBound, to: buffer.endIndex) >= length else { break }
                let bodyEnd = buffer.index(headerEnd.upperBound, offsetBy: length)
                let body = Data(buffer[headerEnd.upperBound..<bodyEnd])
                buffer = Data(buffer[bodyEnd...])
                lock.withLock { received.append(body) }
                arrival.signal()
            }
        }
    }

    /// Sends one message, framed.
    func send(_ message: [String: Any]) throws {
        sendRaw(try Self.framed(message))
    }

    /// A message as it goes over the wire: its header, then its body.
    static func framed(_ message: [String: Any]) throws -> Data {
        var message = message
        message["jsonrpc"] = "2.0"
        let body = try JSONSerialization.data(withJSONObject: message, options: [.sortedKeys])
        return Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }

    /// Writes bytes as they are (for malformed input).
    func sendRaw(_ bytes: Data) {
        input.fileHandleForWriting.write(bytes)
    }

    /// Sends a request and returns its id.
    @discardableResult
    func request(_ method: String, _ params: Any? = nil) throws -> Int {
        let id = nextID
        nextID += 1
        var message: [String: Any] = ["id": id, "method": method]
        if let params { message["params"] = params }
        try send(message)
        return id
    }

    func notify(_ method: String, _ params: Any? = nil) throws {
        var message: [String: Any] = ["method": method]
        if let params { message["params"] = params }
        try send(message)
    }

    /// Sends a request and waits for its response.
    func call(_ method: String, _ params: Any? = nil) throws -> [String: Any] {
        let id = try request(method, params)
        return try response(to: id)
    }

    func response(to id: Int) throws -> [String: Any] {
        try waitFor("the response to request \(id)") { ($0["id"] as? Int) == id && $0["method"] == nil }
    }

    /// The next `textDocument/publishDiagnostics` for `uri`, as its parameters.
    func diagnostics(for uri: String) throws -> [String: Any] {
        let message = try waitFor("diagnostics for \(uri)") {
            $0["method"] as? String == "textDocument/publishDiagnostics"
                && ($0["params"] as? [String: Any])?["uri"] as? String == uri
        }
        return message["params"] as? [String: Any] ?? [:]
    }

    /// Takes the first message received that `matches`, waiting for it up to the time limit.
    func waitFor(_ what: String, _ matches: ([String: Any]) -> Bool) throws -> [String: Any] {
        let deadline = ContinuousClock.now + timeLimit
        while true {
            let found: [String: Any]? = lock.withLock {
                for (index, body) in received.enumerated() {
                    if let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any], matches(object) {
                        received.remove(at: index)
                        return object
                    }
                }
                return nil
            }
            if let found { return found }
            let left = deadline - ContinuousClock.now
            guard left > .zero else { throw Timeout(waitingFor: what) }
            let seconds = Double(left.components.seconds) + Double(left.components.attoseconds) / 1e18
            _ = arrival.wait(timeout: .now() + seconds)
        }
    }

    /// The exit status, once the server has exited by itself.
    func exitStatus() throws -> Int32 {
        let deadline = ContinuousClock.now + timeLimit
        while process.isRunning {
            guard ContinuousClock.now < deadline else { throw Timeout(waitingFor: "exit") }
            Thread.sleep(forTimeInterval: 0.02)
        }
        return process.terminationStatus
    }

    /// Starts a session and initializes it.
    static func initialized() throws -> (LSPSession, [String: Any]) {
        let session = try LSPSession()
        let result = try session.call("initialize", ["processId": NSNull(), "rootUri": NSNull(), "capabilities": [:]])
        try session.notify("initialized", [:])
        return (session, result)
    }
}

/// `textDocument` and `position` parameters.
func at(_ uri: String, line: Int, character: Int) -> [String: Any] {
    ["textDocument": ["uri": uri], "position": ["line": line, "character": character]]
}

/// The UTF-16 offset of `needle`'s first occurrence in `line`: the protocol's character.
func utf16Offset(of needle: String, in line: String) -> Int {
    line.utf16.distance(from: line.utf16.startIndex, to: line.range(of: needle)!.lowerBound.samePosition(in: line.utf16)!)
}
