import Foundation
import Testing
import VisualProcessTesting

/// `visual scan --format json` of a call the code makes once per element of a literal list:
/// the call's `views` has each key once, bound to the list of its views (a JSON object
/// with one key written three times keeps only the last in most readers).
@Suite struct UnrolledCallJSONTests {
    @Test func aKeyBoundToEachElementOfALoopIsWrittenOnceWithItsViews() throws {
        let folder = try TemporaryFolder()
        _ = try folder.write("Cell.swift", """
            final class Cell: UIView {
                let nameLabel = UILabel()
                let dateLabel = UILabel()
                func setupViews() {
                    for label in [nameLabel, dateLabel] {
                        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[label]-|", options: [], metrics: nil, views: ["label": label]))
                    }
                    addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|-[a]-[b]-|", options: [], metrics: nil, views: ["a": nameLabel, "b": dateLabel]))
                }
            }
            """)
        let run = try VisualProcess.run(["scan", "Cell.swift", "--format", "json"], in: folder.url)
        #expect(run.stdout.components(separatedBy: "\"label\":").count == 2, "\(run.stdout)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let layouts = try #require(json["layouts"] as? [[String: Any]])
        let calls = try #require(layouts.first?["calls"] as? [[String: Any]])
        #expect(calls.count == 2)
        let looped = try #require(calls.first?["views"] as? [String: Any])
        #expect(looped["label"] as? [String] == ["nameLabel", "dateLabel"], "\(looped)")
        let plain = try #require(calls.last?["views"] as? [String: Any])
        #expect(plain["a"] as? String == "nameLabel" && plain["b"] as? String == "dateLabel")
        let views = try #require(layouts.first?["views"] as? [[String: Any]])
        #expect(views.compactMap { $0["name"] as? String } == ["nameLabel", "dateLabel"])
    }
}
