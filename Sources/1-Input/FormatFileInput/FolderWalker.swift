import Foundation
import VisualSyntax

/// One walk of a folder at every depth, by the rules every search of the tool shares:
///
/// - hidden names (`.git`, `.build`) are passed over silently, except a hidden file the
///   walk looks for, which is said;
/// - a symbolic link to a folder (which could loop or lead out of the folder) is passed over
///   and said; a symbolic link to a file looked for is followed;
/// - anything looked for that is not a regular file (a pipe would block the reader) is
///   passed over and said.
///
/// It walks with a list rather than recursion, so that no depth of folders can exhaust the
/// stack. `FormatFileFinder` finds format files with it; the golden folder finds its
/// goldens and the folders to repair with it.
public enum FolderWalker {
    /// What a walk found, relative to the walked folder.
    public struct Walk: Equatable, Sendable {
        /// The folders walked, the walked folder itself first (as ``).
        public var folders: [String] = []
        /// The files looked for, in the order found (folder by folder, names sorted).
        public var files: [String] = []
        /// A note `PATH: note: skipped: REASON` for each thing passed over on purpose.
        public var skipped: [FileDiagnostic] = []

        /// Nothing found.
        public init() {}
    }

    /// What to do with a folder that cannot be listed.
    public enum Unlistable: Sendable {
        /// Stop the walk with an error: a search the user asked for must not miss files.
        case fails
        /// Walk on: the folder holds nothing the walk can judge.
        case skipped
    }

    /// Walks `folder`, looking for files whose extension is one of `extensions` (none: the
    /// folders alone).
    public static func walk(_ folder: String, extensions: Set<String>,
                            unlistable: Unlistable = .fails) throws(FormatFileError) -> Walk {
        let matcher = ExtensionMatcher(extensions: extensions)
        var walk = Walk()
        var pending = [""]
        while let relative = pending.popLast() {
            let directory = relative.isEmpty ? folder : join(folder, relative)
            let names: [String]
            do {
                names = try FileManager.default.contentsOfDirectory(atPath: directory)
            } catch {
                if unlistable == .skipped { continue }
                throw FormatFileError(path: directory, reason: "cannot list the folder")
            }
            walk.folders.append(relative)
            for name in names.sorted() {
                let child = relative.isEmpty ? name : relative + "/" + name
                let full = join(folder, child)
                guard let kind = FileKind(full, followingLinks: false) else { continue }
                let isLookedFor = matcher.matches(name)
                if name.hasPrefix(".") {
                    if isLookedFor { walk.skipped.append(.note("skipped: a hidden file", in: full)) }
                    continue
                }
                switch kind {
                case .directory:
                    pending.append(child)
                case .regular where isLookedFor:
                    walk.files.append(child)
                case .symbolicLink:
                    let target = FileKind(full, followingLinks: true)
                    if target == .regular, isLookedFor {
                        walk.files.append(child)
                    } else if target == .directory {
                        walk.skipped.append(.note("skipped: a symbolic link to a folder (name it to search it)", in: full))
                    } else if isLookedFor {
                        walk.skipped.append(.note("skipped: a symbolic link to nothing readable", in: full))
                    }
                case .other where isLookedFor:
                    walk.skipped.append(.note("skipped: not a regular file", in: full))
                default:
                    continue
                }
            }
        }
        return walk
    }

    /// `folder` and a path below it as one path.
    public static func join(_ folder: String, _ relative: String) -> String {
        folder.hasSuffix("/") ? folder + relative : folder + "/" + relative
    }
}
