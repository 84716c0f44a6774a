import Foundation
import Testing
import VisualProcessTesting
@testable import VisualRender

/// A pill that does not fit on its line is placed before the tags, near its gap, and off
/// the boxes of views other than the gap's own: inside an avatar it reads as the avatar's.
@Suite struct DisplacedPillTests {
    /// ProfileHeader.init (a Swift sample, read by the source-code front end): the 4 between
    /// the name and the handle cannot sit on its 4-point line. The tags came first and took
    /// the room beside the handle, so the pill went into the avatar, 56 points along its
    /// leader; now it is beside the handle, its leader no longer than the pill is wide.
    @Test func aDisplacedPillStaysNearItsGapAndOffOtherViews() throws {
        let samples = SceneRulesTests.samplesDirectory
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("pill-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let scene = directory.appendingPathComponent("scene.json").path
        let run = try VisualProcess.run(["render", samples.appendingPathComponent("ProfileHeader.swift").path,
                                         "-o", directory.appendingPathComponent("p.png").path, "--scene", scene])
        #expect(run.status == 0, "\(run.stderr)")
        let data = try #require(FileManager.default.contents(atPath: scene))
        let items = try #require((try JSONSerialization.jsonObject(with: data) as? [String: Any])?["items"] as? [[String: Any]])
        func rect(_ value: Any?) throws -> [Double] { try #require(value as? [Double]) }
        let avatar = try rect(items.first { $0["type"] as? String == "view" && $0["view"] as? String == "avatarView" }?["rect"])
        let guide = try #require(items.first { $0["type"] as? String == "guide" && $0["label"] as? String == "4" })
        let pill = try rect(guide["pill"])
        let overlapsAvatar = pill[0] < avatar[0] + avatar[2] && avatar[0] < pill[0] + pill[2]
            && pill[1] < avatar[1] + avatar[3] && avatar[1] < pill[1] + pill[3]
        #expect(!overlapsAvatar, "the 4's pill \(pill) lies on the avatar \(avatar)")
        let leader = try #require(guide["leader"] as? [[Double]])
        let length = ((leader[0][0] - leader[1][0]) * (leader[0][0] - leader[1][0])
            + (leader[0][1] - leader[1][1]) * (leader[0][1] - leader[1][1])).squareRoot()
        #expect(length <= 2 * pill[2], "a leader of \(length) points")
    }
}
