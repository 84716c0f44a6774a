import Foundation
import Testing
@testable import PixelDiff
@testable import PNGCodec

/// Tests/PixelDiffTests/Fixtures, found from this file so that tests run from any
/// directory (and on a clean clone: the fixtures are part of the repository).
let fixturesDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

/// The pixelmatch reference fixtures.
let pixelmatchDirectory = fixturesDirectory.appendingPathComponent("pixelmatch")

/// A pixelmatch fixture PNG, decoded.
func fixture(_ name: String) throws -> RGBAImage {
    try PNGDecoder.read(path: pixelmatchDirectory.appendingPathComponent(name).path)
}

/// pixelmatch's options as its tests write them (JSON, camelCase), as `DiffOptions`.
struct PixelmatchOptions: Decodable, Sendable, CustomStringConvertible {
    var threshold: Double?
    var includeAA: Bool?
    var alpha: Double?
    var aaColor: [UInt8]?
    var diffColor: [UInt8]?
    var diffColorAlt: [UInt8]?
    var diffMask: Bool?
    var checkerboard: Bool?

    var diffOptions: DiffOptions {
        var options = DiffOptions()
        if let threshold { options.threshold = threshold }
        if let includeAA { options.includesAntiAliased = includeAA }
        if let alpha { options.alpha = alpha }
        if let aaColor { options.antiAliasedColor = RGBA(aaColor[0], aaColor[1], aaColor[2]) }
        if let diffColor { options.differenceColor = RGBA(diffColor[0], diffColor[1], diffColor[2]) }
        if let diffColorAlt { options.darkerDifferenceColor = RGBA(diffColorAlt[0], diffColorAlt[1], diffColorAlt[2]) }
        if let diffMask { options.diffMask = diffMask }
        if let checkerboard { options.checkerboard = checkerboard }
        return options
    }

    var description: String {
        let parts: [String?] = [
            threshold.map { "threshold \($0)" }, includeAA.map { "includeAA \($0)" },
            alpha.map { "alpha \($0)" }, diffMask.map { "diffMask \($0)" },
            checkerboard.map { "checkerboard \($0)" }, diffColorAlt.map { "diffColorAlt \($0)" },
        ]
        let text = parts.compactMap { $0 }.joined(separator: ", ")
        return text.isEmpty ? "defaults" : text
    }
}

/// The first pixel where two same-sized images differ, for a readable failure.
func firstDifference(_ actual: RGBAImage, _ expected: RGBAImage) -> String? {
    guard actual.width == expected.width, actual.height == expected.height else {
        return "size \(actual.width)×\(actual.height), expected \(expected.width)×\(expected.height)"
    }
    var mismatches = 0
    var first: String?
    for y in 0..<actual.height {
        for x in 0..<actual.width where actual.pixel(x: x, y: y) != expected.pixel(x: x, y: y) {
            mismatches += 1
            if first == nil {
                first = "(\(x), \(y)): \(actual.pixel(x: x, y: y)), expected \(expected.pixel(x: x, y: y))"
            }
        }
    }
    return first.map { "\(mismatches) pixels differ; first at \($0)" }
}
