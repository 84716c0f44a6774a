// The picture of a corpus log's explanation, as `visual explain LOG -o OUT.png` draws it.

import AutoLayoutExplain
import AutoLayoutLog
import VisualRender

extension Fixtures {
    /// The scene of the picture of log `name`'s explanation (a 1× PNG's).
    static func scene(_ name: String) throws -> Scene {
        let tree = Explainer.explain(AutoLayoutLogReader.read(text: try text(name), name: name)).layoutTree()
        return try PictureRenderer.draw([tree], name: name, format: .png, options: RenderOptions()).1
    }
}
