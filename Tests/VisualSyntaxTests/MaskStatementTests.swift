import Testing
@testable import VisualSyntax

/// `mask VIEW…`: the views a golden check leaves out of its pixel comparison.
@Suite struct MaskStatementTests {
    @Test func masksNameViewsOfTheFileInAnyContainerAndOrder() {
        let (file, diagnostics) = parse("""
            mask clock
            H:|-[clock]-[ad]-|
            card {
                H:|-[avatar]-|
                mask avatar ad
            }
            """)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(file.maskedViews.map(\.name) == ["clock", "avatar", "ad"])
        #expect(printed("H:|-[a]-[b]-|\nmask  a   b") == "H:|-[a]-[b]-|\nmask a b")
    }

    @Test func aMaskMakesNoView() {
        let (file, _) = parse("H:|-[a]-|\nmask a")
        #expect(file.names.views.map(\.name) == ["a"])
    }

    @Test func unknownNamesAndEmptyMasksAreErrorsWithTheirPlace() {
        #expect(diagnostics(of: "H:|-[a]-|\nmask a nope") == ["2:8: error: unknown view 'nope' in mask; the file has no view of that name"])
        #expect(diagnostics(of: "H:|-[a]-|\nmask") == ["2:5: error: expected a view name after 'mask', as in 'mask clock', found end of line"])
        #expect(diagnostics(of: "H:|-[a]-[_spacer]-|\nmask _spacer") == ["2:6: error: '_spacer' cannot be masked: each use of it makes a new view"])
        #expect(rendered("H:|-[a]-|\nmask b\n") == """
            test.visual:2:6: error: unknown view 'b' in mask; the file has no view of that name
            mask b
                 ^

            """)
    }

    @Test func aViewCalledMaskIsStillAView() {
        #expect(diagnostics(of: "H:|-[mask]-|\nmask.top == superview.top + 4\nmask {\n    H:|-[x]-|\n}\nmask mask").isEmpty)
    }
}
