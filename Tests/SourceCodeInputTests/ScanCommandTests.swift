import Foundation
import Testing
import VisualProcessTesting

/// `visual scan` and the other commands on source files, end to end with the built binary.
@Suite struct ScanCommandTests {
    private let broken = """
        class Feed {
            func setup() {
                NSLayoutConstraint.constraints(withVisualFormat: "H:|-[nmae]-|", options: [], metrics: nil, views: ["name": nameLabel])
            }
        }
        """

    private let fine = """
        class Card {
            let title = UILabel()
            func layout() {
                title.text = "Hello"
                NSLayoutConstraint.constraints(withVisualFormat: "H:|-[t]-|", options: [], metrics: nil, views: ["t": title])
                NSLayoutConstraint.constraints(withVisualFormat: "V:|-[t]-|", options: [], metrics: nil, views: ["t": title])
            }
        }
        """

    @Test func textOutputAndExitStatus() throws {
        let folder = try TemporaryFolder()
        _ = try folder.write("App/Feed.swift", broken)
        _ = try folder.write("App/Card.swift", fine)
        let run = try VisualProcess.run(["scan", "App"], in: folder.url)
        #expect(run.status == 1, "\(run)")
        #expect(run.stderr.contains("App/Feed.swift:3:64: error: 'nmae' is not a key in the views dictionary"))
        #expect(run.stdout.contains("App/Card.swift:3: Card.layout: 2 calls, 1 view"))
        #expect(run.stdout.contains("2 files, 2 layouts, 1 error, 0 warnings"))
        let clean = try VisualProcess.run(["scan", "App/Card.swift"], in: folder.url)
        #expect(clean.status == 0, "\(clean)")
    }

