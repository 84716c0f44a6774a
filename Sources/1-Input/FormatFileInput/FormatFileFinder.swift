import Foundation
import VisualSyntax

/// One format file a search found.
public struct FoundFormatFile: Equatable, Sendable {
    /// The path as the user can find it: the searched folder joined with the rest, or the
    /// path as named.
    public var path: String
    /// The path below the searched folder without `.visual` (`sub/screen`); a file named
    /// directly has its own name without `.visual`. Pictures and goldens keep this path, so
    /// two files in different subfolders never share one.
    public var relativeName: String
    /// True when the user named the file itself rather than a folder that holds it.
    public var wasNamed: Bool

    public init(path: String, relativeName: String, wasNamed: Bool) {
        (self.path, self.relativeName, self.wasNamed) = (path, relativeName, wasNamed)
    }
}

/// What a search found, and what it passed over on purpose (said to the user, never
/// dropped without a word).
public struct FormatFileSearch: Equatable, Sendable {
    /// Sorted by relative name, then path, so output does not depend on the order the file
    /// system lists things in.
    public var files: [FoundFormatFile]
    /// A note `PATH: note: skipped: REASON` for each thing passed over.
    public var skipped: [FileDiagnostic]
}

/// Finds format files the same way for every command.
///
/// The rules:
/// - a file named directly is taken whatever its name (the user asked for it);
/// - a folder is searched at every depth for regular files ending in `.visual` (or the
///   extensions asked for: `visual scan` finds `.swift`, `.m`, `.mm` and `.h`);
/// - hidden folders (`.git`, `.build`) are passed over silently; a hidden `.visual` file, a
///   symbolic link to a folder (which could loop or lead out of the folder) and anything
///   that is not a regular file (a pipe would block the reader) are passed over and said;
/// - a symbolic link to a `.visual` file is followed;
/// - the same file reached twice is found once.
public enum FormatFileFinder {
    /// `excluding`: fnmatch patterns; a file found in a folder whose path below it matches
    /// one is left out (a file named directly is always taken).
    public static func find(_ paths: [String], extensions: Set<String> = ["visual"],
                            excluding: [String] = []) throws(FormatFileError) -> FormatFileSearch {
        let matcher = ExtensionMatcher(extensions: extensions)
        var files: [FoundFormatFile] = []
        var skipped: [FileDiagnostic] = []
        var seen = Set<FileIdentity>()
        for path in paths {
            guard !path.isEmpty else { throw FormatFileError(path: path, reason: "an empty path names no file or folder") }
            guard let kind = FileKind(path, followingLinks: true) else {
                throw FormatFileError(path: path, reason: "no such file or directory")
            }
            if kind.isDirectory {
                for relative in try search(folder: path, matcher: matcher, skipped: &skipped)
                    where !excluding.contains(where: { fnmatch($0, relative, 0) == 0 }) {
                    let full = FolderWalker.join(path, relative)
                    guard let identity = FileIdentity(full), seen.insert(identity).inserted else { continue }
                    files.append(FoundFormatFile(path: full, relativeName: matcher.withoutExtension(relative),
                                                 wasNamed: false))
                }
            } else {
                if let identity = FileIdentity(path), !seen.insert(identity).inserted { continue }
                let base = (path as NSString).lastPathComponent
                let name = matcher.withoutExtension(base)
                files.append(FoundFormatFile(path: path, relativeName: name, wasNamed: true))
            }
        }
        files.sort { ($0.relativeName, $0.path) < ($1.relativeName, $1.path) }
        return FormatFileSearch(files: files, skipped: skipped)
    }

    /// The relative paths of the format files below `folder` (`FolderWalker`'s rules).
    private static func search(folder: String, matcher: ExtensionMatcher,
                               skipped: inout [FileDiagnostic]) throws(FormatFileError) -> [String] {
        let walk = try FolderWalker.walk(folder, extensions: matcher.extensions)
        skipped += walk.skipped
        return walk.files
    }
}

/// Which file names a search takes, by extension.
struct ExtensionMatcher {
    let extensions: Set<String>

    /// The extension after the last dot, when the name has more than the extension.
    private func fileExtension(_ name: String) -> String? {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex,
              name[name.index(before: dot)] != "/" else { return nil }
        return String(name[name.index(after: dot)...])
    }

    func matches(_ name: String) -> Bool {
        fileExtension(name).map(extensions.contains) ?? false
    }

    /// The name without its extension when it is one searched for (`screen.visual` → `screen`).
    func withoutExtension(_ name: String) -> String {
        guard let found = fileExtension(name), extensions.contains(found) else { return name }
        return String(name.dropLast(found.count + 1))
    }
}

/// What a path is on disk.
enum FileKind: Equatable {
    case regular, directory, symbolicLink, other

    init?(_ path: String, followingLinks: Bool) {
        var status = stat()
        let result = followingLinks ? stat(path, &status) : lstat(path, &status)
        guard result == 0 else { return nil }
        switch status.st_mode & S_IFMT {
        case S_IFREG: self = .regular
        case S_IFDIR: self = .directory
        case S_IFLNK: self = .symbolicLink
        default: self = .other
        }
    }

    var isDirectory: Bool { self == .directory }
}

/// A file's identity (device and inode), so that one file reached by two paths counts once.
struct FileIdentity: Hashable {
    let device: UInt64
    let inode: UInt64

    init?(_ path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
    }
}
