// Interface Builder documents without the command line: `ib-bench frames DOC…` prints each
// document's solved frames as `visual layout DOC --format json` does (frames, views with
// their document ids), for scripts/ib-fidelity; `ib-bench time DOC` times reading alone
// against reading and laying out, for Benchmarks/ib.
import Foundation
import InterfaceBuilderInput
import VisualLayout
import VisualSyntax

func jsonString(_ text: String) -> String {
    let data = try! JSONSerialization.data(withJSONObject: [text], options: [])
    let array = String(decoding: data, as: UTF8.self)
    return String(array.dropFirst().dropLast())
}

func number(_ value: Double) -> String {
    let rounded = (value * 1000).rounded() / 1000
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard let mode = arguments.first, arguments.count >= 2 else {
    FileHandle.standardError.write(Data("usage: ib-bench frames|time DOC…\n".utf8))
    exit(2)
}

for path in arguments.dropFirst() {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
        FileHandle.standardError.write(Data("\(path): error: unreadable\n".utf8))
        continue
    }
    switch mode {
    case "time":
        let clock = ContinuousClock()
        let parseOnly = clock.measure { _ = InterfaceBuilderDocument.layouts(text: text) }
        var views = 0
        let layout = clock.measure {
            for layout in InterfaceBuilderDocument.layouts(text: text).layouts {
                views += LayoutPipeline.layout(text: layout.text, name: layout.name).tree?.views.count ?? 0
            }
        }
        print("\(path)\tread \(parseOnly)\tread+layout \(layout)\tviews \(views)")
    default:
        let (layouts, diagnostics) = InterfaceBuilderDocument.layouts(text: text)
        var frames: [String] = []
        var problems = diagnostics.map { "\($0.severity): \($0.message)" }
        for layout in layouts {
            let result = LayoutPipeline.layout(text: layout.text, name: layout.name)
            problems += result.diagnostics.filter { $0.severity == .error }.map { "\(layout.name): error: \($0.message) (line \($0.range?.start.line ?? 0))" }
            var views: [String] = []
            for view in result.tree?.views ?? [] {
                var fields = ["\"name\": \(jsonString(view.name))", "\"x\": \(number(view.x))", "\"y\": \(number(view.y))",
                              "\"width\": \(number(view.width))", "\"height\": \(number(view.height))"]
                if let id = layout.documentIDs[view.name] { fields.append("\"id\": \(jsonString(id))") }
                if let parent = view.parent { fields.append("\"parent\": \(jsonString(parent))") }
                if !view.ambiguous.isEmpty { fields.append("\"ambiguous\": true") }
                if view.conflict { fields.append("\"conflict\": true") }
                views.append("{" + fields.joined(separator: ", ") + "}")
            }
            frames.append("{\"name\": \(jsonString(layout.name)), \"views\": [" + views.joined(separator: ", ") + "]}")
        }
        print("{\"path\": \(jsonString(path)), \"frames\": [" + frames.joined(separator: ", ") + "], \"problems\": ["
              + problems.map(jsonString).joined(separator: ", ") + "]}")
    }
}
