import Geometry
import LayoutChanges

/// One thing checking a file found, as data: what differs and by how much, not yet in
/// words. Each writer says it its own way (the command line and GitHub annotations, the
/// HTML page, JUnit); `results.json` keeps it as it is. `description` is the plain text
/// the text writers share.
public enum CheckFinding: Equatable, Sendable, Codable {
    // What fails a file:

    /// A golden that does not exist, and the record mode (`never`) writes none.
    case goldenMissing(path: String)
    /// The canvas's size differs from the golden's.
    case canvasSize(goldenWidth: Double, goldenHeight: Double, width: Double, height: Double)
    /// A view of the golden that the layout no longer has (`view` is its key: `_spacer#2`
    /// for the second of several views of one name).
    case viewGone(view: String)
    /// A view the golden does not have.
    case viewNew(view: String)
    /// A view in another container than the golden's (nil: the canvas).
    case container(view: String, golden: String?, now: String?)
    /// One of a view's recorded frame fields, relative to its container.
    case frame(view: String, field: FrameField, golden: Double, now: Double)
    /// The pixel layer failed: too many pixels differ, or the pictures' sizes do.
    case pixels(PixelFinding)

    // What is worth reading but passes:

    /// A warning of the golden that the layout no longer has.
    case warningGone(String)
    /// A warning the golden did not have.
    case newWarning(String)
    /// The golden was drawn by another renderer, so only the layout was compared.
    case comparedLayoutOnly(rendererChanges: [RendererChange])
    /// Areas left out of the pixel comparison: views by name, and rectangles.
    case masked(views: [String], rectangles: [Rect])
    /// A failure the record mode answered by rewriting the goldens (`--record failed`).
    indirect case rewrote(CheckFinding)
    /// Goldens this run wrote, and why.
    case wrote(paths: [String], because: RecordReason)

    // The JSON names of the values the cases carry without a label.
    enum PixelsCodingKeys: String, CodingKey { case _0 = "finding" }
    enum WarningGoneCodingKeys: String, CodingKey { case _0 = "warning" }
    enum NewWarningCodingKeys: String, CodingKey { case _0 = "warning" }
    enum RewroteCodingKeys: String, CodingKey { case _0 = "was" }

    /// A recorded frame field.
    public enum FrameField: String, Equatable, Sendable, Codable {
        case x, y, width, height
    }

    /// Why goldens were written.
    public enum RecordReason: String, Equatable, Sendable, Codable {
        /// They did not exist.
        case missing
        /// `--record all` rewrites every golden.
        case rewroteAll
        /// `--record failed` rewrites the goldens that differ.
        case rewroteFailed
    }

    /// Whether the finding fails the file (the rest are notes).
    public var fails: Bool {
        switch self {
        case .goldenMissing, .canvasSize, .viewGone, .viewNew, .container, .frame, .pixels: true
        case .warningGone, .newWarning, .comparedLayoutOnly, .masked, .rewrote, .wrote: false
        }
    }

    /// The layout layer's finding for a field of the one layout diff that differs.
    init(_ difference: FrameDifference) {
        switch difference {
        case .canvas(let golden, let now):
            self = .canvasSize(goldenWidth: golden.width, goldenHeight: golden.height, width: now.width, height: now.height)
        case .removed(let key): self = .viewGone(view: key)
        case .added(let key): self = .viewNew(view: key)
        case .parent(let key, let golden, let now): self = .container(view: key, golden: golden, now: now)
        case .frame(let key, let field, let golden, let now):
            self = .frame(view: key, field: FrameField(rawValue: field.rawValue)!, golden: golden, now: now)
        }
    }
}

/// What kind of change a failure is, said before anything else.
public enum FailureKind: Equatable, Sendable, Codable {
    /// The golden was drawn by another renderer: the usual cause of pixel drift, so said
    /// first, with whether the layout changed too (which of the two to look into) and
    /// whether the pixels were compared at all.
    case rendererChanged([RendererChange], layoutChanged: Bool, pixelsCompared: Bool)

    enum RendererChangedCodingKeys: String, CodingKey { case _0 = "changes", layoutChanged, pixelsCompared }
    /// Every view is where it was: something is drawn differently.
    case pixelsOnly
}
