import FormatFileInput
import Foundation
import Testing
import VisualGolden

/// Every sample is a regression test: `Samples/` checked against the committed `golden/`,
/// as `visual check Samples` does in CI, writing nothing.
@Suite struct SampleGoldenTests {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    @Test func everySampleMatchesItsGolden() throws {
        let found = try FormatFileFinder.find([Self.repository + "/Samples"])
        let plan = GoldenFolder(path: Self.repository + "/golden").plan(found.files)
        #expect(plan.collisions.isEmpty)
        let locations = plan.locations
        #expect(locations.count >= 50)
        for result in GoldenCheck(mode: .never).run(locations) {
            #expect(result.status == .passed,
                    "\(result.location.name): \(result.status) \(result.failures + result.notes) \(result.errors)")
        }
    }
}
