/// Xcode's pseudo-languages, for finding layout problems before any translation exists:
/// `double` repeats each text (the classic test for German-length strings), `accented`
/// swaps Latin letters for accented ones (clipped diacritics, missed fonts), `rtl` draws
/// right to left with the text mirrored (the layout direction flips too).
public enum PseudoLanguage: String, Sendable, CaseIterable {
    case double, accented, rtl

    /// The name of the frame it is drawn in.
    public var frameName: String {
        switch self {
        case .double: "Double-Length Pseudolanguage"
        case .accented: "Accented Pseudolanguage"
        case .rtl: "Right-to-Left Pseudolanguage"
        }
    }

    /// `text` in this pseudo-language.
    public func apply(_ text: String) -> String {
        switch self {
        case .double:
            return text.split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.isEmpty ? "" : "\($0) \($0)" }.joined(separator: "\n")
        case .accented:
            return String(text.map { Self.accents[$0] ?? $0 })
        case .rtl:
            // RIGHT-TO-LEFT OVERRIDE … POP DIRECTIONAL FORMATTING: every character drawn right
            // to left, so the text reads mirrored, per line.
            return text.split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.isEmpty ? "" : "\u{202E}\($0)\u{202C}" }.joined(separator: "\n")
        }
    }

    private static let accents: [Character: Character] = {
        let plain = Array("AaCcEeGgIiKkLlNnOoRrSsTtUuYyZz")
        let accented = Array("ÅåÇçÉéĜĝÎîĶķĻļÑñÖöŔŕŠšŢţÜüÝýŽž")
        return Dictionary(uniqueKeysWithValues: zip(plain, accented))
    }()
}
