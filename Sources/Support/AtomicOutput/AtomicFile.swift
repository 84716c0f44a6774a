#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writing a file so that readers see either the old file or the complete new one, never
/// a half-written file: the bytes go to a new file in the same directory, which is then
/// renamed over the destination.
///
/// Shared by every stage that writes what a user keeps: pictures, diff images, goldens and
/// reports. `AtomicGroup` replaces several files as one unit.
public enum AtomicFile {
    /// Why writing failed, in words for the user.
    public struct WriteError: Error, Equatable, Sendable, CustomStringConvertible {
        public let message: String
        public init(message: String) { self.message = message }
        public var description: String { message }
    }

    /// Makes `folder` and any missing parents (`mkdir -p`), saying why not in words.
    public static func createFolder(_ folder: String) throws(WriteError) {
        guard !folder.isEmpty else { throw WriteError(message: "an empty path names no folder") }
        var status = stat()
        if stat(folder, &status) == 0 {
            guard (status.st_mode & S_IFMT) == S_IFDIR else { throw WriteError(message: "'\(folder)' is a file, not a folder") }
            return
        }
        let parent = self.folder(of: folder)
        if parent != folder { try createFolder(parent) }
        if mkdir(folder, 0o777) != 0 && errno != EEXIST {
            throw WriteError(message: "cannot make the folder '\(folder)' (\(reason()))")
        }
    }

    /// Writes `bytes` to `path`. The file gets the permissions of any new file (0666 less
    /// the umask): the temporary file is created with `open`, not `mkstemp` (0600).
    public static func write(_ bytes: [UInt8], to path: String) throws(WriteError) {
        let temporaryPath = try writeTemporary(bytes, besides: path)
        if rename(temporaryPath, path) != 0 {
            let failure = "cannot replace the file (\(reason()))"
            unlink(temporaryPath)
            throw WriteError(message: failure)
        }
    }

    /// Writes `bytes` to a new temporary file beside `path` (`PATH.tmp-PID-N`) and returns
    /// its path; nothing is left behind when it fails.
    static func writeTemporary(_ bytes: [UInt8], besides path: String) throws(WriteError) -> String {
        guard !path.isEmpty else { throw WriteError(message: "an empty path names no file") }
        try requireDirectory(folder(of: path))
        let (descriptor, temporaryPath) = try createTemporaryFile(besides: path)
        var failure = writeAll(bytes, to: descriptor)
        if close(descriptor) != 0, failure == nil { failure = "cannot write (\(reason()))" }
        if let failure {
            unlink(temporaryPath)
            throw WriteError(message: failure)
        }
        return temporaryPath
    }

    /// The folder part of `path` (`.` for a bare name, `/` for a file at the root).
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The most common mistake gets its own words: a folder that does not exist.
    private static func requireDirectory(_ directory: String) throws(WriteError) {
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
                let result = systemWrite(descriptor, raw.baseAddress! + written, raw.count - written)
                if result < 0 {
                    if errno == EINTR { continue }
                    return "cannot write (\(reason()))"
                }
                written += result
            }
            return nil
        }
    }

    /// The names directly in `folder` (none when it cannot be listed).
    static func names(in folder: String) -> [String] {
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// A small file's text (a journal), or nil when it cannot be read.
    static func read(_ path: String) -> String? {
        guard let file = fopen(path, "r") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = fread(&buffer, 1, buffer.count, file)
            if count <= 0 { break }
            bytes += buffer[0..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    static func reason() -> String {
        String(cString: strerror(errno))
    }
}

/// The C library's `write(2)`, named apart from `AtomicFile.write`.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
