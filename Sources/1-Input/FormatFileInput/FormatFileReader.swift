import Foundation
import VisualSyntax

/// Reads a format file's text: the one way every command and library reads one.
public enum FormatFileReader {
    /// The UTF-8 text of the file at `path`; `-` reads standard input to its end.
    public static func read(_ path: String) throws(FormatFileError) -> String {
        let data = try readBytes(path)
        guard let text = String(data: data, encoding: .utf8) else {
            throw FormatFileError(path: path, reason: path == "-" ? "standard input is not UTF-8 text"
                                                                  : "the file is not UTF-8 text")
        }
        return text
    }

    /// The bytes of the file at `path` (`-`: standard input to its end), for a reader that
    /// makes sense of text that is not all UTF-8 (a log cut inside a character).
    public static func readBytes(_ path: String) throws(FormatFileError) -> Data {
        let data: Data
        if path == "-" {
            data = FileHandle.standardInput.readDataToEndOfFile()
        } else {
            guard !path.isEmpty else { throw FormatFileError(path: path, reason: "an empty path names no file") }
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw FormatFileError(path: path, reason: "no such file")
            }
            guard !isDirectory.boolValue else {
                throw FormatFileError(path: path, reason: "is a directory, not a format file")
            }
            guard let contents = FileManager.default.contents(atPath: path) else {
                throw FormatFileError(path: path, reason: "cannot read the file")
            }
            data = contents
        }
        return data
    }
}

/// A path that gives no format file: it does not exist, cannot be read, is not text, or
/// names no format file to search. A problem with no position, so it prints as the
/// contract's `FILE: error: MESSAGE`.
public struct FormatFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The path as the user gave it (`-` for standard input).
    public var path: String
    public var reason: String

    public init(path: String, reason: String) {
        (self.path, self.reason) = (path, reason)
    }

    public var description: String { printed.header }

    /// The error as printed: an error of the whole file, named `''` when the path is empty.
    public var printed: FileDiagnostic { .error(reason, in: path.isEmpty ? "''" : path) }
}
