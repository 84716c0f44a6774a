import Foundation

/// Writes a file so that it is either complete or absent: the bytes go to a temporary
/// file beside it, which is then renamed over the destination (an atomic step on one
/// file system). A failure removes the temporary file and leaves the destination as it was.
public enum AtomicFile {
    public static func write(_ bytes: [UInt8], to path: String) throws(RenderError) {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw .unwritable(path: path, reason: "no such directory '\(directory)'")
        }
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString).tmp")
            .path
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else { throw .unwritable(path: path, reason: String(cString: strerror(errno))) }
        var failure: String?
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = String(cString: strerror(errno))
                    return
                }
                offset += written
            }
        }
        if close(descriptor) != 0 && failure == nil { failure = String(cString: strerror(errno)) }
        if failure == nil && rename(temporary, path) != 0 { failure = String(cString: strerror(errno)) }
        if let failure {
            unlink(temporary)
            throw .unwritable(path: path, reason: failure)
        }
    }
}
