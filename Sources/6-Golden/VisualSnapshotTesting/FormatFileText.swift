import FormatFileInput
import Foundation

/// A format file to snapshot: its text and the name its diagnostics and title use.
///
/// Named apart from `VisualSyntax.FormatFile` (the parsed syntax tree): this is the text
/// before parsing.
public struct FormatFileText: Sendable {
    public var text: String
    /// Shown as the picture's title and in diagnostics; the last path component is enough.
    public var name: String

    public init(text: String, name: String) {
        self.text = text
        self.name = name
    }

    /// Reads a `.visual` file with the reader every command uses (UTF-8 required).
    public init(contentsOf path: String) throws(FormatFileError) {
        self.init(text: try FormatFileReader.read(path), name: (path as NSString).lastPathComponent)
    }
}
