/// Separates a line's code from its comment.
enum CommentStripper {
    /// The line up to its comment, trailing whitespace removed.
    ///
    /// `#` starts a comment at the start of a line or after whitespace, and never inside a
    /// quoted string (`view title label "Issue #12"`). A `#` glued to code (`[a#b]`) is code,
    /// so the parser reports it instead of silently cutting the line.
    static func code(of line: String) -> [Character] {
        let characters = Array(line)
        var end = characters.count
        var isInString = false
        var index = 0
        scan: while index < characters.count {
            let character = characters[index]
            if isInString {
                if character == "\\" {
                    index += 2
                    continue
                }
                if character == "\"" { isInString = false }
            } else if character == "\"" {
                isInString = true
            } else if character == "#", index == 0 || characters[index - 1].isWhitespace {
                end = index
                break scan
            }
            index += 1
        }
        var code = Array(characters[..<end])
        while let last = code.last, last.isWhitespace {
            code.removeLast()
        }
        return code
    }
}
