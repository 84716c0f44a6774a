import Foundation

/// A format file to check and where its goldens live.
///
/// The golden of `ROOT/sub/screen.visual` is `DIR/sub/screen.png` and `DIR/sub/screen.json`:
/// the path relative to the searched root, without `.visual`. A file named directly is its
/// own folder's only file, so `visual check Samples/a.visual` and `visual check Samples`
/// agree on `golden/a.png`.
public struct GoldenLocation: Equatable, Sendable {
    /// The format file, as the user can find it (the searched path joined with the rest).
    public var formatFile: String
    /// The path relative to the golden directory, without extension: `sub/screen`.
    public var name: String
    /// The golden directory.
    public var goldenDirectory: String

    public init(formatFile: String, name: String, goldenDirectory: String) {
        (self.formatFile, self.name, self.goldenDirectory) = (formatFile, name, goldenDirectory)
    }

    public var pngPath: String { goldenDirectory + "/" + name + ".png" }
    public var jsonPath: String { goldenDirectory + "/" + name + ".json" }

    /// Every format file under `paths` (files as given, directories searched recursively
    /// for `*.visual`, skipping hidden folders and build folders), sorted by golden name so
    /// the output does not depend on the order the file system lists things in.
    ///
    /// Throws `FormatFileSearchError` for a path that does not exist or a named file that is
    /// not a `.visual` file.
    public static func find(_ paths: [String], goldenDirectory: String) throws -> [GoldenLocation] {
        var found: [GoldenLocation] = []
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw FormatFileSearchError(path: path, reason: "no such file or directory")
            }
            if !isDirectory.boolValue {
                guard path.hasSuffix(".visual") else {
                    throw FormatFileSearchError(path: path, reason: "not a format file (expected a .visual file or a directory)")
                }
                let base = (path as NSString).lastPathComponent
                found.append(GoldenLocation(formatFile: path, name: String(base.dropLast(".visual".count)),
                                            goldenDirectory: goldenDirectory))
                continue
            }
            for relative in formatFiles(under: path) {
                let joined = path.hasSuffix("/") ? path + relative : path + "/" + relative
                found.append(GoldenLocation(formatFile: joined, name: String(relative.dropLast(".visual".count)),
                                            goldenDirectory: goldenDirectory))
            }
        }
        // One golden per name: the same file reached twice is checked once.
        var seen = Set<String>()
        return found.sorted { $0.name < $1.name }.filter { seen.insert($0.name).inserted }
    }

    /// Relative paths of the `.visual` files below `directory`.
    private static func formatFiles(under directory: String) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: directory) else { return [] }
        var files: [String] = []
        while let relative = walker.nextObject() as? String {
            let last = (relative as NSString).lastPathComponent
            if last.hasPrefix(".") {
                walker.skipDescendants()  // .build, .git and other hidden folders
                continue
            }
            if relative.hasSuffix(".visual") { files.append(relative) }
        }
        return files
    }
}

/// A path given to `visual check` that names no format file.
public struct FormatFileSearchError: Error, Equatable, Sendable, CustomStringConvertible {
    public var path: String
    public var reason: String
    public var description: String { "\(path): error: \(reason)" }
}
