import VisualConstraints
import VisualSyntax
import TextFormats

/// Why a picture could not be made. Each is an input or usage error (exit status 2).
public enum RenderError: Error, Sendable, CustomStringConvertible {
    /// The format file has errors: no layout to draw (the diagnostics say why).
    case layoutErrors([Diagnostic], SourceFile)
    /// A source file or Interface Builder document that holds no layout and nothing wrong
    /// (a model, a menu bar's xib): its diagnostics are its warnings and one error saying
    /// so. A search through a folder passes over such a file; a file named alone fails.
    case noLayout([Diagnostic], SourceFile)
    /// The picture would be larger than can be drawn.
    case tooLarge(OversizedPicture)
    /// Cairo failed to draw or encode.
    case drawing(String)
    /// The format file could not be read (the message names it).
    case unreadable(String)
    /// The picture could not be written to `path`; nothing was left there.
    case unwritable(path: String, reason: String)
    /// `--focus` names views the file does not have.
    case unknownFocus([String])

    public var description: String {
        switch self {
        case .layoutErrors(let diagnostics, _):
            let count = diagnostics.filter { $0.severity == .error }.count
            return "the file has \(count) error\(count == 1 ? "" : "s"): nothing to draw"
        case .noLayout:
            return PictureRenderer.noLayoutMessage
        case .tooLarge(let picture):
            return picture.description
        case .drawing(let message), .unreadable(let message):
            return message
        case .unwritable(let path, let reason):
            return "cannot write '\(path)': \(reason)"
        case .unknownFocus(let names):
            let listed = names.map { "'\($0)'" }.joined(separator: ", ")
            return "--focus names \(names.count == 1 ? "a view" : "views") the file does not have: \(listed)"
        }
    }
}

/// A picture refused for its size: how large it would be, which limit it breaks, and what
/// to change.
public struct OversizedPicture: Sendable, Equatable, CustomStringConvertible {
    public enum Limit: Sendable, Equatable {
        /// The most pixels (PNG) or points (SVG, PDF) a side may have.
        case side(Int)
        /// The most pixels (square points) in all: `RenderOptions.maximumPixels`.
        case total(Int)
    }

    /// The picture's size in `unit`s. Doubles, since they grow from the file's numbers and
    /// may be far beyond any integer type.
    public var width: Double
    public var height: Double
    /// `pixels` for a PNG, `points` for SVG and PDF.
    public var unit: String
    public var limit: Limit
    /// The PNG's pixels per point; a smaller scale is worth suggesting when it is above 1.
    public var scale: Int
    /// True when the frames would fit and the title alone makes the picture too wide.
    public var isTitleTooWide: Bool

    public var description: String {
        let size = "\(NumberText.thousandths(width)) × \(NumberText.thousandths(height)) \(unit)"
        let broken: String
        switch limit {
        case .side(let most):
            broken = "a side may be at most \(most) \(unit)"
        case .total(let most):
            let area = unit == "points" ? "square points" : unit
            broken = "that is \(NumberText.thousandths(width * height)) \(area) in all, and the limit is \(most) \(area) in all"
        }
        if isTitleTooWide {
            return "the title would make the picture \(size); \(broken): shorten the --title or leave it out (--no-title)"
        }
        let remedy = scale > 1 ? "draw a smaller canvas (--size) or at a smaller --scale" : "draw a smaller canvas (--size)"
        return "the picture would be \(size); \(broken): \(remedy)"
    }
}
