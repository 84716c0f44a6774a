import Testing
@testable import VisualRender

/// Several constraints on one met gap share its pill. A required equality says all the gap
/// is, so the others on it (`≥ 20` beside `20`, a fallback `12 @1` beside `12`, as
/// Interface Builder documents pair them) are not repeated in its value: `≥ 20, 20` read as
/// two values. Without a required equality every constraint is said (`≥ 12, 12 @249`: at
/// least 12, and 12 wanted).
@Suite struct ImpliedGapValueTests {
    static func pair(_ constraints: [String]) -> String {
        """
        canvas 320 x 200
        view a box
        view b box
        H:|-20-[a(100)]
        H:|-20-[b(100)]
        V:|-20-[a(40)]
        V:[b(40)]
        """ + "\n" + constraints.joined(separator: "\n") + "\n"
    }

    private func gapLabels(_ constraints: [String]) throws -> [String] {
        let picture = try render("pair.visual", text: Self.pair(constraints))
        return picture.scene.guides.filter { Set($0.views) == ["a", "b"] }.map(\.label)
    }

    @Test func aRequiredEqualityAloneIsTheValue() throws {
        #expect(try gapLabels(["b.top == a.bottom + 20", "b.top >= a.bottom + 20"]) == ["20"])
        #expect(try gapLabels(["b.top == a.bottom + 12", "b.top == a.bottom + 12 @ 1"]) == ["12"])
    }

    @Test func withoutARequiredEqualityEveryConstraintIsSaid() throws {
        #expect(try gapLabels(["b.top >= a.bottom + 12", "b.top == a.bottom + 12 @ 249"]) == ["≥ 12, 12 @249"])
    }
}
