/// Follows the brackets of a statement that may continue over lines, to tell where it ends.
///
/// Brackets inside quoted strings do not count. A closing bracket closes the innermost open
/// bracket of its kind and everything opened after it, so a typo such as `H(|-a[50)` (the
/// `]` missing) still ends the statement at its `)` instead of swallowing the next lines;
/// the parser then reports the missing `]`.
struct BracketTracker {
    private var open: [Character] = []

    var isBalanced: Bool { open.isEmpty }

    mutating func feed(_ code: [Character]) {
        var isInString = false
        var index = 0
        while index < code.count {
            let character = code[index]
            if isInString {
                if character == "\\" {
                    index += 2
                    continue
                }
                if character == "\"" { isInString = false }
            } else {
                switch character {
                case "\"": isInString = true
                case "(", "[", "{": open.append(character)
                case ")": close("(")
                case "]": close("[")
                case "}": close("{")
                default: break
                }
            }
            index += 1
        }
    }

    private mutating func close(_ opener: Character) {
        if let position = open.lastIndex(of: opener) {
            open.removeSubrange(position...)
        }
    }
}
