import Foundation
import TextMeasure
import VisualLayout

/// The layout golden: the JSON `visual layout --format json` prints, plus two fields of
/// its own: `renderer`, the stamp of the renderer that drew the PNG golden beside it, and
/// `source`, the format file the golden belongs to, relative to the golden folder.
enum GoldenJSON {
    static func encode(_ tree: LayoutTree, stamp: RendererStamp, source: String) -> String {
        var json = LayoutOutput.json(tree)
        // LayoutOutput ends the object with "\n}\n"; the golden's own fields go last.
        json.removeLast("\n}\n".count)
        let fonts = stamp.fonts.map(JSONText.string).joined(separator: ", ")
        json += ",\n  \"renderer\": {\"cairo\": \(JSONText.string(stamp.cairo)), \"pango\": \(JSONText.string(stamp.pango)), "
            + "\"fonts\": [\(fonts)]}"
        json += ",\n  \"source\": \(JSONText.string(source))\n}\n"
        return json
    }

    /// The fields of a golden JSON that say who wrote it and for which format file. A JSON
    /// file without a `renderer` is not a golden of Visual's.
    struct Record: Decodable {
        struct Renderer: Decodable {
            var cairo: String
            /// Absent in goldens drawn before Visual shaped text with Pango.
            var pango: String?
            var fonts: [String]
        }
        var renderer: Renderer
        /// Absent in goldens written before Visual recorded it.
        var source: String?

        var stamp: RendererStamp { RendererStamp(cairo: renderer.cairo, pango: renderer.pango ?? "", fonts: renderer.fonts) }
    }

    /// The record of a golden; nil for a file that is not a golden of Visual's.
    static func record(in data: Data) -> Record? {
        try? JSONDecoder().decode(Record.self, from: data)
    }
}
