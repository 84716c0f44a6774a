#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads the base protocol's messages from a file descriptor: a `Content-Length: N` header
/// (other headers ignored), an empty line, then N bytes of JSON.
struct MessageReader {
    /// A header block without a usable `Content-Length`.
    struct BadHeader: Error {
        var header: String
    }

    private let descriptor: Int32
    private var buffer: [UInt8] = []

    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// The next message's body, or nil at the end of the input.
    mutating func next() throws(BadHeader) -> [UInt8]? {
        guard let headerEnd = fill(until: { $0.headerEnd }) else { return nil }
        let header = String(decoding: buffer[..<headerEnd.start], as: UTF8.self)
        buffer.removeFirst(headerEnd.end)
        var length: Int?
        for line in header.split(separator: "\r\n") {
            let parts = line.split(separator: ":", maxSplits: 1)
            if parts.count == 2, parts[0].lowercased() == "content-length" {
                length = Int(parts[1].filter { $0 != " " && $0 != "\t" })
            }
        }
        guard let length, length >= 0 else { throw BadHeader(header: header) }
        guard fill(until: { $0.count >= length ? length : nil }) != nil else { return nil }
        let body = Array(buffer[..<length])
        buffer.removeFirst(length)
        return body
    }

    /// True when another message has begun to arrive (its header is read) or input is
    /// waiting to be read: the caller may put off work that the next message would redo.
    mutating func hasMoreInput() -> Bool {
        if buffer.headerEnd != nil { return true }
        var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&request, 1, 0) > 0
    }

    /// Reads until `found` answers for the buffer; nil when the input ends first.
    private mutating func fill<T>(until found: ([UInt8]) -> T?) -> T? {
        while true {
            if let answer = found(buffer) { return answer }
            var chunk = [UInt8](repeating: 0, count: 65_536)
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return nil }
            buffer += chunk[..<count]
        }
    }
}

/// Writes messages with their `Content-Length` header to a file descriptor, whole.
struct MessageWriter {
    let descriptor: Int32

    func write(_ body: [UInt8]) {
        let message = Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
        var written = 0
        while written < message.count {
            let count = message[written...].withUnsafeBytes { writeBytes(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            // The client is gone: nothing more can be said to it.
            guard count > 0 else { return }
            written += count
        }
    }
}

private extension Array where Element == UInt8 {
    /// Where the header block's `\r\n\r\n` starts and where the body after it begins.
    var headerEnd: (start: Int, end: Int)? {
        guard count >= 4 else { return nil }
        for index in 0...(count - 4) where self[index] == 13 && self[index + 1] == 10
            && self[index + 2] == 13 && self[index + 3] == 10 {
            return (index, index + 4)
        }
        return nil
    }
}

/// The system's `write`, under a name the writer's own `write` does not hide.
private func writeBytes(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
