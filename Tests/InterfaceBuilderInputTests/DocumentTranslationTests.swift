import InterfaceBuilderInput
import Testing
import VisualLayout
import VisualSyntax

/// Views and constraints of real-shaped documents: the frames Visual solves are the frames
/// the fixture stores (as Xcode would have stored them).
@Suite struct DocumentTranslationTests {
    @Test func storyboardSceneSolvesToItsStoredFrames() throws {
        let text = try DocumentFrames.fixture("SignIn.storyboard")
        let (layouts, diagnostics) = InterfaceBuilderDocument.layouts(text: text)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        try #require(layouts.count == 1)
        let layout = layouts[0]
        #expect(layout.name == "SignIn")
        let stored = DocumentFrames.storedFrames(text)
        let solved = DocumentFrames.solve(layout)
        #expect(!solved.diagnostics.contains { $0.severity == .error }, "\(solved.diagnostics)\n\(layout.text)")
        for id in ["root-1", "lbl-1", "btn-1", "img-1", "lbl-2", "ar-1", "sw-1"] {
            let want = try #require(stored[id])
            let got = try #require(solved.frames[id], "no view for \(id) in\n\(layout.text)")
            #expect(got.matches(want), "\(id): solved \(got), stored \(want)\n\(layout.text)")
        }
    }

    @Test func namesFollowUserLabelTextThenClass() throws {
        let text = try DocumentFrames.fixture("SignIn.storyboard")
        let layout = try #require(InterfaceBuilderDocument.layouts(text: text).layouts.first)
        let names = Dictionary(uniqueKeysWithValues: layout.documentIDs.map { ($1, $0) })
        #expect(names["lbl-1"] == "welcomeBackLabel")
        #expect(names["btn-1"] == "signInButton")
        #expect(names["lbl-2"] == "footer")
        #expect(names["img-1"] == "imageView1")
        #expect(names["sw-1"] == "switch1")
        #expect(names["root-1"] == "view1")
        #expect(names["ar-1"] == "view2")
    }

    @Test func placeholderAndOtherSizeClassConstraintsAreLeftOut() throws {
        let text = try DocumentFrames.fixture("SignIn.storyboard")
        let layout = try #require(InterfaceBuilderDocument.layouts(text: text).layouts.first)
        #expect(!layout.text.contains("== 300"))
        #expect(!layout.text.contains("+ 200"))
        // The safe area of an iPhone 14 Pro portrait canvas (retina6_12): 59 and 34.
        #expect(layout.text.contains("safe-area 59 0 34 0"))
        #expect(layout.text.contains("2 * superview.height") || layout.text.contains("imageView1.width == 2 * imageView1.height"))
    }

    @Test func generatedLinesPointAtTheirElements() throws {
        let text = try DocumentFrames.fixture("SignIn.storyboard")
        let layout = try #require(InterfaceBuilderDocument.layouts(text: text).layouts.first)
        let lines = layout.text.split(separator: "\n", omittingEmptySubsequences: false)
        let documentLines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let index = try #require(lines.firstIndex { $0.contains("signInButton.top == welcomeBackLabel.bottom + 12") })
        let origin = try #require(layout.origin.original(SourceLocation(line: index + 1, column: 3)))
        let documentLine = documentLines[origin.line - 1]
        #expect(documentLine.contains("id=\"c-4\""))
        #expect(Array(documentLine)[origin.column - 1] == "<")
    }

    @Test func xibTopLevelViewsAreFramesWithCellMarginsAndBaselines() throws {
        let text = try DocumentFrames.fixture("Cell.xib")
        let (layouts, diagnostics) = InterfaceBuilderDocument.layouts(text: text)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(layouts.map(\.name) == ["profileCell1", "header"])
        let stored = DocumentFrames.storedFrames(text)
        for layout in layouts {
            let solved = DocumentFrames.solve(layout)
            #expect(!solved.diagnostics.contains { $0.severity == .error }, "\(solved.diagnostics)")
            for (id, got) in solved.frames {
                let want = try #require(stored[id])
                #expect(got.matches(want), "\(id): solved \(got), stored \(want)\n\(layout.text)")
            }
            #expect(solved.frames.count == layout.documentIDs.count)
        }
    }

    @Test func measureLeavesTextSizesToVisualsFonts() throws {
        let text = try DocumentFrames.fixture("SignIn.storyboard")
        let stored = try #require(InterfaceBuilderDocument.layouts(text: text).layouts.first)
        let measured = try #require(InterfaceBuilderDocument.layouts(text: text, measure: true).layouts.first)
        #expect(stored.text.contains("view welcomeBackLabel label \"Welcome back\" hug 251 251 intrinsic 120 20.5"))
        #expect(measured.text.contains("view welcomeBackLabel label \"Welcome back\" hug 251 251 font 17"))
        #expect(!measured.text.contains("intrinsic 120"))
        // Drawn 12% smaller than Xcode's 17 points, the mockup face being that much wider.
        #expect(stored.text.contains("baseline 16.293 16.293 font 15"))
        #expect(!stored.text.contains("lines 1"))
    }
}
