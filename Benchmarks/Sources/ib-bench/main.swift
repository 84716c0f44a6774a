// Interface Builder documents without the command line: `ib-bench frames DOC…` prints each
// document's solved frames as `visual layout DOC --format json` does (frames, views with
// their document ids), for scripts/ib-fidelity; `ib-bench time DOC` times reading alone
// against reading and laying out, for Benchmarks/ib; `ib-bench text DOC [DIR]` prints the
// format file of each frame (or writes DIR/NAME.visual).
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

/// The CPU time this process has used, in seconds.
func processCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
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
    case "text":
        let (layouts, diagnostics) = InterfaceBuilderDocument.layouts(text: text, measure: arguments.contains("--measure"))
        for diagnostic in diagnostics { FileHandle.standardError.write(Data("\(path): \(diagnostic.severity): \(diagnostic.message)\n".utf8)) }
        let folder = arguments.count > 2 && !arguments[2].hasPrefix("--") ? arguments[2] : nil
        for layout in layouts {
            if let folder {
                let safe = String(layout.name.map { $0.isLetter || $0.isNumber || $0 == "-" ? $0 : "_" })
                try? layout.text.write(toFile: "\(folder)/\(safe).visual", atomically: true, encoding: .utf8)
            } else {
                print("# \(layout.name)\n\(layout.text)")
            }
        }
        exit(0)
    case "read-once":
        // One pass each, for counting instructions (`perf stat -e instructions:u`), which a
        // shared machine's load does not change.
        _ = InterfaceBuilderDocument.layouts(text: text)
    case "layout-once":
        for layout in InterfaceBuilderDocument.layouts(text: text).layouts {
            _ = LayoutPipeline.layout(text: layout.text, name: layout.name)
        }
    case "time":
        // Each pass three times, the fastest kept; wall-clock and this process's CPU time
        // (on a shared machine the wall clock mostly measures waiting for a core).
        let clock = ContinuousClock()
        var views = 0
        func readOnly() { _ = InterfaceBuilderDocument.layouts(text: text) }
        func readAndLayOut() {
            views = 0
            for layout in InterfaceBuilderDocument.layouts(text: text).layouts {
                views += LayoutPipeline.layout(text: layout.text, name: layout.name).tree?.views.count ?? 0
            }
        }
        func fastest(_ pass: () -> Void) -> (wall: Duration, cpu: Double) {
            var best: (wall: Duration, cpu: Double)?
            for _ in 0..<3 {
                let cpuStart = processCPUSeconds()
                let wall = clock.measure(pass)
                let cpu = processCPUSeconds() - cpuStart
                if best == nil || cpu < best!.cpu { best = (wall, cpu) }
            }
            return best!
        }
        let read = fastest(readOnly)
        let layout = fastest(readAndLayOut)
        print("\(path)\tread \(read.wall)\tread+layout \(layout.wall)\tviews \(views)"
              + "\tread-cpu \(read.cpu) seconds\tread+layout-cpu \(layout.cpu) seconds")
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
