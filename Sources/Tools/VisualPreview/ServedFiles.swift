import FormatFileInput
import Foundation
import LayoutDocuments
import VisualSyntax

/// The format files `visual serve` may show, and the one rule that maps a request's path to
/// one of them: a path names a file only if it is one the search found under a served
/// folder and its real path (symbolic links resolved) still lies inside that folder.
/// Nothing else on disk is reachable, whatever the path spells (`..`, `%2e%2e`, links).
public struct ServedFiles: Sendable {
    /// One folder (or one file) given on the command line.
    public struct Root: Sendable, Equatable {
        /// As given.
        public var path: String
        /// The prefix its files' keys start with: empty with one root, else a name of its own.
        public var prefix: String
        /// The folder's real path, or for a file the file's own real path.
        public var realPath: String
        public var isFolder: Bool
    }

    /// One served format file.
    public struct File: Sendable, Equatable, Hashable {
        /// The file's name in URLs, `/` separated: its path below its root, after the root's
        /// prefix (`sub/screen.visual`).
        public var key: String
        /// The path to read it from (the root's path joined with the rest).
        public var path: String
    }

    /// What a request's path leads to.
    public enum Resolution: Equatable, Sendable {
        case file(File)
        /// A path that tries to leave the served folders (`..`, a link out): 403.
        case forbidden
        /// No such served file: 404.
        case notFound
    }

    public let roots: [Root]

    /// The roots for these paths (`.` when none is given); throws when one does not exist.
    public init(paths: [String]) throws(FormatFileError) {
        let given = paths.isEmpty ? ["."] : paths
        var roots: [Root] = []
        var prefixes = Set<String>()
        for path in given {
            guard let real = Self.realPath(path) else { throw FormatFileError(path: path, reason: "no such file or directory") }
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: real, isDirectory: &isDirectory)  // realPath found it
            var prefix = ""
            if given.count > 1 {
                // Several roots: each file's key starts with its root's name, made unique.
                let base = (real as NSString).lastPathComponent
                prefix = base.isEmpty ? "root" : base
                var number = 2
                while prefixes.contains(prefix) { prefix = "\(base)-\(number)"; number += 1 }
                prefixes.insert(prefix)
            }
            roots.append(Root(path: path, prefix: prefix, realPath: real, isFolder: isDirectory.boolValue))
        }
        self.roots = roots
    }

    /// Every format file under the roots now, sorted by key, and a note for each thing the
    /// search passed over (`FormatFileFinder`'s rules, as every command finds files).
    public func list() -> (files: [File], skipped: [FileDiagnostic]) {
        var files: [File] = []
        var skipped: [FileDiagnostic] = []
        for root in roots {
            guard let search = try? FormatFileFinder.find([root.path], extensions: LayoutDocument.extensions) else {
                skipped.append(.note("skipped: no longer there", in: root.path))
                continue
            }
            skipped += search.skipped
            for found in search.files {
                // Below a folder root, the path the finder found it at; a file root, its name.
                let relative = root.isFolder ? found.relativeName + "." + (found.path as NSString).pathExtension
                    : (found.path as NSString).lastPathComponent
                let key = root.prefix.isEmpty ? relative : root.prefix + "/" + relative
                files.append(File(key: key, path: found.path))
            }
        }
        files.sort { $0.key < $1.key }
        return (files, skipped)
    }

    /// The served file a request's path names, below the route's own prefix (`/view/`):
    /// `encoded` is still percent-encoded, as it came in the request line.
    ///
    /// Each segment is decoded once; a segment that decodes to `..` or `.`, holds a `/`, a
    /// backslash or a NUL, or is not valid percent-encoding, is refused before anything on
    /// disk is looked at. What is left must be a file the search finds, whose real path is
    /// inside its root.
    public func resolve(_ encoded: String) -> Resolution {
        guard let key = Self.decodedKey(encoded) else { return .forbidden }
        guard let file = list().files.first(where: { $0.key == key }) else { return .notFound }
        return isInside(file) ? .file(file) : .forbidden
    }

    /// The key a still-encoded path spells, or nil when it tries to climb out or is malformed.
    static func decodedKey(_ encoded: String) -> String? {
        var segments: [String] = []
        for raw in encoded.split(separator: "/", omittingEmptySubsequences: false) {
            guard let segment = String(raw).removingPercentEncoding else { return nil }
            if segment.isEmpty { continue }
            guard segment != "..", segment != ".", !segment.contains("/"), !segment.contains("\\"),
                  !segment.contains("\0") else { return nil }
            segments.append(segment)
        }
        return segments.isEmpty ? nil : segments.joined(separator: "/")
    }

    /// Whether a file's real path still lies in its root (a link may lead out of it).
    public func isInside(_ file: File) -> Bool {
        guard let real = Self.realPath(file.path) else { return false }
        return roots.contains { root in
            root.isFolder ? real.hasPrefix(root.realPath.hasSuffix("/") ? root.realPath : root.realPath + "/")
                          : real == root.realPath
        }
    }

    /// The path with every link and `..` resolved, or nil when it does not exist.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
