// Every worked case of docs/semantics.md section 5, with the decisions of 5.5, as a format file
// laid out by the real `visual layout FILE --format json` process. Frames are (x, y, width,
// height) relative to the parent, within 0.01; views must come in order of first
// appearance; a determined layout must come with no diagnostic at all.

import Testing

/// One worked case: a format file and the layout it must give.
struct WorkedCase: Sendable, CustomTestStringConvertible {
    let id: String
    let file: String
    let canvas: (width: Double, height: Double)
    let views: [ExpectedFrame]

    init(_ id: String, _ file: String, canvas: (Double, Double), _ views: [ExpectedFrame]) {
        self.id = id
        self.file = file
        self.canvas = canvas
        self.views = views
    }

    var testDescription: String { id }
}

/// Runs the case through the process: exit 0, its canvas, its frames, no diagnostics.
func check(_ worked: WorkedCase, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
    let run = try Visual.layoutJSON(worked.file)
    #expect(run.status == 0, "\(run)", sourceLocation: sourceLocation)
    guard let layout = run.json(sourceLocation: sourceLocation) else { return }
    expectCanvas(layout, worked.canvas.width, worked.canvas.height, sourceLocation: sourceLocation)
    expectViews(layout, worked.views, sourceLocation: sourceLocation)
    #expect(diagnosticMessages(layout) == [], sourceLocation: sourceLocation)
    #expect(run.stderr == "", sourceLocation: sourceLocation)
    for view in layout["views"]?.array ?? [] {
        #expect(view["ambiguous"] == nil && view["conflict"] == nil, "\(view)", sourceLocation: sourceLocation)
    }
}

// MARK: - 5.1 RQVisual

@Suite struct RQVisualWorkedCases {
    /// `canvas fit` is section 1.3's corrected size (5.5); "given W×H" is `canvas W x H`.
    static let cases: [WorkedCase] = [
        WorkedCase("R01", "[imageView(50)]-[label]", canvas: (60, 0), [
            ("imageView", 0, 0, 50, 0), ("label", 60, 0, 0, 0),
        ]),
        WorkedCase("R02", "[imageView(50)]-[label](60)", canvas: (60, 60), [
            ("imageView", 0, 0, 50, 60), ("label", 60, 0, 0, 60),
        ]),
        WorkedCase("R03", "canvas 300 x 100\n[imageView(50)]-[label](60)", canvas: (300, 100), [
            ("imageView", 0, 0, 50, 60), ("label", 60, 0, 240, 60),
        ]),
        WorkedCase("R04 corrected", "|-(30)-[imageView(50)]-(40)-[label](60)", canvas: (120, 60), [
            ("imageView", 30, 0, 50, 60), ("label", 120, 0, 0, 60),
        ]),
        WorkedCase("R05", "[imageView(==)]-[label(==)](60)", canvas: (10, 60), [
            ("imageView", 0, 0, 0, 60), ("label", 10, 0, 0, 60),
        ]),
        WorkedCase("R06", "canvas 210 x 60\n[imageView(==)]-[label(==)](60)", canvas: (210, 60), [
            ("imageView", 0, 0, 100, 60), ("label", 110, 0, 100, 60),
        ]),
        // 5.5: `>` pins right, so the button is determined (no ambiguity warning).
        WorkedCase("R07", "[imageView(50)<]-[label(50)<>]-[button(50)>](60)", canvas: (170, 60), [
            ("imageView", 0, 0, 50, 60), ("label", 60, 0, 50, 60), ("button", 120, 0, 50, 60),
        ]),
        WorkedCase("R08", "canvas 300 x 60\n[imageView(50)<]-[label(50)<>]-[button(50)>](60)", canvas: (300, 60), [
            ("imageView", 0, 0, 50, 60), ("label", 125, 0, 50, 60), ("button", 250, 0, 50, 60),
        ]),
        WorkedCase("R10", "[imageView(50)<>]-[label(50)<>](60)", canvas: (110, 60), [
            ("imageView", 0, 0, 50, 60), ("label", 60, 0, 50, 60),
        ]),
        WorkedCase("R11", "canvas 300 x 60\n[imageView(50)<>]-[label(50)<>](60)", canvas: (300, 60), [
            ("imageView", 95, 0, 50, 60), ("label", 155, 0, 50, 60),
        ]),
        WorkedCase("R12", "[imageView(50)]-[label](60)\n[textView]", canvas: (60, 70), [
            ("imageView", 0, 0, 50, 60), ("label", 60, 0, 0, 60), ("textView", 0, 70, 60, 0),
        ]),
        WorkedCase("R13", "canvas 320 x 200\n[imageView(50)]-[label](60)\n[textView]", canvas: (320, 200), [
            ("imageView", 0, 0, 50, 60), ("label", 60, 0, 260, 60), ("textView", 0, 70, 320, 130),
        ]),
        WorkedCase("R14 corrected", """
            r1:[imageView(50)]-[label](60)
            r2:[textView]
            rows |-5-[r1]-5-[r2]-15-|
            """, canvas: (60, 85), [
            ("imageView", 0, 5, 50, 60), ("label", 60, 5, 0, 60), ("textView", 0, 70, 60, 0),
        ]),
        WorkedCase("R15", """
            canvas 320 x 200
            r1:[imageView(50)]-[label](60)
            r2:[textView]
            rows |-5-[r1]-5-[r2]-15-|
            """, canvas: (320, 200), [
            ("imageView", 0, 5, 50, 60), ("label", 60, 5, 260, 60), ("textView", 0, 70, 320, 115),
        ]),
        WorkedCase("R16 fit", "[imageView(50)]-[_spacer]", canvas: (60, 0), [
            ("imageView", 0, 0, 50, 0), ("_spacer", 60, 0, 0, 0),
        ]),
        WorkedCase("R16 given", "canvas 200 x 44\n[imageView(50)]-[_spacer]", canvas: (200, 44), [
            ("imageView", 0, 0, 50, 44), ("_spacer", 60, 0, 140, 44),
        ]),
        WorkedCase("R17 with <", "canvas 200 x 44\n[imageView(50)<]", canvas: (200, 44), [
            ("imageView", 0, 0, 50, 44),
        ]),
        WorkedCase("R17 plain", "canvas 200 x 44\n[imageView(50)]", canvas: (200, 44), [
            ("imageView", 0, 0, 50, 44),
        ]),
        WorkedCase("R17 fit", "[imageView(50)<]", canvas: (50, 0), [
            ("imageView", 0, 0, 50, 0),
        ]),
        WorkedCase("R18", "[imageView(50)][label](60)", canvas: (50, 60), [
            ("imageView", 0, 0, 50, 60), ("label", 50, 0, 0, 60),
        ]),
        WorkedCase("R19", "[imageView(50)<][label(50)<>][button(50)>](60)", canvas: (150, 60), [
            ("imageView", 0, 0, 50, 60), ("label", 50, 0, 50, 60), ("button", 100, 0, 50, 60),
        ]),
    ]

