import Foundation
import Testing
import VisualProcessTesting
#if canImport(Glibc)
import Glibc
#endif

/// `visual serve` as a process, spoken to over real sockets (requests written byte for byte,
/// so `..` reaches the server as typed): its first line, its refusals, and an event when a
/// file changes. The browser's side is scripts/serve-browser-test.
@Suite(.serialized) struct ServeProcessTests {
    /// A running `visual serve`, stopped when released.
    final class Server {
        let process = Process()
        let port: Int
        let firstLine: String

        init(_ arguments: [String]) throws {
            process.executableURL = VisualProcess.executable
            process.arguments = ["serve"] + arguments + ["--port", "0"]
            let output = Pipe()
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            try process.run()
            var line = Data()
            while !line.contains(UInt8(ascii: "\n")) {
                let chunk = output.fileHandleForReading.availableData
                if chunk.isEmpty { break }
                line += chunk
            }
            firstLine = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .newlines)
            port = Int(firstLine.split(separator: ":").last?.dropLast() ?? "") ?? 0
        }

        deinit {
            process.terminate()
            process.waitUntilExit()
        }
    }

    /// A connection to the server: what is written goes out exactly as given.
    final class Connection {
        let socket: Int32

        init(port: Int) throws {
            socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = in_port_t(UInt16(port).bigEndian)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            var timeout = timeval(tv_sec: 5, tv_usec: 0)
            setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
            let connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
            guard connected == 0 else { throw POSIXError(.ECONNREFUSED) }
        }

        deinit { close(socket) }

        func send(_ text: String) {
            _ = text.utf8CString.withUnsafeBufferPointer { Glibc.send(socket, $0.baseAddress, $0.count - 1, 0) }
        }

        /// What arrives until `done` says enough, the connection closes, or 5 s pass.
        func receive(until done: (String) -> Bool = { _ in false }) -> String {
            var received = [UInt8]()
            var buffer = [UInt8](repeating: 0, count: 65_536)
            while !done(String(decoding: received, as: UTF8.self)) {
                let count = recv(socket, &buffer, buffer.count, 0)
                if count <= 0 { break }
                received += buffer[..<count]
            }
            return String(decoding: received, as: UTF8.self)
        }

        /// One request, and the response's whole text.
        static func get(_ target: String, port: Int, host: String = "127.0.0.1") throws -> String {
            let connection = try Connection(port: port)
            connection.send("GET \(target) HTTP/1.1\r\nHost: \(host)\r\nConnection: close\r\n\r\n")
            return connection.receive()
        }
    }

    static let screen = "canvas 200 x 80\nH:|-20-[a(40)]-10-[b(50)]\nV:|-20-[a(30)]\nV:|-20-[b(30)]\n"

    @Test func printsItsURLFirstAndRefusesPathsOutOfTheFolder() throws {
        let scratch = try TemporaryFolder()
        try scratch.write("screens/screen.visual", Self.screen)
        try scratch.write("secret.visual", Self.screen)
        let server = try Server([scratch.path + "/screens"])
        #expect(server.firstLine == "http://127.0.0.1:\(server.port)/", "\(server.firstLine)")
        let page = try Connection.get("/view/screen.visual", port: server.port)
        #expect(page.hasPrefix("HTTP/1.1 200 OK") && page.contains("<svg"))
        for target in ["/view/../secret.visual", "/view/%2e%2e/secret.visual", "/view/..%2Fsecret.visual"] {
            #expect(try Connection.get(target, port: server.port).hasPrefix("HTTP/1.1 403"), "\(target)")
        }
        for target in ["/../secret.visual", "/%2e%2e/secret.visual", "/secret.visual"] {
            #expect(try Connection.get(target, port: server.port).hasPrefix("HTTP/1.1 404"), "\(target)")
        }
        #expect(try Connection.get("/", port: server.port, host: "rebound.example").hasPrefix("HTTP/1.1 403"))
    }

    @Test func announcesAFileSavedByRename() throws {
        let scratch = try TemporaryFolder()
        let path = try scratch.write("screen.visual", Self.screen)
        let server = try Server([scratch.path])
        // The page is drawn once, so the server follows the file.
        #expect(try Connection.get("/view/screen.visual", port: server.port).hasPrefix("HTTP/1.1 200"))
        let events = try Connection(port: server.port)
        events.send("GET /events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        #expect(events.receive { $0.contains("retry: 500") }.contains("text/event-stream"))
        try Self.screen.replacingOccurrences(of: "b(50)", with: "b(70)").write(toFile: path, atomically: true,
                                                                                encoding: .utf8)
        #expect(events.receive { $0.contains("data: screen.visual\n") }.contains("data: screen.visual\n"))
        let parts = try Connection.get("/parts/view/screen.visual", port: server.port)
        #expect(parts.contains("70"))
    }

    @Test func usageErrorsExitWithStatus2() throws {
        let missing = try VisualProcess.run(["serve", "/no/such/folder", "--port", "0"])
        #expect(missing.status == 2 && missing.stderr.contains("/no/such/folder: error: no such file or directory"))
        let port = try VisualProcess.run(["serve", "--port", "70000"])
        #expect(port.status == 2 && port.stderr.contains("--port must be from 0 to 65535"))
    }

    @Test func aPortAlreadyTakenIsOneErrorLine() throws {
        let scratch = try TemporaryFolder()
        try scratch.write("screen.visual", Self.screen)
        let first = try Server([scratch.path])
        let second = try VisualProcess.run(["serve", scratch.path, "--port", "\(first.port)"])
        #expect(second.status == 2, "\(second)")
        #expect(second.stderr.hasPrefix("visual serve: error: cannot listen on 127.0.0.1:\(first.port): "), "\(second)")
        #expect(second.stderr.split(separator: "\n").count == 1, "\(second)")
    }
}
