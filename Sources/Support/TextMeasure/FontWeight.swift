/// A text's weight, as the format file names it (`font SIZE WEIGHT`) and UIKit's
/// `UIFont.Weight` does. The mockup face has a regular and a bold file; the engine draws
/// each weight with the nearest one it has (fontconfig's weight matching).
public enum FontWeight: String, Sendable, CaseIterable, Hashable {
    case regular, medium, semibold, bold, heavy

    /// The CSS / OpenType weight: 400, 500, 600, 700, 800.
    public var value: Int {
        switch self {
        case .regular: 400
        case .medium: 500
        case .semibold: 600
        case .bold: 700
        case .heavy: 800
        }
    }
}
