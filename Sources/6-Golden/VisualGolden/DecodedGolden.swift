import Foundation
import TextMeasure

/// A golden JSON as the golden folder's scan read and decoded it, handed with its location
/// to the check of that file, so that a run reads and decodes each golden JSON once: the
/// supervisor reads every golden's `source` to plan the run (`GoldenFolder.plan`), and the
/// worker checking a file takes the layout and renderer from here instead of reading the
/// file again, as long as the file is still the one read (its `FileStamp`).
public struct DecodedGolden: Equatable, Sendable, Codable {
    /// The file as it was read.
    var stamp: FileStamp
    var layout: LayoutSnapshot
    var renderer: Renderer?
    var source: String?

    /// The renderer's stamp, as the golden records it.
    struct Renderer: Equatable, Sendable, Codable {
        var cairo: String
        var pango: String
        var fonts: [String]
    }

    /// The decoded golden of a record whose layout was read; nil for one that holds no
    /// layout (the check reads it again and says why).
    init?(_ record: GoldenRecord, stamp: FileStamp) {
        guard case .success(let layout) = record.layout else { return nil }
        self.stamp = stamp
        self.layout = layout
        renderer = record.renderer.map { Renderer(cairo: $0.cairo, pango: $0.pango, fonts: $0.fonts) }
        source = record.source
    }

    /// The record again, when the file at `path` is still the one read; else nil.
    func record(ifStill path: String) -> GoldenRecord? {
        guard FileStamp(path: path) == stamp else { return nil }
        return GoldenRecord(layout: .success(layout),
                            renderer: renderer.map { RendererStamp(cairo: $0.cairo, pango: $0.pango, fonts: $0.fonts) },
                            source: source)
    }
}

/// Which file a path names and when it was last written: its device and inode (an atomic
/// rewrite renames a new file into place), size and modification time (an edit in place).
struct FileStamp: Equatable, Sendable, Codable {
    var device: UInt64
    var inode: UInt64
    var size: Int64
    var seconds: Int
    var nanoseconds: Int

    /// The stamp of the file at `path`; nil when there is none.
    init?(path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
        size = Int64(status.st_size)
        seconds = Int(status.st_mtim.tv_sec)
        nanoseconds = Int(status.st_mtim.tv_nsec)
    }
}
