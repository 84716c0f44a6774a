import Foundation
import Testing
import InterfaceBuilderInput
import VisualLayout
import VisualSyntax

/// The test fixtures, and what comparing a document's stored frames with Visual's solved
/// ones needs: each layout laid out by the format-file pipeline, each view's frame with
/// its document id.
enum DocumentFrames {
    static func fixture(_ name: String) throws -> String {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/\(name)")
        return try String(contentsOf: url, encoding: .utf8)
    }

    struct Frame: Equatable, CustomStringConvertible {
        var x, y, width, height: Double

        func matches(_ other: Frame, tolerance: Double = 0.5) -> Bool {
            abs(x - other.x) <= tolerance && abs(y - other.y) <= tolerance
                && abs(width - other.width) <= tolerance && abs(height - other.height) <= tolerance
        }

        var description: String { "(\(x), \(y), \(width), \(height))" }
    }

    /// Every `<rect key="frame">` of the document by the id of the element holding it.
    static func storedFrames(_ text: String) -> [String: Frame] {
        var frames: [String: Frame] = [:]
        var lastID: String?
        for line in text.split(separator: "\n") {
            if let id = attribute("id", in: line), !line.contains("<constraint ") { lastID = id }
            if line.contains("<rect key=\"frame\""), let id = lastID,
               let width = attribute("width", in: line).flatMap(Double.init),
               let height = attribute("height", in: line).flatMap(Double.init) {
                frames[id] = Frame(x: attribute("x", in: line).flatMap(Double.init) ?? 0,
                                   y: attribute("y", in: line).flatMap(Double.init) ?? 0, width: width, height: height)
                lastID = nil
            }
        }
        return frames
    }

    private static func attribute(_ name: String, in line: Substring) -> String? {
        guard let start = line.range(of: " \(name)=\"") else { return nil }
        let rest = line[start.upperBound...]
        return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
    }

    /// The solved frames, by document id, of the first layout of a document's text.
    static func firstLayoutFrames(_ text: String) throws -> [String: Frame] {
        solve(try #require(InterfaceBuilderDocument.layouts(text: text).layouts.first)).frames
    }

    /// Each layout's solved frames by document id, and the pipeline's diagnostics.
    static func solve(_ layout: TranslatedLayout) -> (frames: [String: Frame], names: [String: String], diagnostics: [Diagnostic]) {
        let result = LayoutPipeline.layout(text: layout.text, name: layout.name)
        var frames: [String: Frame] = [:]
        var names: [String: String] = [:]
        for view in result.tree?.views ?? [] {
            guard let id = layout.documentIDs[view.name] else { continue }
            frames[id] = Frame(x: view.x, y: view.y, width: view.width, height: view.height)
            names[id] = view.name
        }
        return (frames, names, result.diagnostics)
    }
}
