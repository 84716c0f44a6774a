import FormatFileInput
import Foundation
import VisualSyntax

/// A format file as the user named it: a path, or `-` for standard input.
struct InputFile {
    let name: String
    let text: String

    /// Reads the file with the one reader every command uses, or says why it cannot.
    static func read(_ path: String) throws(FormatFileError) -> InputFile {
        InputFile(name: path, text: try FormatFileReader.read(path))
    }
}

extension FormatFileError {
    /// The contract's `FILE: error: MESSAGE` line.
    var rendered: String { description + "\n" }

    /// The same as a diagnostic without a position, for JSON output.
    var diagnostic: Diagnostic { .error(reason, at: nil) }
}

/// Standard error, for diagnostics.
func printError(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
}

/// One diagnostic on standard error, as `FileDiagnostic` writes it.
func printError(_ diagnostic: FileDiagnostic) {
    printError(diagnostic.text)
}

/// Exit status 2: an input or usage error (the contract).
struct InputFailure: Error {}
