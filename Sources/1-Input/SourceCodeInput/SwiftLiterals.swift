import SwiftSyntax
import VisualSyntax

/// Swift string literals read as the program would have them, each character with the
/// position it is written at.
struct SwiftLiterals {
    let positions: SourcePositions
    let bytes: [UInt8]

    /// A format expression's value: one literal, literals joined by `+`, in parentheses;
    /// nil when any part is built at run time (interpolation, a variable, a call).
    func value(of expression: ExprSyntax, constants: [String: LiteralText] = [:]) -> LiteralText? {
        if let literal = expression.as(StringLiteralExprSyntax.self) { return value(of: literal) }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return value(of: only.expression, constants: constants)
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return constants[reference.baseName.text]
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            // `a + b + c` before operator folding: operands at even places, `+` between.
            var joined = LiteralText()
            for (index, element) in sequence.elements.enumerated() {
                if index % 2 == 1 {
                    guard let op = element.as(BinaryOperatorExprSyntax.self), op.operator.text == "+" else { return nil }
                } else {
                    guard let part = value(of: element, constants: constants) else { return nil }
                    joined = joined + part
                }
            }
            return joined
        }
        if let infix = expression.as(InfixOperatorExprSyntax.self),
           infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "+",
           let left = value(of: infix.leftOperand, constants: constants),
           let right = value(of: infix.rightOperand, constants: constants) {
            return left + right
        }
        return nil
    }

    /// A literal's value with escapes decoded; nil when it interpolates.
    func value(of literal: StringLiteralExprSyntax) -> LiteralText? {
        let pounds = literal.openingPounds?.text.count ?? 0
        let isMultiLine = literal.openingQuote.text == "\"\"\""
        var text = LiteralText()
        for segment in literal.segments {
            guard let piece = segment.as(StringSegmentSyntax.self) else { return nil }
            let start = piece.content.positionAfterSkippingLeadingTrivia.utf8Offset
            let end = piece.content.endPositionBeforeTrailingTrivia.utf8Offset
            decode(start..<end, pounds: pounds, into: &text)
        }
        return isMultiLine ? multiLineValue(text, literal: literal) : text
    }

    /// Decodes the bytes of a segment: `\n`, `\t`, `\r`, `\0`, `\\`, `\"`, `\'`,
    /// `\u{…}` (with `#` after the backslash in a raw string), each decoded character at
    /// its backslash.
    private func decode(_ range: Range<Int>, pounds: Int, into text: inout LiteralText) {
        var index = range.lowerBound
        let backslash = UInt8(ascii: "\\"), pound = UInt8(ascii: "#")
        while index < range.upperBound {
            let position = positions.location(at: index)
            var escape = index + 1
            var isEscape = bytes[index] == backslash
            if isEscape {
                for _ in 0..<pounds {
                    guard escape < range.upperBound, bytes[escape] == pound else { isEscape = false; break }
                    escape += 1
                }
            }
            if isEscape, escape < range.upperBound {
                let code = bytes[escape]
                var decoded: Character?
                var next = escape + 1
                switch code {
                case UInt8(ascii: "n"): decoded = "\n"
                case UInt8(ascii: "t"): decoded = "\t"
                case UInt8(ascii: "r"): decoded = "\r"
                case UInt8(ascii: "0"): decoded = "\0"
                case UInt8(ascii: "\\"), UInt8(ascii: "\""), UInt8(ascii: "'"): decoded = Character(UnicodeScalar(code))
                case UInt8(ascii: "u"):
                    var close = escape + 2
                    while close < range.upperBound, bytes[close] != UInt8(ascii: "}") { close += 1 }
                    let hex = String(decoding: bytes[min(escape + 2, close)..<close], as: UTF8.self)
                    decoded = UInt32(hex, radix: 16).flatMap(UnicodeScalar.init).map(Character.init)
                    next = min(close + 1, range.upperBound)
                case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                    // A line continuation in a multi-line literal: no character.
                    index = next
                    continue
                default: break
                }
                if let decoded {
                    text.append(decoded, at: position)
                    index = next
                    continue
                }
            }
            // One whole UTF-8 character.
            let length = utf8Length(lead: bytes[index])
            let end = min(index + length, range.upperBound)
            for character in String(decoding: bytes[index..<end], as: UTF8.self) {
                text.append(character, at: position)
            }
            index = end
        }
    }

    /// A multi-line literal's value: the closing delimiter's indentation removed from each
    /// line, and the line breaks after the opening and before the closing delimiter.
    private func multiLineValue(_ text: LiteralText, literal: StringLiteralExprSyntax) -> LiteralText {
        let closing = positions.location(at: literal.closingQuote.positionAfterSkippingLeadingTrivia.utf8Offset)
        let indentation = closing.column - 1
        var result = LiteralText()
        var column = 0
        var lineStart = true
        for (character, position) in zip(text.text, text.positions) {
            if lineStart && column < indentation && (character == " " || character == "\t") && position.line != closing.line {
                column += 1
                continue
            }
            lineStart = false
            if character.isNewline {
                lineStart = true
                column = 0
            }
            result.append(character, at: position)
        }
        // The value ends before the line break that precedes the closing delimiter.
        if result.text.last?.isNewline == true {
            var trimmed = LiteralText()
            for (character, position) in zip(result.text.dropLast(), result.positions.dropLast()) {
                trimmed.append(character, at: position)
            }
            return trimmed
        }
        return result
    }
}
