import Foundation
import VisualSyntax

/// A format file as the user named it: a path, or `-` for standard input.
struct InputFile {
    let name: String
    let text: String

    /// Reads the file, or says why it cannot be read.
    static func read(_ path: String) throws(InputError) -> InputFile {
        if path == "-" {
            let data = FileHandle.standardInput.readDataToEndOfFile()
            guard let text = String(data: data, encoding: .utf8) else {
                throw InputError(file: "-", message: "standard input is not UTF-8 text")
            }
            return InputFile(name: "-", text: text)
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw InputError(file: path, message: "no such file")
        }
        guard !isDirectory.boolValue else { throw InputError(file: path, message: "is a directory, not a format file") }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw InputError(file: path, message: "cannot read the file")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw InputError(file: path, message: "the file is not UTF-8 text")
        }
        return InputFile(name: path, text: text)
    }
}

/// A file that cannot be read: a problem with no position.
struct InputError: Error {
    let file: String
    let message: String

    /// The contract's `FILE: error: MESSAGE` line.
    var rendered: String { "\(file): error: \(message)\n" }

    /// The same as a diagnostic without a position, for JSON output.
    var diagnostic: Diagnostic { .error(message, at: nil) }
}

/// Standard error, for diagnostics.
func printError(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
}

/// Exit status 2: an input or usage error (the contract).
struct InputFailure: Error {}
