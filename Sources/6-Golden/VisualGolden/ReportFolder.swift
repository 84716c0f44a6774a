import AtomicOutput
import Foundation
import VisualSyntax

/// A report folder of `visual check --report DIR`: `index.html` and its `images/`,
/// `junit.xml`, and `results.json`, the results themselves (without the image bytes, which
/// are in `images/`), so that the partial reports of a sharded run can be merged into one
/// (`visual report merge`) with the same page and the same JUnit file one run would write.
public enum ReportFolder {
    /// What `results.json` holds.
    public struct Contents: Codable, Sendable {
        /// The shape of the results: 3 since errors are values too (2 held them as text,
        /// findings as values; 1, without this field, held sentences). A merge reads only
        /// its own shape, rather than reading another as files without findings.
        public var format: Int? = Self.currentFormat
        public static let currentFormat = 3
        /// How the run was asked for, for the page's approve commands.
        public var approve: ApproveCommand?
        /// The shard this report is of; nil for a whole run or a merged report.
        public var shard: Shard?
        public var results: [CheckResult]

        public init(approve: ApproveCommand?, shard: Shard?, results: [CheckResult]) {
            (self.approve, self.shard, self.results) = (approve, shard, results)
        }
    }

    /// Every file of the folder, as paths relative to it and their bytes.
    public static func files(_ contents: Contents) -> [(path: String, bytes: [UInt8])] {
        var files = HTMLReport.files(contents.results, approve: contents.approve, shard: contents.shard)
        files.append(("junit.xml", Array(JUnitReport.xml(contents.results).utf8)))
        var stripped = contents
        for index in stripped.results.indices { stripped.results[index].images = CheckResult.Images() }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        // Encoding plain values cannot fail; an empty file would only make a later merge say so.
        files.append(("results.json", Array((try? encoder.encode(stripped)) ?? Data())))
        return files
    }

    /// Writes the files into `folder` (each atomically); the paths that failed, with why.
    public static func write(_ files: [(path: String, bytes: [UInt8])], to folder: String) -> [String] {
        var failures: [String] = []
        // Each folder made and cleared of a killed run's temporaries once, not once per file;
        // a folder that cannot be made fails each of its files with its error.
        var folderErrors: [String: String?] = [:]
        for file in files {
            let path = folder + "/" + file.path
            let parent = (path as NSString).deletingLastPathComponent
            if folderErrors[parent] == nil {
                do {
                    try AtomicFile.createFolder(parent)
                    StaleTemporaries.remove(in: parent)
                    folderErrors[parent] = .some(nil)
                } catch {
                    folderErrors[parent] = "\(error)"
                }
            }
            do {
                if let error = folderErrors[parent] ?? nil { throw ReportFolderError(description: error) }
                try AtomicFile.write(file.bytes, to: path)
            } catch {
                failures.append(FileDiagnostic.error("cannot write the report: \(error)", in: path).header)
            }
        }
        return failures
    }

    /// The results of a report folder, with their images read back from `images/`.
    public static func read(_ folder: String) throws(GoldenError) -> Contents {
        let path = folder + "/results.json"
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .unreadable(path: path, reason: "no results here: not a report folder of visual check --report")
        }
        var contents: Contents
        do {
            contents = try JSONDecoder().decode(Contents.self, from: data)
        } catch {
            throw .unreadable(path: path, reason: "not the results of visual check --report (\(error))")
        }
        guard contents.format == Contents.currentFormat else {
            throw .unreadable(path: path, reason: "results of another version of visual check --report "
                              + "(format \(contents.format ?? 1), this one reads \(Contents.currentFormat)): check again to merge them")
        }
        for index in contents.results.indices {
            let result = contents.results[index]
            func image(_ suffix: String) -> [UInt8]? {
                FileManager.default.contents(atPath: folder + "/" + HTMLReport.imagePath(result, suffix)).map(Array.init)
            }
            contents.results[index].images = CheckResult.Images(expected: image("expected"), actual: image("actual"),
                                                                diff: image("diff"), overlay: image("overlay"))
        }
        return contents
    }
}

/// Why a report's folder could not be made, said again for each of its files.
private struct ReportFolderError: Error, CustomStringConvertible {
    let description: String
}
