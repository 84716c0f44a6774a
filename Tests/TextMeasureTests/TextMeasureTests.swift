import CCairo
import Testing
@testable import TextMeasure

@Suite struct TextMeasureTests {
    let measurer = TextMeasurer()

    @Test func longerTextIsWiderAndWholePoints() {
        let short = measurer.measure("Hi", size: 14)
        let long = measurer.measure("Hello, world", size: 14)
        #expect(long.width > short.width)
        #expect(short.width > 0)
        #expect(long.width == long.width.rounded())
        #expect(long.height == long.height.rounded())
    }

    @Test func lineBreaksStackLinesAndMoveTheLastBaseline() {
        let one = measurer.measure("Name", size: 14)
        let two = measurer.measure("Name\nSurname", size: 14)
        #expect(two.lineCount == 2)
        #expect(two.height > one.height)
        #expect(two.firstBaseline == one.firstBaseline)
        #expect(abs(two.lastBaseline - two.firstBaseline - two.lineHeight) < 1e-9)
        #expect(two.width >= measurer.measure("Surname", size: 14).width)
    }

    @Test func biggerAndBolderTakesMoreRoom() {
        let regular = measurer.measure("Sign in", size: 14)
        #expect(measurer.measure("Sign in", size: 28).width > regular.width)
        #expect(measurer.measure("Sign in", size: 14, weight: .bold).width >= regular.width)
    }

    @Test func measuringIsRepeatable() {
        let other = TextMeasurer()
        #expect(measurer.measure("Déjà vu ✓", size: 15) == other.measure("Déjà vu ✓", size: 15))
    }

    @Test func emptyTextHasOneLineOfHeightAndNoWidth() {
        let empty = measurer.measure("", size: 14)
        #expect(empty.width == 0)
        #expect(empty.lineCount == 1)
        #expect(empty.height > 0)
    }
}

/// Shaped text with fallback: scripts the mockup face lacks come from the fallback faces,
/// shaped, and nothing the named faces can draw is left as a box.
@Suite struct ShapedTextTests {
    let measurer = TextMeasurer()
    static let greeting = "登录 — Вход — تسجيل الدخول 👋"

    @Test func aLabelInManyScriptsIsMeasuredWholeAndDrawsNoBoxes() {
        let whole = measurer.measure(Self.greeting, size: 15)
        let latinOnly = measurer.measure(" — Вход — ", size: 15)
        #expect(whole.width > latinOnly.width + 60)
        #expect(whole.undrawable.isEmpty)
        // Each script alone: CJK, Cyrillic, Arabic, emoji, Hebrew, Devanagari, Thai.
        for text in ["登录", "Вход", "تسجيل الدخول", "👋", "שלום", "नमस्ते", "สวัสดี", "ログイン"] {
            let metrics = measurer.measure(text, size: 15)
            #expect(metrics.undrawable.isEmpty, "\(text)")
            #expect(metrics.width > 0, "\(text)")
        }
    }

    @Test func arabicIsMeasuredJoined() {
        // Joined, the letters take their connecting forms, narrower than each drawn alone.
        // At 100 points the rounding up of each letter's width is small beside the gap.
        let word = measurer.measure("تسجيل", size: 100).width
        let letters = "تسجيل".map { measurer.measure(String($0), size: 100).width }.reduce(0, +)
        #expect(word < letters * 0.8, "joined \(word), letters alone \(letters)")
    }

    @Test func kerningIsApplied() {
        // DejaVu Sans kerns "AV": shaped, the pair is narrower than its letters apart.
        let pair = measurer.measure("AVAVAVAVAV", size: 100).width
        let apart = measurer.measure("A", size: 100).width * 5 + measurer.measure("V", size: 100).width * 5
        #expect(pair < apart - 10)
    }

    @Test func aCharacterNoFaceDrawsIsNamed() {
        let metrics = measurer.measure("Icon \u{E000} and \u{10FFFD} and \u{E000}", size: 15)
        #expect(metrics.undrawable == ["\u{E000}", "\u{10FFFD}"])
        #expect(measurer.measure("Icon", size: 15).undrawable.isEmpty)
    }

    @Test func everyLineOfTextIsChecked() {
        #expect(measurer.measure("fine\nnot \u{E000}", size: 15).undrawable == ["\u{E000}"])
    }

