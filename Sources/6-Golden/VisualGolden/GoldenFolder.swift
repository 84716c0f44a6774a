import AtomicOutput
import Foundation
import FormatFileInput
import VisualSyntax

/// The folder of goldens (`--golden DIR`) as a whole: which format file each golden
/// belongs to, where a format file's golden is, the lock its writers share, and which
/// goldens nothing owns any more.
///
/// Every golden JSON records its format file (`source`, relative to this folder), so
/// ownership never depends on what one run happened to name: `visual check a.visual` and
/// `visual check Samples` agree, and pruning deletes only goldens whose format file is gone.
public struct GoldenFolder: Sendable {
    /// The folder as the user named it.
    public let path: String

    public init(path: String) {
        self.path = path
    }

    // MARK: Where goldens go

    /// The goldens of the found format files, and the files that cannot have one because it
    /// would be another file's (`FILE: error: …` lines).
    public struct Plan: Sendable {
        public var locations: [GoldenLocation]
        public var collisions: [String]
        /// What a reviewer should know that is no error: a layout renamed since its golden
        /// was recorded (`FILE: note: …` lines).
        public var notes: [String] = []
        /// The golden JSONs the plan read, by golden name, for the checks of their files
        /// (`GoldenCheck.check(_:golden:)`), so that none is read twice.
        public var decodedGoldens: [String: DecodedGolden] = [:]
        /// The walk of the folder the plan was made from, for `orphans(in:rewritten:)`: one
        /// walk serves a run's plan and its prune.
        public var scan: Scan = Scan(goldens: [])
    }

    /// The goldens Visual wrote under this folder, as one walk of it found them.
    public struct Scan: Sendable {
        var goldens: [Golden]
    }

    /// Walks the folder and reads every golden JSON in it.
    public func scan() -> Scan {
        Scan(goldens: goldens())
    }

    /// A golden for each found file:
    /// - the golden whose `source` is this file, when there is one (a file named directly
    ///   thus finds the golden it got through its folder);
    /// - else the path below the searched folder (`golden/sub/screen.png`), unless that
    ///   golden belongs to another format file that still exists, or another file of this
    ///   run gets the same name: then neither is checked, and the collision is said.
    ///
    /// A file listed in `layouts` (a source file's units, a storyboard's scenes) has a
    /// golden per layout, `NAME-LAYOUT`; a golden of that file whose layout is gone is said,
    /// since a renamed function makes a new golden.
    public func plan(_ found: [FoundFormatFile], layouts: [String: [String]] = [:]) -> Plan {
        plan(found, layouts: layouts, scan: scan())
    }

    /// The plan, from goldens the folder's `scan()` found.
    public func plan(_ found: [FoundFormatFile], layouts: [String: [String]] = [:], scan: Scan) -> Plan {
        let owners = ownership(of: scan)
        var chosen: [(FoundFormatFile, String)] = []
        var layoutOf: [String: String] = [:]
        var collisions: [String] = []
        var notes: [String] = []
        for file in found {
            let canonical = Paths.canonical(file.path)
            if let names = layouts[file.path] {
                let goldens = names.map { file.relativeName + "-" + $0 }
                for (layout, golden) in zip(names, goldens) {
                    chosen.append((file, golden))
                    layoutOf[file.path + "\u{0}" + golden] = layout
                }
                let gone = (canonical.flatMap { owners.goldensBySource[$0] } ?? []).filter { !goldens.contains($0) }
                if !gone.isEmpty {
                    let fresh = goldens.filter { golden in !(canonical.flatMap { owners.goldensBySource[$0] } ?? []).contains(golden) }
                    let message = gone.map { "\(path)/\($0).png" }.joined(separator: ", ")
                        + " belong\(gone.count == 1 ? "s" : "") to a layout this file no longer has"
                        + (fresh.isEmpty ? "" : " (renamed? new: " + fresh.joined(separator: ", ") + ")")
                        + "; --prune does not remove them while the file exists"
                    notes.append(FileDiagnostic(file: file.path, severity: .note, message: message).header)
                }
                continue
            }
            let claims = canonical.flatMap { owners.goldensBySource[$0] } ?? []
            if !claims.isEmpty {
                chosen.append((file, claims.contains(file.relativeName) ? file.relativeName : claims.sorted()[0]))
                continue
            }
            if let owner = owners.sourceByGolden[file.relativeName], owner != canonical {
                collisions.append(FileDiagnostic.error("its golden \(path)/\(file.relativeName).png belongs to \(owner); "
                                                       + "name the folder that holds both so each keeps its path below it",
                                                       in: file.path).header)
                continue
            }
            chosen.append((file, file.relativeName))
        }
        let byName = Dictionary(grouping: chosen, by: \.1)
        var locations: [GoldenLocation] = []
        for (file, name) in chosen {
            let sharers = byName[name]!
            if sharers.count > 1 {
                let others = sharers.map(\.0.path).filter { $0 != file.path }.joined(separator: ", ")
                collisions.append(FileDiagnostic.error("would share the golden \(path)/\(name).png with \(others); "
                                                       + "name the folder that holds them so each keeps its path below it",
                                                       in: file.path).header)
                continue
            }
            locations.append(GoldenLocation(formatFile: file.path, name: name, goldenDirectory: path,
                                            layout: layoutOf[file.path + "\u{0}" + name]))
        }
        var decoded: [String: DecodedGolden] = [:]
        for location in locations { decoded[location.name] = owners.decodedByName[location.name] }
        return Plan(locations: locations.sorted { $0.name < $1.name }, collisions: collisions, notes: notes,
                    decodedGoldens: decoded, scan: scan)
    }

