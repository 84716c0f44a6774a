import Foundation

/// Path arithmetic the golden folder needs: absolute, canonical and relative paths.
enum Paths {
    /// `path` made absolute against the working directory, `.` and `..` folded, and the
    /// links of its longest existing prefix resolved (the rest may not exist yet).
    static func absolute(_ path: String) -> String {
        let joined = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var existing = (joined as NSString).standardizingPath
        var missing: [String] = []
        while canonical(existing) == nil, existing != "/" {
            missing.insert((existing as NSString).lastPathComponent, at: 0)
            existing = (existing as NSString).deletingLastPathComponent
        }
        let base = canonical(existing) ?? existing
        return missing.reduce(base) { $0 == "/" ? "/" + $1 : $0 + "/" + $1 }
    }

    /// The canonical path of an existing file (links resolved), or nil when it does not exist.
    static func canonical(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The path from folder `from` to `to`, both absolute: `../Samples/login.visual`.
    static func relative(from folder: String, to target: String) -> String {
        let base = folder.split(separator: "/").map(String.init)
        let destination = target.split(separator: "/").map(String.init)
        var common = 0
        while common < base.count, common < destination.count, base[common] == destination[common] { common += 1 }
        let steps = Array(repeating: "..", count: base.count - common) + destination[common...]
        return steps.isEmpty ? "." : steps.joined(separator: "/")
    }
}
