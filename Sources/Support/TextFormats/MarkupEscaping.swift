/// Text made safe for XML and HTML, in element content and in quoted attributes alike:
/// the five markup characters become entities, and control characters XML 1.0 forbids are
/// dropped (a diagnostic can quote any byte of a format file).
public func escapeMarkup(_ text: String) -> String {
    TextEscaping.markup.escaping(text)
}

extension TextEscaping {
    /// Line feeds, tabs and carriage returns are kept as they are: XML allows them.
    static let markup = TextEscaping(
        named: ["&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&#39;", "\n": "\n", "\t": "\t", "\r": "\r"],
        control: { _ in "" })
}
