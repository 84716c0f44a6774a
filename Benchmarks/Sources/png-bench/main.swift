// `png-bench decode A.png B.png`: reads and decodes the two files as `visual diff` does
// (PNGDecoder.read(paths:), both at once), and nothing else. Benchmarks/diff-bench times
// it as a whole process next to `visual diff`: the floor the command stands on.
import PNGCodec

let arguments = CommandLine.arguments
guard arguments.count == 4, arguments[1] == "decode" else {
    fatalError("usage: png-bench decode A.png B.png")
}
var pixels = 0
for result in PNGDecoder.read(paths: Array(arguments[2...])) {
    switch result {
    case .success(let image): pixels += image.pixelCount
    case .failure(let error): fatalError("\(error)")
    }
}
print(pixels)
