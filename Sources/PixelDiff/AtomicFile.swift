import Glibc

/// Writing a file so that readers see either the old file or the complete new one, never
/// a half-written file: the bytes go to a temporary file in the same directory, which is
/// then renamed over the destination.
public enum AtomicFile {
    /// Why writing failed, in words for the user.
    public struct WriteError: Error, Equatable, Sendable {
        public let message: String
    }

    /// Writes `bytes` to `path`. The new file gets the usual permissions (0666 less the
    /// umask), like a file created with `open`, not the 0600 of a temporary file.
    public static func write(_ bytes: [UInt8], to path: String) throws(WriteError) {
        var template = Array((path + ".tmp-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw WriteError(message: "cannot create a temporary file in its directory (\(reason()))") }
        let temporaryPath = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }

        let mask = umask(0)
        umask(mask)
        var failure: String?
        if fchmod(descriptor, 0o666 & ~mask) != 0 { failure = "cannot set permissions (\(reason()))" }
        if failure == nil {
            failure = bytes.withUnsafeBytes { raw -> String? in
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
        if close(descriptor) != 0, failure == nil { failure = "cannot write (\(reason()))" }
        if failure == nil, rename(temporaryPath, path) != 0 { failure = "cannot replace the file (\(reason()))" }
        if let failure {
            unlink(temporaryPath)
            throw WriteError(message: failure)
        }
    }

    private static func reason() -> String {
        String(cString: strerror(errno))
    }
}