    @Test func measuringIsTheSameOnEveryThread() async {
        let texts = [Self.greeting, "Sign in", "Forgot password?", "تسجيل الدخول", "नमस्ते दुनिया", "AVAWAY\nTo"]
        let here = texts.map { measurer.measure($0, size: 15) }
        let elsewhere = await withTaskGroup(of: [TextMetrics].self) { group in
            for _ in 0..<2 {
                group.addTask {
                    let measurer = TextMeasurer()
                    return texts.map { measurer.measure($0, size: 15) }
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(elsewhere.count == 2)
        for results in elsewhere { #expect(results == here) }
    }

    /// A line is as tall as the mockup face's line box in every script whose glyphs keep
    /// clear of its bottom; glyphs that reach near or below it (a final yeh's dots in Noto
    /// Sans Arabic) make it deeper, so a hugging label neither clips them (`مجاني` must not
    /// read `مجانى`) nor lets them touch its box; the baseline stays where Latin's is.
    @Test func aLineHoldsTheGlyphsThatDrewIt() {
        let latin = measurer.measure("Sign in", size: 15)
        for text in ["登录", "สวัสดี", "שלום"] {
            let other = measurer.measure(text, size: 15)
            #expect(other.lineHeight == latin.lineHeight && other.firstBaseline == latin.firstBaseline,
                    "\(text): \(other.lineHeight), \(other.firstBaseline)")
        }
        // An emoji reaches a little below the line: its line is as tall as it needs.
        let emoji = measurer.measure("👋", size: 15)
        #expect(emoji.lineHeight >= latin.lineHeight && emoji.firstBaseline == latin.firstBaseline)
        for text in ["مجاني", "علي", "هل نسيت كلمة المرور؟"] {
            let other = measurer.measure(text, size: 15)
            #expect(other.lineHeight > latin.lineHeight + 1 && other.firstBaseline == latin.firstBaseline, "\(text)")
        }
    }

    /// The Arabic lines of the welcome sample drawn in boxes as tall as they measure: every
    /// glyph's ink inside the box, and a point or more clear of its bottom edge
    /// (the help text `هل نسيت كلمة المرور؟` touched its box's edge with Noto Sans Arabic's
    /// dots and descenders).
    @Test func arabicInkStaysInsideItsBox() {
        let scale = 4.0
        for text in ["هل نسيت كلمة المرور؟", "البريد الإلكتروني", "مجاني", "تسجيل الدخول"] {
            let metrics = measurer.measure(text, size: 15)
            let width = Int(metrics.width * scale) + 8, height = Int(metrics.height * scale)
            // Drawn with room around the box, to see any ink that leaves it.
            let pad = 40
            let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height + 2 * pad))!
            let context = cairo_create(surface)!
            cairo_scale(context, scale, scale)
            measurer.draw(text, on: context, baseline: (1, Double(pad) / scale + metrics.firstBaseline), size: 15)
            cairo_surface_flush(surface)
            let stride = Int(cairo_image_surface_get_stride(surface))
            let data = cairo_image_surface_get_data(surface)!
            var inkRows: [Int] = []
            for row in 0..<(height + 2 * pad) {
                if (0..<width).contains(where: { data[row * stride + $0] > 24 }) { inkRows.append(row - pad) }
            }
            cairo_destroy(context)
            cairo_surface_destroy(surface)
            #expect(!inkRows.isEmpty, "\(text): no ink")
            guard let top = inkRows.first, let bottom = inkRows.last else { continue }
            #expect(top >= 0, "\(text): ink \(-top) px above the box")
            #expect(bottom < height - Int(scale), "\(text): ink at row \(bottom) of \(height)")
        }
    }
}

/// Where wrapped lines may break: at spaces, and between Chinese and Japanese characters
/// except before closing punctuation and after opening brackets.
@Suite struct LineBreakTests {
    func pieces(_ line: String) -> [String] { LineBreaks.pieces(of: line).map(\.text) }

    @Test func wordsBreakAtSpacesOnly() {
        #expect(pieces("one two  three") == ["one", "two", "three"])
        #expect(LineBreaks.pieces(of: "one two").map(\.spaced) == [false, true])
        #expect(pieces("well-known (yes)") == ["well-known", "(yes)"])
    }

    @Test func ideographsBreakBetweenEachOther() {
        #expect(pieces("日本語") == ["日", "本", "語"])
        #expect(pieces("ログイン") == ["ロ", "グ", "イ", "ン"])
        #expect(LineBreaks.pieces(of: "日本").map(\.spaced) == [false, false])
    }

    @Test func punctuationStaysWithItsWord() {
        #expect(pieces("はい。「いいえ」") == ["は", "い。", "「い", "い", "え」"])
        #expect(pieces("ちょっと") == ["ち", "ょ", "っ", "と"].reduce(into: [String]()) { result, next in
            // Small kana never start a line: ょ and っ join what comes before.
            if ["ょ", "っ"].contains(next) { result[result.count - 1] += next } else { result.append(next) }
        })
        #expect(pieces("コーヒー") == ["コー", "ヒー"])
    }

    @Test func latinNextToIdeographsMayBreak() {
        #expect(pieces("Swift入門") == ["Swift", "入", "門"])
        #expect(pieces("入門Swift!") == ["入", "門", "Swift!"])
    }

    @Test func koreanAndThaiBreakAtTheirSpaces() {
        #expect(pieces("안녕하세요 세계") == ["안녕하세요", "세계"])
        #expect(pieces("สวัสดีครับ") == ["สวัสดีครับ"])
    }
}
