import Foundation
import VisualLayout

/// The layout golden: the JSON `visual layout --format json` prints, plus a `renderer`
/// field with the stamp of the renderer that drew the PNG golden beside it.
enum GoldenJSON {
    static func encode(_ tree: LayoutTree, stamp: RendererStamp) -> String {
        var json = LayoutOutput.json(tree)
        // LayoutOutput ends the object with "\n}\n"; the stamp goes in as its last field.
        json.removeLast("\n}\n".count)
        let fonts = stamp.fonts.map { "\"\($0)\"" }.joined(separator: ", ")
        json += ",\n  \"renderer\": {\"cairo\": \"\(stamp.cairo)\", \"fonts\": [\(fonts)]}\n}\n"
        return json
    }

    /// The stamp a golden was made with; nil for a golden written without one.
    static func stamp(in data: Data) -> RendererStamp? {
        guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let renderer = root["renderer"] as? [String: Any],
              let cairo = renderer["cairo"] as? String,
              let fonts = renderer["fonts"] as? [String] else { return nil }
        return RendererStamp(cairo: cairo, fonts: fonts)
    }
}
