import Foundation

/// A format file (or one layout of a source file or Interface Builder document) to check
/// and where its goldens live.
///
/// The golden of `ROOT/sub/screen.visual` is `DIR/sub/screen.png` and `DIR/sub/screen.json`:
/// the path relative to the searched root, without `.visual`, unless the golden folder
/// already holds a golden recorded for this file (`GoldenFolder.plan`).
public struct GoldenLocation: Equatable, Sendable, Codable {
    /// The format file, as the user can find it (the searched path joined with the rest).
    public var formatFile: String
    /// The path relative to the golden directory, without extension: `sub/screen`.
    public var name: String
    /// The golden directory.
    public var goldenDirectory: String
    /// For a source file or an Interface Builder document, the one layout this golden
    /// keeps (`ProfileCell.setupConstraints`, a scene's name); nil for a format file.
    public var layout: String?

    public init(formatFile: String, name: String, goldenDirectory: String, layout: String? = nil) {
        (self.formatFile, self.name, self.goldenDirectory, self.layout) = (formatFile, name, goldenDirectory, layout)
    }

    public var pngPath: String { goldenDirectory + "/" + name + ".png" }
    public var jsonPath: String { goldenDirectory + "/" + name + ".json" }
}