    /// What a golden JSON of this folder records as its format file: the path relative to
    /// the folder, so the record holds wherever the tree is cloned.
    public func sourceRecord(for formatFile: String) -> String {
        Paths.relative(from: Paths.absolute(path), to: Paths.absolute(formatFile))
    }

    // MARK: Who owns what

    /// One golden of this folder that Visual wrote: its JSON parses as a golden.
    struct Golden: Sendable {
        /// The path below the folder without extension (`sub/screen`).
        var name: String
        /// The canonical path of its format file; nil when the golden records none (written
        /// before sources were recorded) or the file no longer exists.
        var source: String?
        /// Whether the golden records a source at all.
        var recordsSource: Bool
        /// The JSON as read, when it holds a layout.
        var decoded: DecodedGolden?
    }

    private struct Ownership {
        var goldensBySource: [String: [String]] = [:]
        var sourceByGolden: [String: String] = [:]
        var decodedByName: [String: DecodedGolden] = [:]
    }

    private func ownership(of scan: Scan) -> Ownership {
        var owners = Ownership()
        for golden in scan.goldens {
            owners.decodedByName[golden.name] = golden.decoded
            guard let source = golden.source else { continue }
            owners.goldensBySource[source, default: []].append(golden.name)
            owners.sourceByGolden[golden.name] = source
        }
        return owners
    }

    /// Every golden JSON Visual wrote under this folder, found by the one folder walker.
    func goldens() -> [Golden] {
        var found: [Golden] = []
        for child in walk(lookingFor: ["json"]).files {
            let full = path + "/" + child
            // Stamped before it is read: a file rewritten meanwhile has another stamp, and
            // the check reads it again.
            guard let stamp = FileStamp(path: full), let data = FileManager.default.contents(atPath: full),
                  let record = try? GoldenRecord(json: data, path: full), record.renderer != nil else { continue }
            let source = record.source.flatMap { Paths.canonical(path + "/" + $0) }
            found.append(Golden(name: String(child.dropLast(".json".count)), source: source,
                                recordsSource: record.source != nil, decoded: DecodedGolden(record, stamp: stamp)))
        }
        return found.sorted { $0.name < $1.name }
    }

    /// The folder walked by `FolderWalker`'s rules (hidden names and symbolic links to
    /// folders passed over). A folder that cannot be listed holds no golden this run can
    /// judge or repair: its goldens are neither matched nor pruned, and are read (and their
    /// errors reported) as they are.
    private func walk(lookingFor extensions: Set<String>) -> FolderWalker.Walk {
        (try? FolderWalker.walk(path, extensions: extensions, unlistable: .skipped)) ?? FolderWalker.Walk()
    }

    // MARK: Pruning

    /// A golden whose format file is gone: its JSON and, when it exists, the PNG beside it.
    public struct Orphan: Equatable, Sendable {
        public var json: String
        public var png: String?
    }

    /// The goldens that no format file owns any more, and the goldens that cannot be judged
    /// because they record no format file (kept; re-recording adds the record). Files that
    /// are not goldens of Visual's (no golden JSON of its shape) are never listed.
    public func orphans() -> (orphans: [Orphan], unjudged: [String]) {
        orphans(in: scan())
    }

    /// The orphans among the goldens `scan` found. `rewritten`: the goldens whose JSON a run
    /// wrote since the scan (by name), which now record the format file that run checked.
    public func orphans(in scan: Scan, rewritten: Set<String> = []) -> (orphans: [Orphan], unjudged: [String]) {
        var orphans: [Orphan] = []
        var unjudged: [String] = []
        for golden in scan.goldens where !rewritten.contains(golden.name) {
            let json = path + "/" + golden.name + ".json"
            guard golden.recordsSource else {
                unjudged.append(json)
                continue
            }
            guard golden.source == nil else { continue }
            let png = path + "/" + golden.name + ".png"
            orphans.append(Orphan(json: json, png: FileManager.default.fileExists(atPath: png) ? png : nil))
        }
        return (orphans, unjudged)
    }

    /// Deletes an orphan, PNG first: a run killed in between leaves a JSON whose source is
    /// gone, which the next prune finds again, never a PNG that nothing claims.
    public func delete(_ orphan: Orphan, waiting: () -> Void = {}) throws(GoldenError) {
        try DirectoryLock.withLock(on: path, .exclusive, waiting: waiting) { () throws(GoldenError) in
            for file in [orphan.png, orphan.json].compactMap({ $0 }) {
                do {
                    try FileManager.default.removeItem(atPath: file)
                } catch {
                    throw GoldenError.unwritable(path: file, reason: "cannot delete it")
                }
            }
        }
    }

    // MARK: Writing safely

    /// Brings the folder back to whole pairs after a run that was killed while writing, and
    /// removes the temporaries killed runs left. Call it once before a run reads goldens.
    public func repair(waiting: () -> Void = {}) {
        DirectoryLock.withLock(on: path, .exclusive, waiting: waiting) {
            for relative in walk(lookingFor: []).folders {
                let folder = relative.isEmpty ? path : path + "/" + relative
                AtomicGroup.finishInterruptedWrites(in: folder)
                StaleTemporaries.remove(in: folder)
            }
        }
    }
}