    @Test(arguments: cases) func workedCase(_ worked: WorkedCase) throws {
        try check(worked)
    }

    @Test func r16SpacerIsMarkedAndInvisibleKindless() throws {
        let run = try Visual.layoutJSON("canvas 200 x 44\n[imageView(50)]-[_spacer]")
        let spacer = try #require(run.json()?["views"]?.array?.last)
        #expect(spacer.keys == ["name", "spacer", "x", "y", "width", "height"])
        #expect(spacer["spacer"]?.bool == true)
    }

    /// 5.5: the pod page's garbled Ex. 4 is an error at the dangling `-`, exit 2.
    @Test func r09IsAnErrorAtTheDanglingDash() throws {
        let text = "[imageView(50)<]-[label(50)<>]-(60)"
        let run = try Visual.layoutJSON(text)
        #expect(run.status == 2)
        let layout = try #require(run.json())
        #expect(layout.keys == ["diagnostics"])
        let error = try #require(layout["diagnostics"]?.array?.first)
        #expect(error["severity"]?.string == "error")
        #expect(error["line"]?.number == 1)
        #expect(error["column"]?.number == 31)
        #expect(run.stderr.hasPrefix("case.visual:1:31: error: "))
        #expect(run.stderr.contains("\n\(text)\n" + String(repeating: " ", count: 30) + "^\n"))
    }
}

// MARK: - 5.2 Visually

