import Foundation
import Testing
import VisualProcessTesting
import VisualRender
@testable import VisualPreview

/// `serve` of an app's folder draws a layout whose positional helper another served file
/// defines, as `render` of the folder does, and draws it again when that file changes.
@Suite struct ServedSourceContextTests {
    static let helper = CodeFixtures.addConstraintsWithFormat
    static let cell = """
        final class FeedCell: UICollectionViewCell {
            func setupViews() {
                addConstraintsWithFormat(format: "H:|-8-[v0(44)]-8-[v1]|", views: avatar, nameLabel)
                addConstraintsWithFormat(format: "V:|-8-[v0(44)]-8-|", views: avatar)
                addConstraintsWithFormat(format: "V:|-12-[v0(20)]", views: nameLabel)
            }
        }
        """

    @Test func aHelperDefinedInAnotherServedFileIsKnownAndItsChangeRedraws() throws {
        let folder = try TemporaryFolder()
        let helperPath = try folder.write("App/UIView+Format.swift", Self.helper)
        _ = try folder.write("App/FeedCell.swift", Self.cell)
        let session = PreviewSession(served: try ServedFiles(paths: [folder.file("App")]), options: RenderOptions())
        let cell = try #require(session.served.list().files.first { $0.key == "FeedCell.swift" })

        let drawn = session.document(for: cell)
        #expect(drawn.status == "ok" && drawn.drawing != nil, "\(drawn.problems)")
        #expect(drawn.drawing?.svg.contains("avatar") == true)

        // The helper renamed: the cell's own text is unchanged, yet its calls are no longer a
        // layout, and the page hears of it.
        try Self.helper.replacingOccurrences(of: "addConstraintsWithFormat", with: "pinWithFormat")
            .write(toFile: helperPath, atomically: true, encoding: .utf8)
        let heard = Heard()
        session.listen(ObjectIdentifier(heard)) { heard.append($0) }
        session.filesChanged()
        #expect(heard.keys.contains("FeedCell.swift"), "\(heard.keys)")
        let after = session.document(for: cell)
        #expect(after.status == "errors", "\(after.problems)")
        #expect(after.problems.contains { $0.message.contains("no layout found") }, "\(after.problems)")
    }

    /// The keys a session announced.
    final class Heard: @unchecked Sendable {
        private let lock = NSLock()
        private var all: [String] = []
        func append(_ key: String) { lock.withLock { all.append(key) } }
        var keys: [String] { lock.withLock { all } }
    }
}
