// `visual layout` and `visual render` on Interface Builder documents, end to end: the
// frames JSON with document ids, diagnostics at the XML, `--measure`, a picture.

import Foundation
import Testing
import VisualProcessTesting

@Suite struct InterfaceBuilderCommandTests {
    /// A xib with one top-level view holding a label and a button pinned by constraints.
    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="top-1" userLabel="Card">
                    <rect key="frame" x="0.0" y="0.0" width="240" height="80"/>
                    <subviews>
                        <label text="Name" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-1">
                            <rect key="frame" x="16" y="10" width="42" height="20.5"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
                        <button translatesAutoresizingMaskIntoConstraints="NO" id="btn-1">
                            <rect key="frame" x="170" y="40" width="54" height="30"/>
                            <state key="normal" title="Follow"/>
                        </button>
                    </subviews>
                    <constraints>
                        <constraint firstItem="lbl-1" firstAttribute="leading" secondItem="top-1" secondAttribute="leading" constant="16" id="c1"/>
                        <constraint firstItem="lbl-1" firstAttribute="top" secondItem="top-1" secondAttribute="top" constant="10" id="c2"/>
                        <constraint firstAttribute="trailing" secondItem="btn-1" secondAttribute="trailing" constant="16" id="c3"/>
                        <constraint firstAttribute="bottom" secondItem="btn-1" secondAttribute="bottom" constant="10" id="c4"/>
                        <constraint firstItem="btn-1" firstAttribute="top" secondItem="missing-1" secondAttribute="top" id="c5"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """

    @Test func layoutJSONHasFramesWithDocumentIDs() throws {
        let run = try Visual.run(file: Self.xib, named: "Card.xib", ["layout", "{}", "--format", "json"])
        #expect(run.status == 0, "\(run)")
        let json = try #require(run.json())
        let frames = try #require(json["frames"]?.array)
        #expect(frames.count == 1)
        #expect(frames[0]["name"]?.string == "card")
        let views = try #require(frames[0]["views"]?.array)
        let byID = Dictionary(uniqueKeysWithValues: views.compactMap { view in view["id"]?.string.map { ($0, view) } })
        #expect(Set(byID.keys) == ["top-1", "lbl-1", "btn-1"])
        #expect(byID["lbl-1"]?["x"]?.number == 16)
        #expect(byID["lbl-1"]?["y"]?.number == 10)
        #expect(byID["btn-1"]?["x"]?.number == 170)
        #expect(byID["btn-1"]?["y"]?.number == 40)
        #expect(byID["btn-1"]?["name"]?.string == "followButton")
        // The constraint naming a view the document lacks: a warning at its element.
        #expect(run.stderr.contains("Card.xib:22:17: warning: constraint c5 is left out: its secondItem 'missing-1' is no view or guide of this frame"),
                "\(run)")
    }

    @Test func measureTakesVisualsOwnTextSizes() throws {
        let stored = try Visual.run(file: Self.xib, named: "Card.xib", ["layout", "{}", "--format", "json"])
        let measured = try Visual.run(file: Self.xib, named: "Card.xib", ["layout", "{}", "--format", "json", "--measure"])
        #expect(measured.status == 0, "\(measured)")
        func labelWidth(_ run: ProcessRun) -> Double? {
            run.json()?["frames"]?.array?.first?["views"]?.array?.first { $0["id"]?.string == "lbl-1" }?["width"]?.number
        }
        #expect(labelWidth(stored) == 42)
        #expect(labelWidth(measured) != nil && labelWidth(measured) != 42)
    }

    @Test func renderDrawsTheDocument() throws {
        try withTemporaryDirectory { directory in
            try Data(Self.xib.utf8).write(to: directory.appendingPathComponent("Card.xib"))
            let run = try Visual.run(["render", "Card.xib", "-o", "card.png"], in: directory)
            #expect(run.status == 0, "\(run)")
            let png = try Data(contentsOf: directory.appendingPathComponent("card.png"))
            #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        }
    }
}

/// `visual check` and `visual diff` on an Interface Builder document: a golden per frame,
/// and the constraint that changed named by its id.
@Suite struct InterfaceBuilderReviewTests {
    @Test func diffNamesTheChangedConstraintAndCheckKeepsAGoldenPerFrame() throws {
        let folder = try TemporaryFolder()
        _ = try folder.write("old/Card.xib", InterfaceBuilderCommandTests.xib)
        _ = try folder.write("new/Card.xib", InterfaceBuilderCommandTests.xib
            .replacingOccurrences(of: "secondAttribute=\"leading\" constant=\"16\" id=\"c1\"",
                                  with: "secondAttribute=\"leading\" constant=\"24\" id=\"c1\""))
        let diff = try VisualProcess.run(["diff", "old/Card.xib", "new/Card.xib"], in: folder.url)
        #expect(diff.status == 1, "\(diff)")
        #expect(diff.stdout.contains("moved 8 right"))
        #expect(diff.stdout.contains("+ 16 → ") && diff.stdout.contains("+ 24 (constraint c1)"), "\(diff.stdout)")

        let record = try VisualProcess.run(["check", "old", "--golden", "g", "--record", "missing"], in: folder.url)
        #expect(FileManager.default.fileExists(atPath: folder.file("g/Card-card.png")), "\(record)")
    }
}