@Suite struct VisuallyWorkedCases {
    static let cases: [WorkedCase] = [
        // 5.5: as written, with [100], it is determined.
        WorkedCase("V01", "canvas 320 x 480\nH(|-8-label[100]->=8-|)\nV(|-20-label[30])", canvas: (320, 480), [
            ("label", 8, 20, 100, 30),
        ]),
        WorkedCase("V02", """
            canvas 320 x 480
            V(label-(10 ~ .defaultHigh)-button[44])
            V(|-20-label[30])
            H(|-label-|)
            H(|-button-|)
            """, canvas: (320, 480), [("label", 0, 20, 320, 30), ("button", 0, 60, 320, 44)]),
        WorkedCase("V03", """
            canvas 320 x 100
            V(|-label[30]-(10 ~ .defaultHigh)-button[44]-|)
            H(|-label-|)
            H(|-button-|)
            """, canvas: (320, 100), [("label", 0, 0, 320, 30), ("button", 0, 56, 320, 44)]),
        WorkedCase("V05", """
            canvas 100 x 100
            V(|->=8-label[30]-(0 ~ .defaultHigh)-|)
            H(|-label-|)
            """, canvas: (100, 100), [("label", 0, 70, 100, 30)]),
        WorkedCase("V06", """
            canvas 320 x 480
            H(|-label[100]->=10-view[50]-|)
            V(|-label[30])
            V(|-view[30])
            """, canvas: (320, 480), [("label", 0, 0, 100, 30), ("view", 270, 0, 50, 30)]),
        WorkedCase("V07", """
            canvas 320 x 480
            H(|-view[50%]-button[50%]-|)
            V(|-view-|)
            V(|-button-|)
            """, canvas: (320, 480), [("view", 0, 0, 160, 480), ("button", 160, 0, 160, 480)]),
        WorkedCase("V08", """
            canvas 812 x 375
            safe-area 0 44 0 44
            H(|-view-|, options: .toSafeArea)
            V(|-view-|)
            """, canvas: (812, 375), [("view", 44, 0, 724, 375)]),
        WorkedCase("V09", """
            canvas 320 x 200
            H(|-view[100]-label[50]->=8-|)
            V(|-20-view-8-button[44]-20-|)
            H(|-button-|)
            V(|-20-label[108])
            """, canvas: (320, 200), [
            ("view", 0, 20, 100, 108), ("label", 100, 20, 50, 108), ("button", 0, 136, 320, 44),
        ]),
    ]

    @Test(arguments: cases) func workedCase(_ worked: WorkedCase) throws {
        try check(worked)
    }

    /// V04 is ambiguous (5.5): any height in [44, 380], flagged on the vertical axis.
    @Test func v04IsAmbiguousAndSaysSo() throws {
        let run = try Visual.layoutJSON("""
            canvas 320 x 480
            V(button[>=44]->=-|)
            V(|-100-button)
            H(|-button-|)
            """)
        #expect(run.status == 0)
        let layout = try #require(run.json())
        let button = try #require(view(layout, "button"))
        let f = try #require(frame(of: button))
        #expect(abs(f.x) <= 0.01 && abs(f.y - 100) <= 0.01 && abs(f.width - 320) <= 0.01)
        #expect(f.height >= 44 - 0.01 && f.height <= 380 + 0.01)
        #expect(button["ambiguous"] == .array([.string("vertical")]))
        let messages = diagnosticMessages(layout)
        #expect(messages.count == 1)
        #expect(messages.allSatisfy { $0.contains("ambiguous") && $0.contains("button") && $0.contains("vertical") })
        #expect(run.stderr.contains("case.visual:2:3: warning: "))
    }
}

// MARK: - 5.3 VBAutolayout

@Suite struct VBAutolayoutWorkedCases {
    static let cases: [WorkedCase] = [
        WorkedCase("B01", """
            canvas 320 x 480
            layout lb1 {Top: "20", Leading: "0", Trailing: "0", Height: "30"}
            """, canvas: (320, 480), [("lb1", 0, 20, 320, 30)]),
        WorkedCase("B02", """
            canvas 320 x 480
            layout lb1 {Top: "20", Leading: "0", Trailing: "0", Height: "30"}
            layout lb2 {Top: {Item: lb1}, Leading: "8", Trailing: "8", Height: "30"}
            """, canvas: (320, 480), [("lb1", 0, 20, 320, 30), ("lb2", 8, 50, 304, 30)]),
        WorkedCase("B04 and B05", """
            canvas 320 x 480
            layout lb4 {Leading: "8", CenterY: "0", Width: "60", Height: "20"}
            layout lb5 {Leading: {Item: lb4, Constant: "8"}, Trailing: "16", Height: "40", CenterY: {Item: lb4, Constant: "-15"}}
            """, canvas: (320, 480), [("lb4", 8, 230, 60, 20), ("lb5", 76, 205, 228, 40)]),
        WorkedCase("B06", """
            canvas 320 x 480
            layout someView {Top: "0", Leading: "0", Trailing: "0", Height: "100"}
            layout view {Top: [{Item: someView, Constant: ">=10@999"}, "0@1"], Leading: "0", Trailing: "0", Height: "50"}
            """, canvas: (320, 480), [("someView", 0, 0, 320, 100), ("view", 0, 110, 320, 50)]),
        WorkedCase("B07", """
            canvas 320 x 480
            layout someView {Leading: "0", Top: "0", Width: "100", Height: "40"}
            layout view {Leading: {Item: someView}, Top: "0", Width: "50", Height: "40"}
            """, canvas: (320, 480), [("someView", 0, 0, 100, 40), ("view", 100, 0, 50, 40)]),
        WorkedCase("B08", """
            canvas 320 x 480
            layout view {Leading: "0", Top: "0", Width: "50", Height: "50"}
            """, canvas: (320, 480), [("view", 0, 0, 50, 50)]),
    ]

