import Glibc

/// Writing a file so that readers see either the old file or the complete new one, never
/// a half-written file: the bytes go to a new file in the same directory, which is then
/// renamed over the destination.
///
/// Shared by every stage that writes what a user keeps: pictures, diff images, goldens and
/// reports.
public enum AtomicFile {
    /// Why writing failed, in words for the user.
    public struct WriteError: Error, Equatable, Sendable {
        public let message: String
    }

    /// Writes `bytes` to `path`. The file gets the permissions of any new file (0666 less
    /// the umask): the temporary file is created with `open`, not `mkstemp` (0600).
    public static func write(_ bytes: [UInt8], to path: String) throws(WriteError) {
        try requireDirectory(of: path)
        let (descriptor, temporaryPath) = try createTemporaryFile(besides: path)
        var failure = writeAll(bytes, to: descriptor)
        if close(descriptor) != 0, failure == nil { failure = "cannot write (\(reason()))" }
        if failure == nil, rename(temporaryPath, path) != 0 { failure = "cannot replace the file (\(reason()))" }
        if let failure {
            unlink(temporaryPath)
            throw WriteError(message: failure)
        }
    }

    /// The most common mistake gets its own words: a folder that does not exist.
    private static func requireDirectory(of path: String) throws(WriteError) {
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
        var status = stat()
        guard stat(directory, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR else {
            throw WriteError(message: "no such directory '\(directory)'")
        }
    }

    /// A new, exclusively created file named after `path` with a random suffix.
    private static func createTemporaryFile(besides path: String) throws(WriteError) -> (Int32, String) {
        for _ in 0..<100 {
            let candidate = path + ".tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
            let descriptor = open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if descriptor >= 0 { return (descriptor, candidate) }
            if errno != EEXIST { break }
        }
        throw WriteError(message: "cannot create a temporary file in its directory (\(reason()))")
    }

    /// Writes every byte, resuming after partial writes and interruptions; a message on
    /// failure.
    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> String? {
        bytes.withUnsafeBytes { raw -> String? in
            var written = 0
            while written < raw.count {
                let result = Glibc.write(descriptor, raw.baseAddress! + written, raw.count - written)
                if result < 0 {
                    if errno == EINTR { continue }
                    return "cannot write (\(reason()))"
                }
                written += result
            }
            return nil
        }
    }

    private static func reason() -> String {
        String(cString: strerror(errno))
    }
}