    /// A conflict names its other constraints by their lines in the Swift file, not in the
    /// format file the unit was written out as.
    @Test func aConflictNamesTheSourceFilesLines() throws {
        let folder = try TemporaryFolder()
        _ = try folder.write("Tall.swift", """
            class Tall {
                let a = UIView()

                func layout() {
                    let views = ["a": a]
                    NSLayoutConstraint.constraints(withVisualFormat: "V:|-[a(900)]-|", options: [], metrics: nil, views: views)
                    NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a]-|", options: [], metrics: nil, views: views)
                    NSLayoutConstraint.constraints(withVisualFormat: "V:[a(40)]", options: [], metrics: nil, views: views)
                }
            }
            """)
        let run = try VisualProcess.run(["scan", "Tall.swift", "--size", "375x667"], in: folder.url)
        #expect(run.stderr.contains("Tall.swift:8:64: warning: conflict: 'a.height == 40' cannot be satisfied "
                                    + "together with 'a.height == 900' (line 6)"), "\(run)")
    }

    @Test func githubAnnotations() throws {
        let folder = try TemporaryFolder()
        _ = try folder.write("Feed.swift", broken)
        let run = try VisualProcess.run(["scan", "Feed.swift", "--format", "github"], in: folder.url)
        #expect(run.stdout == "::error file=Feed.swift,line=3,col=64::'nmae' is not a key in the views dictionary\n")
    }

    @Test func jsonHasLayoutsCallsAndDiagnostics() throws {
        let folder = try TemporaryFolder()
        _ = try folder.write("Card.swift", fine)
        let run = try VisualProcess.run(["scan", "Card.swift", "--format", "json"], in: folder.url)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(json["files"] as? Int == 1)
        let layouts = try #require(json["layouts"] as? [[String: Any]])
        #expect(layouts.first?["name"] as? String == "Card.layout")
        let calls = try #require(layouts.first?["calls"] as? [[String: Any]])
        #expect(calls.first?["line"] as? Int == 5 && calls.first?["column"] as? Int == 58)
        #expect(calls.first?["views"] as? [String: String] == ["t": "title"])
        #expect((layouts.first?["visual"] as? String)?.contains("view title label \"Hello\"") == true)
    }

    @Test func strictCountsWarnings() throws {
        let folder = try TemporaryFolder()
        _ = try folder.write("A.swift", """
            func f() {
                NSLayoutConstraint.constraints(withVisualFormat: "H:|[a]|", options: [], metrics: nil, views: ["a": a])
            }
            """)
        #expect(try VisualProcess.run(["scan", "A.swift"], in: folder.url).status == 0)
        #expect(try VisualProcess.run(["scan", "A.swift", "--strict"], in: folder.url).status == 1)
    }

    @Test func writeMakesAFormatFilePerUnitThatLaysOut() throws {
        let folder = try TemporaryFolder()
        _ = try folder.write("Card.swift", fine)
        let run = try VisualProcess.run(["scan", "Card.swift", "--write", "out"], in: folder.url)
        #expect(run.status == 0, "\(run)")
        let layout = try VisualProcess.run(["layout", "out/Card-Card.layout.visual"], in: folder.url)
        #expect(layout.status == 0, "\(layout)")
        #expect(layout.stdout.contains("title"))
    }

    @Test func layoutAndRenderTakeSourceFiles() throws {
        let folder = try TemporaryFolder()
        _ = try folder.write("Card.swift", fine)
        let layout = try VisualProcess.run(["layout", "Card.swift", "--format", "json"], in: folder.url)
        #expect(layout.status == 0, "\(layout)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(layout.stdout.utf8)) as? [String: Any])
        let frames = try #require(json["frames"] as? [[String: Any]])
        #expect(frames.first?["name"] as? String == "Card.layout")
        let render = try VisualProcess.run(["render", "Card.swift", "-o", "card.png"], in: folder.url)
        #expect(render.status == 0, "\(render)")
        let bytes = try Data(contentsOf: folder.url.appendingPathComponent("card.png"))
        #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }

    /// A unit whose height its container gives (its fitting height is 0) is drawn a second
    /// time, in a container that sets the height, named so; the layout JSON stays the
    /// file's own (375 × 0).
    @Test func aUnitWithNoHeightOfItsOwnIsDrawnAgainInAContainer() throws {
        let folder = try TemporaryFolder()
        _ = try folder.write("Pane.swift", """
            class Pane {
                let web = UIView()
                func layout() {
                    NSLayoutConstraint.constraints(withVisualFormat: "H:|-8-[w]-8-|", options: [], metrics: nil, views: ["w": web])
                    NSLayoutConstraint.constraints(withVisualFormat: "V:|[w]|", options: [], metrics: nil, views: ["w": web])
                }
            }
            """)
        let render = try VisualProcess.run(["render", "Pane.swift", "-o", "pane.png", "--scene", "scene.json"],
                                           in: folder.url)
        #expect(render.status == 0, "\(render)")
        let scene = try #require(try JSONSerialization.jsonObject(
            with: Data(contentsOf: folder.url.appendingPathComponent("scene.json"))) as? [String: Any])
        let sizes = try #require(scene["frames"] as? [[String: Any]]).compactMap { $0["size"] as? [Double] }
        #expect(sizes == [[375, 0], [375, 200]])
        let captions = try #require(scene["items"] as? [[String: Any]])
            .filter { $0["type"] as? String == "caption" }.compactMap { $0["text"] as? String }
        #expect(captions.contains("Pane.layout · height set by its container · 375 × 200"), "\(captions)")
        let layout = try VisualProcess.run(["layout", "Pane.swift"], in: folder.url)
        #expect(layout.stdout.contains("canvas 375 x 0"), "\(layout)")
    }

    @Test func unreadableAndBinaryFilesAreDiagnosticsAndTheScanGoesOn() throws {
        let folder = try TemporaryFolder()
        _ = try folder.write("src/Card.swift", fine)
        try Data([0xFF, 0xFE, 0x00, 0xC3]).write(to: folder.url.appendingPathComponent("src/Bad.m"))
        try FileManager.default.createSymbolicLink(atPath: folder.file("src/loop"), withDestinationPath: ".")
        let run = try VisualProcess.run(["scan", "src"], in: folder.url)
        #expect(run.status == 1, "\(run)")
        #expect(run.stderr.contains("src/Bad.m: error:"))
        #expect(run.stdout.contains("Card.layout"))
    }
}