    @Test(arguments: cases) func workedCase(_ worked: WorkedCase) throws {
        try check(worked)
    }

    /// The example app B01–B05 in one file, written over several lines as pasted code
    /// would be: B03's y is anywhere in [90, 130], flagged ambiguous; the rest is exact.
    @Test func exampleAppWithB03Ambiguous() throws {
        let run = try Visual.layoutJSON("""
            canvas 320 x 480
            layout lb1 {Top: "20", Leading: "0", Trailing: "0", Height: "30"}
            layout lb2 {Top: {Item: lb1}, Leading: "8", Trailing: "8", Height: "30"}
            layout lb3 {Top: [{Item: lb2, Constant: ">10"},
                              {Item: lb2, Constant: "<50@999"}],
                        Width: "140", Height: "40", CenterX: "0"}
            layout lb4 {Leading: "8", CenterY: "0", Width: "60", Height: "20"}
            layout lb5 {Leading: {Item: lb4, Constant: "8"}, Trailing: "16", Height: "40",
                        CenterY: {Item: lb4, Constant: "-15"}}
            """)
        #expect(run.status == 0)
        let layout = try #require(run.json())
        #expect(layout["views"]?.array?.map { $0["name"]?.string ?? "" } == ["lb1", "lb2", "lb3", "lb4", "lb5"])
        let lb3 = try #require(view(layout, "lb3"))
        let f = try #require(frame(of: lb3))
        #expect(abs(f.x - 90) <= 0.01 && abs(f.width - 140) <= 0.01 && abs(f.height - 40) <= 0.01)
        #expect(f.y >= 90 - 0.01 && f.y <= 130 + 0.01)
        #expect(lb3["ambiguous"] == .array([.string("vertical")]))
        for (name, expected) in [("lb1", (0.0, 20.0, 320.0, 30.0)), ("lb2", (8, 50, 304, 30)),
                                 ("lb4", (8, 230, 60, 20)), ("lb5", (76, 205, 228, 40))] {
            let other = try #require(view(layout, name))
            let g = try #require(frame(of: other))
            #expect(abs(g.x - expected.0) <= 0.01 && abs(g.y - expected.1) <= 0.01
                    && abs(g.width - expected.2) <= 0.01 && abs(g.height - expected.3) <= 0.01, "\(name): \(g)")
            #expect(other["ambiguous"] == nil)
        }
        let messages = diagnosticMessages(layout)
        #expect(messages.count == 1)
        #expect(messages.first.map { $0.contains("ambiguous") && $0.contains("lb3") && $0.contains("vertical") } == true)
    }
}

// MARK: - 5.4 Apple VFL

@Suite struct AppleVFLWorkedCases {
    static let cases: [WorkedCase] = [
        WorkedCase("A01", """
            canvas 320 x 480
            H:|[button(100)]-[textField]|
            V:|[button(30)]
            V:|[textField(30)]
            """, canvas: (320, 480), [("button", 0, 0, 100, 30), ("textField", 108, 0, 212, 30)]),
        WorkedCase("A02", """
            canvas 320 x 480
            H:|-[button(>=50)]
            H:[button(30@500)]
            V:|-[button(30)]
            """, canvas: (320, 480), [("button", 20, 20, 50, 30)]),
        WorkedCase("A03", """
            canvas 320 x 480
            H:|-50-[purpleBox]-50-|
            V:|-50-[purpleBox]-50-|
            """, canvas: (320, 480), [("purpleBox", 50, 50, 220, 380)]),
        WorkedCase("A04", """
            canvas 320 x 480
            V:|[topField(30)]-10-[bottomField(30)]
            H:|[topField]|
            H:|[bottomField]|
            """, canvas: (320, 480), [("topField", 0, 0, 320, 30), ("bottomField", 0, 40, 320, 30)]),
        WorkedCase("A05", """
            canvas 320 x 480
            H:|[maroonView(100)][blueView]|
            V:|[maroonView]|
            V:|[blueView]|
            """, canvas: (320, 480), [("maroonView", 0, 0, 100, 480), ("blueView", 100, 0, 220, 480)]),
    ]

    @Test(arguments: cases) func workedCase(_ worked: WorkedCase) throws {
        try check(worked)
    }
}
