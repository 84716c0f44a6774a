import AtomicOutput
import Foundation

/// Where the fresh render and diff image of a failed check go when there is no report:
/// never beside the goldens, and never into a folder another user or run could have
/// prepared. Without `VISUAL_ARTIFACTS`, each run makes its own private folder
/// (`mkdtemp`, mode 0700) under the system's temporary directory, on the first failure.
public final class FailureImages {
    private let chosenFolder: String?
    private var madeFolder: String?

    /// `folder`: the user's choice (`VISUAL_ARTIFACTS`), or nil for a private folder.
    public init(folder: String?) {
        chosenFolder = folder.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// Where `NAME.SUFFIX.png` goes (or went), for messages.
    public func path(name: String, suffix: String) -> String {
        "\(chosenFolder ?? madeFolder ?? "(a private temporary folder)")/\(name).\(suffix).png"
    }

    /// Writes `bytes` as `NAME.SUFFIX.png` and returns its path.
    public func write(_ bytes: [UInt8], name: String, suffix: String) throws(AtomicFile.WriteError) -> String {
        let folder = try self.folder()
        let path = "\(folder)/\(name).\(suffix).png"
        try AtomicFile.createFolder((path as NSString).deletingLastPathComponent)
        try AtomicFile.write(bytes, to: path)
        return path
    }

    private func folder() throws(AtomicFile.WriteError) -> String {
        if let chosenFolder {
            try AtomicFile.createFolder(chosenFolder)
            return chosenFolder
        }
        if let madeFolder { return madeFolder }
        var template = Array((NSTemporaryDirectory() as NSString).appendingPathComponent("visual-check-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else {
            throw AtomicFile.WriteError(message: "cannot make a temporary folder for the failure images")
        }
        madeFolder = String(cString: made)
        return madeFolder!
    }
}
