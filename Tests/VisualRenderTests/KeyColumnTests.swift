import Testing
@testable import VisualRender

/// The key to the numbered callouts reads down one column, in number order: parked
/// wherever a column was free at each view's height, its entries were scattered over the
/// columns of parked tags (iina's quick settings: in three columns, 16 to 33 left of 1 to
/// 12), and a reader looking for a number had to search the whole margin.
@Suite struct KeyColumnTests {
    /// Six small squares with long names at the top, three labels filling a row below them,
    /// and six more squares far down: the first entry's height is taken in the first column
    /// (by a tag parked there), the later ones' are not.
    private static let screen: String = {
        let squares = (0..<12).map { "indicatorSquareButtonNumber\($0)" }
        let labels = (0..<3).map { "veryLongDescriptiveLabelName\($0)" }
        var lines = ["canvas 160 x 400"]
        for square in squares { lines += ["view \(square) box", "H:|-4-[\(square)(8)]"] }
        lines.append("V:|-4-" + squares[..<6].map { "[\($0)(8)]" }.joined(separator: "-4-"))
        lines.append("V:[\(squares[5])]-200-" + squares[6...].map { "[\($0)(8)]" }.joined(separator: "-4-"))
        for label in labels { lines += ["view \(label) label \"Some label text that fills\"", "H:|-16-[\(label)]-4-|"] }
        lines.append("V:[\(squares[5])]-30-" + labels.map { "[\($0)(12)]" }.joined())
        return lines.joined(separator: "\n")
    }()

    @Test func theKeyIsOneColumnInNumberOrder() throws {
        let scene = try render("key.visual", text: Self.screen).scene
        let key = scene.labels.filter { $0.role == .key }
        #expect(key.count >= 4, "\(key.map(\.text))")
        #expect(Set(key.map(\.rect.x)).count == 1, "\(key.map { "\($0.text) at \($0.rect)" })")
        let numbers = key.compactMap { Int($0.text.split(separator: " ").first ?? "") }
        #expect(numbers == Array(1...key.count), "\(numbers)")
        for (entry, next) in zip(key, key.dropFirst()) {
            #expect(next.rect.y >= entry.rect.maxY, "\(next.text) at \(next.rect) above \(entry.text)")
        }
    }
}
