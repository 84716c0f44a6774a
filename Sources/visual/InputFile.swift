import Foundation

/// A format file as the user named it: a path, or `-` for standard input.
struct InputFile {
    let name: String
    let text: String

    /// Reads the file; the error message is the contract's `FILE: error: MESSAGE` line.
    static func read(_ path: String) throws(InputError) -> InputFile {
        if path == "-" {
            let data = FileHandle.standardInput.readDataToEndOfFile()
            guard let text = String(data: data, encoding: .utf8) else {
                throw InputError(message: "-: error: standard input is not UTF-8 text")
            }
            return InputFile(name: "-", text: text)
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw InputError(message: "\(path): error: no such file")
        }
        guard !isDirectory.boolValue else { throw InputError(message: "\(path): error: is a directory, not a format file") }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw InputError(message: "\(path): error: cannot read the file")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw InputError(message: "\(path): error: the file is not UTF-8 text")
        }
        return InputFile(name: path, text: text)
    }
}

struct InputError: Error {
    let message: String
}

/// Standard error, for diagnostics.
func printError(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
}

/// Exit status 2: an input or usage error (the contract).
struct InputFailure: Error {}
