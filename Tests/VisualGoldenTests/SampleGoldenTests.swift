import FormatFileInput
import Foundation
import LayoutDocuments
import Testing
import VisualGolden

/// Every sample is a regression test: `Samples/` checked against the committed `golden/`,
/// as `visual check Samples` does in CI, writing nothing.
@Suite struct SampleGoldenTests {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    @Test func everySampleMatchesItsGolden() throws {
        // Format files, and the source files whose layouts have goldens (Samples/lint holds
        // deliberate mistakes, kept out as `visual check Samples --exclude 'lint/*'` does).
        let found = try FormatFileFinder.find([Self.repository + "/Samples"], extensions: ["visual", "swift", "m"],
                                              excluding: ["lint/*"])
        var layouts: [String: [String]] = [:]
        for file in found.files where !file.path.hasSuffix(".visual") {
            layouts[file.path] = try LayoutDocument.read(file.path).layouts?.map(\.name)
        }
        #expect(layouts.values.joined().count == 3)
        let plan = GoldenFolder(path: Self.repository + "/golden").plan(found.files, layouts: layouts)
        #expect(plan.collisions.isEmpty)
        let locations = plan.locations
        #expect(locations.count >= 50)
        for result in GoldenCheck(mode: .never).run(locations) {
            #expect(result.status == .passed,
                    "\(result.location.name): \(result.status) \(result.failures + result.notes) \(result.errors)")
        }
    }
}
