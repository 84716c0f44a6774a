import Foundation

/// A folder of its own under the system's temporary folder, for a test's files; removed
/// with everything in it when the last reference to it goes.
public final class TemporaryFolder {
    /// The folder's absolute path.
    public let path: String

    public init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("visual-test-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// The folder as a file URL.
    public var url: URL { URL(fileURLWithPath: path, isDirectory: true) }

    /// The full path of `name` inside the folder.
    public func file(_ name: String) -> String { path + "/" + name }

    /// The names in the folder, sorted.
    public var contents: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted() }

    /// Writes `text` to `relative` (folders made as needed) and returns its full path.
    @discardableResult
    public func write(_ relative: String, _ text: String) throws -> String {
        let full = path + "/" + relative
        try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: full))
        return full
    }
}

/// Runs `body` with a fresh temporary folder, removed afterwards.
public func withTemporaryDirectory<T>(_ body: (URL) throws -> T) throws -> T {
    let folder = try TemporaryFolder()
    return try withExtendedLifetime(folder) { try body(folder.url) }
}