/// `visual check` and `visual diff` on source files: a golden per layout.
@Suite struct SourceGoldenTests {
    private let card = """
        class Card {
            let title = UILabel()
            func layout() {
                title.text = "Hello"
                NSLayoutConstraint.constraints(withVisualFormat: "H:|-[t]-|", options: [], metrics: nil, views: ["t": title])
                NSLayoutConstraint.constraints(withVisualFormat: "V:|-[t]-|", options: [], metrics: nil, views: ["t": title])
            }
            func badge() {
                NSLayoutConstraint.constraints(withVisualFormat: "H:|-[b(40)]", options: [], metrics: nil, views: ["b": badge])
                NSLayoutConstraint.constraints(withVisualFormat: "V:|-[b(20)]-|", options: [], metrics: nil, views: ["b": badge])
            }
        }
        """

    @Test func aGoldenPerLayoutAndARenamedFunctionIsSaid() throws {
        let folder = try TemporaryFolder()
        _ = try folder.write("src/Card.swift", card)
        let record = try VisualProcess.run(["check", "src", "--golden", "g", "--record", "missing"], in: folder.url)
        #expect(record.status == 0, "\(record)")
        #expect(FileManager.default.fileExists(atPath: folder.file("g/Card-Card.layout.png")))
        #expect(FileManager.default.fileExists(atPath: folder.file("g/Card-Card.badge.json")))
        let pass = try VisualProcess.run(["check", "src", "--golden", "g", "--record", "never"], in: folder.url)
        #expect(pass.status == 0, "\(pass)")
        #expect(pass.stdout.contains("passed   src/Card.swift (Card.badge)"))

        _ = try folder.write("src/Card.swift", card.replacingOccurrences(of: "func badge()", with: "func proBadge()")
            .replacingOccurrences(of: "\"Hello\"", with: "\"Hello, world\""))
        let fail = try VisualProcess.run(["check", "src", "--golden", "g", "--record", "never"], in: folder.url)
        #expect(fail.status == 1, "\(fail)")
        #expect(fail.stderr.contains("g/Card-Card.badge.png belongs to a layout this file no longer has (renamed? new: Card-Card.proBadge)"))
        #expect(fail.stdout.contains("FAILED   src/Card.swift (Card.layout)"))
        #expect(fail.stdout.contains("MISSING  src/Card.swift (Card.proBadge)"))
    }

    @Test func excludeLeavesFilesOutOfAFolderSearch() throws {
        let folder = try TemporaryFolder()
        _ = try folder.write("src/Card.swift", card)
        _ = try folder.write("src/lint/Bad.swift", """
            func f() { NSLayoutConstraint.constraints(withVisualFormat: "H:|[x]|", options: [], metrics: nil, views: [:]) }
            """)
        let all = try VisualProcess.run(["check", "src", "--golden", "g", "--record", "missing"], in: folder.url)
        #expect(all.status == 2, "\(all)")
        let some = try VisualProcess.run(["check", "src", "--golden", "g", "--record", "missing", "--exclude", "lint/*"], in: folder.url)
        #expect(some.status == 0, "\(some)")
    }

    @Test func diffAgainstAFileComparesLayoutsByName() throws {
        let folder = try TemporaryFolder()
        _ = try folder.write("Card.swift", card)
        _ = try folder.write("new/Card.swift", card.replacingOccurrences(of: "[b(40)]", with: "[b(60)]")
            .replacingOccurrences(of: "func layout()", with: "func layoutTitle()"))
        let run = try VisualProcess.run(["diff", "Card.swift", "new/Card.swift"], in: folder.url)
        #expect(run.status == 1, "\(run)")
        #expect(run.stdout.contains("Card.badge: 1 layout change"))
        #expect(run.stdout.contains("b: 20 wider") || run.stdout.contains("badge: 20 wider"))
        #expect(run.stdout.contains("Card.layoutTitle: layout added"))
        #expect(run.stdout.contains("Card.layout: layout removed"))
    }
}
