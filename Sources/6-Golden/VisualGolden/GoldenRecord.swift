import Foundation
import Geometry
import LayoutChanges
import TextMeasure
import VisualLayout
import TextFormats

/// A layout golden (`NAME.json`), decoded once: the layout the layout layer compares, the
/// stamp of the renderer that drew the PNG golden beside it, and the format file it belongs
/// to. The file is the JSON `visual layout --format json` prints, with two fields of its
/// own last: `renderer` and `source` (the format file, relative to the golden folder).
///
/// Every reader of golden JSON reads it through here (the check, the folder's ownership
/// and pruning, the snapshot strategy), in one decode of the file.
public struct GoldenRecord: Sendable {
    /// The frames and warnings; the error saying what is wrong when the file is JSON but
    /// not a layout (a corrupt or hand-edited golden).
    public var layout: Result<LayoutSnapshot, GoldenError>
    /// Who drew the golden; nil in a JSON file that is not a golden of Visual's.
    public var renderer: RendererStamp?
    /// The format file, relative to the golden folder; nil in goldens written before
    /// Visual recorded it.
    public var source: String?

    init(layout: Result<LayoutSnapshot, GoldenError>, renderer: RendererStamp?, source: String?) {
        (self.layout, self.renderer, self.source) = (layout, renderer, source)
    }

    /// Decodes a golden. Throws `GoldenError.unreadable` only when the file is not JSON at
    /// all; a JSON file with no layout in it reads with `layout` saying why.
    public init(json data: Data, path: String) throws(GoldenError) {
        let decoded: Decoded
        do {
            decoded = try JSONDecoder().decode(Decoded.self, from: data)
        } catch {
            throw .unreadable(path: path, reason: "not a JSON object")
        }
        layout = decoded.layout.mapError { .unreadable(path: path, reason: $0.reason) }
        renderer = decoded.identity?.renderer.stamp
        source = decoded.identity?.source
    }

    /// The golden JSON of a solved layout drawn by `renderer`, for the format file `source`.
    public static func json(_ tree: LayoutTree, renderer: RendererStamp, source: String) -> String {
        let fonts = renderer.fonts.map(JSONText.string).joined(separator: ", ")
        return LayoutOutput.json(tree, appending: [
            ("renderer", "{\"cairo\": \(JSONText.string(renderer.cairo)), \"pango\": \(JSONText.string(renderer.pango)), "
                + "\"fonts\": [\(fonts)]}"),
            ("source", JSONText.string(source)),
        ])
    }

    /// The whole file in one pass: the layout and the golden's own fields, each read on its
    /// own so that one missing does not hide the other.
    private struct Decoded: Decodable {
        var layout: Result<LayoutSnapshot, Unreadable>
        var identity: Identity?

        init(from decoder: Decoder) throws {
            do {
                layout = .success(LayoutSnapshot(try LayoutFields(from: decoder)))
            } catch let DecodingError.keyNotFound(key, context) {
                layout = .failure(Unreadable(reason: "no \(Self.place(context.codingPath + [key]))"))
            } catch let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context) {
                layout = .failure(Unreadable(reason: "\(Self.place(context.codingPath)) is not what a golden holds there"))
            } catch {
                layout = .failure(Unreadable(reason: "not a JSON object"))
            }
            // A file without a well-formed `renderer` and `source` is not a golden of Visual's.
            identity = try? Identity(from: decoder)
        }

        /// `views[2].width`, from a decoding path.
        private static func place(_ path: [CodingKey]) -> String {
            path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined().drop { $0 == "." }.description
        }
    }

    private struct Unreadable: Error {
        var reason: String
    }

    /// The fields that say who wrote a golden and for which format file.
    private struct Identity: Decodable {
        struct Renderer: Decodable {
            var cairo: String
            /// Absent in goldens drawn before Visual shaped text with Pango.
            var pango: String?
            var fonts: [String]

            var stamp: RendererStamp { RendererStamp(cairo: cairo, pango: pango ?? "", fonts: fonts) }
        }
        var renderer: Renderer
        var source: String?
    }
}

/// The part of a golden JSON the layout layer reads (other fields are ignored).
struct LayoutFields: Decodable {
    struct Warning: Decodable {
        var message: String
        var line: Int?
        var column: Int?
    }
    var canvas: Size
    /// Read as they are compared: the golden's views have the change finder's own shape.
    var views: [FramedLayout.View]
    var diagnostics: [Warning]?
}
