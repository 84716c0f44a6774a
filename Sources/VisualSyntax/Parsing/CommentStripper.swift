/// Separates a line's code from its comment.
enum CommentStripper {
    /// The line up to its comment, trailing whitespace removed.
    ///
    /// `#` starts a comment at the start of a line or after whitespace, and never inside a
    /// quoted string (`view title label "Issue #12"`). A `#` glued to code (`[a#b]`) is code,
    /// so the parser reports it instead of silently cutting the line.
    static func code(of line: String) -> [Character] {
        let characters = line.characterArray
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
            } else if character == "#", index == 0 || characters[index - 1].isWhitespaceFast {
                end = index
                break scan
            }
            index += 1
        }
        while end > 0, characters[end - 1].isWhitespaceFast {
            end -= 1
        }
        // Most lines have no comment and no trailing space: no copy then.
        return end == characters.count ? characters : Array(characters[..<end])
    }
}
