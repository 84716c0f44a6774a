import Foundation

/// A format file to snapshot: its text and the name its diagnostics and title use.
public struct FormatFile: Sendable {
    public var text: String
    /// Shown as the picture's title and in diagnostics; the last path component is enough.
    public var name: String

    public init(text: String, name: String) {
        self.text = text
        self.name = name
    }

    /// Reads a `.visual` file.
    public init(contentsOf path: String) throws {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: path])
        }
        self.init(text: String(decoding: data, as: UTF8.self), name: (path as NSString).lastPathComponent)
    }
}
