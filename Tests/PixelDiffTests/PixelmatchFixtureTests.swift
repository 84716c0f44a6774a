import Foundation
import Testing
@testable import PixelDiff
@testable import PNGCodec

/// One fixture test of pixelmatch's test.js: two images, options, the expected count and
/// the expected diff image.
struct FixtureCase: Decodable, Sendable, CustomTestStringConvertible {
    let a: String
    let b: String
    let options: PixelmatchOptions
    let diffPixels: Int
    let diffImage: String
    let width: Int
    let height: Int

    var testDescription: String { "\(a) vs \(b), \(options) → \(diffPixels)" }

    static let all: [FixtureCase] = load("expected.json")

    static func load<T: Decodable>(_ name: String) -> T {
        let url = pixelmatchDirectory.appendingPathComponent(name)
        // A missing or malformed fixture file fails loudly here rather than running no case.
        return try! JSONDecoder().decode(T.self, from: Data(contentsOf: url))
    }
}

/// A count pixelmatch's index.js produced for options test.js does not exercise.
struct CountCase: Decodable, Sendable, CustomTestStringConvertible {
    let a: String
    let b: String
    let options: PixelmatchOptions
    let diffPixels: Int

    var testDescription: String { "\(a) vs \(b), \(options) → \(diffPixels)" }
}

/// A raw-pixel case from test.js.
struct InlineCase: Decodable, Sendable {
    let width: Int
    let height: Int
    let a: [UInt8]
    let b: [UInt8]
    let options: PixelmatchOptions
    let diffPixels: Int
}

struct Supplementary: Decodable, Sendable {
    struct Group<Case: Decodable & Sendable>: Decodable, Sendable {
        let cases: [Case]
    }
    let inlineCasesFromTestJs: Group<InlineCase>
    let computedNotFromTestJs: Group<CountCase>

    static let loaded: Supplementary = FixtureCase.load("supplementary.json")
}

@Suite("pixelmatch 7.2 fixtures")
struct PixelmatchFixtureTests {
    @Test("every fixture case is there")
    func casesLoaded() {
        #expect(FixtureCase.all.count == 12)
        #expect(Supplementary.loaded.computedNotFromTestJs.cases.count == 22)
        #expect(Supplementary.loaded.inlineCasesFromTestJs.cases.count == 2)
    }

    @Test("count and diff image match pixelmatch's", arguments: FixtureCase.all)
    func fixture(_ testCase: FixtureCase) throws {
        let first = try PixelDiffTests.fixture(testCase.a)
        let second = try PixelDiffTests.fixture(testCase.b)
        #expect(first.width == testCase.width && first.height == testCase.height)

        let result = try ImageComparison.compare(first, second, options: testCase.options.diffOptions)
        #expect(result.differingPixels == testCase.diffPixels)
        let expected = try PixelDiffTests.fixture(testCase.diffImage)
        let image = try #require(result.diffImage)
        #expect(firstDifference(image, expected) == nil)

        // Counting alone (no picture to draw, unchanged rows skipped) counts the same.
        let countOnly = try ImageComparison.compare(first, second, options: testCase.options.diffOptions,
                                                    drawsDiffImage: false)
        #expect(countOnly.differingPixels == testCase.diffPixels)
        #expect(countOnly.diffImage == nil)
    }

    @Test("counts for includeAA and checkerboard off match pixelmatch's",
          arguments: Supplementary.loaded.computedNotFromTestJs.cases)
    func computedCount(_ testCase: CountCase) throws {
        let result = try ImageComparison.compare(
            try PixelDiffTests.fixture(testCase.a), try PixelDiffTests.fixture(testCase.b),
            options: testCase.options.diffOptions, drawsDiffImage: false)
        #expect(result.differingPixels == testCase.diffPixels)

        // With anti-aliasing excused instead, the candidates split into counted and excused.
        if testCase.options.includeAA == true {
            #expect(result.antiAliasedPixels == 0)
            var options = testCase.options.diffOptions
            options.includesAntiAliased = false
            let excusing = try ImageComparison.compare(
                try PixelDiffTests.fixture(testCase.a), try PixelDiffTests.fixture(testCase.b), options: options)
            #expect(excusing.differingPixels + excusing.antiAliasedPixels == testCase.diffPixels)
        }
    }

    @Test("a translucent pixel is composited over the checkerboard, or over white when it is off",
          arguments: Supplementary.loaded.inlineCasesFromTestJs.cases)
    func inlineCase(_ testCase: InlineCase) throws {
        let first = try #require(RGBAImage(width: testCase.width, height: testCase.height, bytes: testCase.a))
        let second = try #require(RGBAImage(width: testCase.width, height: testCase.height, bytes: testCase.b))
        let result = try ImageComparison.compare(first, second, options: testCase.options.diffOptions)
        #expect(result.differingPixels == testCase.diffPixels)
    }
}
