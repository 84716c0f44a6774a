// The floor of `visual scan` for Benchmarks/scan/run: every `.swift` file below the named
// folders found, read and parsed by SwiftParser on every core, as the scan does, and
// nothing else (no layouts looked for, none solved).
//
//   swift-parse-bench PATH…     prints "FILES files, BYTES bytes, NODES tokens"
import FormatFileInput
import Foundation
import ParallelWork
import SwiftParser
import SwiftSyntax

let paths = Array(CommandLine.arguments.dropFirst())
guard !paths.isEmpty else {
    FileHandle.standardError.write(Data("usage: swift-parse-bench PATH…\n".utf8))
    exit(2)
}
do {
    let files = try FormatFileFinder.find(paths, extensions: ["swift"]).files
    let counts: [(bytes: Int, tokens: Int)] = parallelMap(files) { file in
        guard let text = try? FormatFileReader.read(file.path) else { return (0, 0) }
        let tree = Parser.parse(source: text)
        // Walked once, so the tree is used and not only built.
        return (text.utf8.count, tree.tokens(viewMode: .sourceAccurate).reduce(0) { count, _ in count + 1 })
    }
    print("\(files.count) files, \(counts.reduce(0) { $0 + $1.bytes }) bytes, \(counts.reduce(0) { $0 + $1.tokens }) tokens")
} catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(2)
}
