// `visual lsp` end to end: the built binary, spoken to through pipes as an editor does.

import Foundation
import Testing
import VisualProcessTesting

@Suite struct LanguageServerSessionTests {
    static let uri = "file:///tmp/session/card.visual"

    /// A valid file with a nested container, a metric, and all three uses of `title`.
    static let valid = """
        canvas 320 x 200
        metric gap = 12
        view title label "Hello"
        view avatar image
        card {
          H:|-[inner(30)]
          V:|-[inner(20)]-|
        }
        H:|-gap-[title]-[avatar(40)]-|
        V:|-[title]-[card]-|
        V:|-[avatar(40)]
        H:|-[card]-|
        title.top == avatar.top

        """

    /// Initialize, an error after non-ASCII text, its diagnostic's exact UTF-16 range, the
    /// fix, hover with the solved frame, definition, references, completion, shutdown, exit.
    @Test func editingSession() throws {
        let (session, initialize) = try LSPSession.initialized()
        let capabilities = try #require((initialize["result"] as? [String: Any])?["capabilities"] as? [String: Any])
        #expect(capabilities["hoverProvider"] as? Bool == true)
        #expect(capabilities["positionEncoding"] as? String == "utf-16")

        // `😀` is one character (one column for the project) but two UTF-16 units: the
        // diagnostic's character must count it as two.
        let broken = "canvas 200 x 100\nview title label \"Café 😀\" bogus 3\nH:|-[title]-|\n"
        try session.notify("textDocument/didOpen", ["textDocument": [
            "uri": Self.uri, "languageId": "visual", "version": 1, "text": broken]])
        let published = try session.diagnostics(for: Self.uri)
        #expect(published["version"] as? Int == 1)
        let diagnostics = try #require(published["diagnostics"] as? [[String: Any]])
        try #require(diagnostics.count == 1, "\(diagnostics)")
        let error = diagnostics[0]
        #expect(error["severity"] as? Int == 1)
        #expect((error["message"] as? String)?.contains("attribute") == true)
        let range = try #require(error["range"] as? [String: Any])
        let errorLine = "view title label \"Café 😀\" bogus 3"
        let column = utf16Offset(of: "bogus", in: errorLine)
        // The line does tell the units apart: one more UTF-16 unit than characters before it.
        #expect(column == errorLine.distance(from: errorLine.startIndex, to: errorLine.range(of: "bogus")!.lowerBound) + 1)
        #expect(position(range["start"]) == [1, column])
        #expect(position(range["end"]) == [1, column + 1])

        // The fix: diagnostics empty again, and the layout is there to hover on.
        try session.notify("textDocument/didChange", [
            "textDocument": ["uri": Self.uri, "version": 2], "contentChanges": [["text": Self.valid]]])
        let fixed = try session.diagnostics(for: Self.uri)
        #expect(fixed["version"] as? Int == 2)
        #expect((fixed["diagnostics"] as? [Any])?.isEmpty == true, "\(fixed)")

        // Hover on `title` in line 9 (`H:|-gap-[title]…`): its kind, text, and the frame
        // `visual layout` solves for the same text.
        let hoverLine = 8
        let hover = try session.call("textDocument/hover", at(Self.uri, line: hoverLine, character: 11))
        let hoverResult = try #require(hover["result"] as? [String: Any], "\(hover)")
        let markdown = try #require((hoverResult["contents"] as? [String: Any])?["value"] as? String)
        let frame = try solvedFrame(of: "title", in: Self.valid)
        #expect(markdown.contains("**title** · label"))
        #expect(markdown.contains("\"Hello\""))
        #expect(markdown.contains("frame: x \(frame[0]), y \(frame[1]), \(frame[2]) × \(frame[3])"), "\(markdown)")
        let hoverRange = try #require(hoverResult["range"] as? [String: Any])
        #expect(position(hoverRange["start"]) == [hoverLine, 9])
        #expect(position(hoverRange["end"]) == [hoverLine, 14])

        // Definition of that use: the name in its `view` statement (line 3).
        let definition = try session.call("textDocument/definition", at(Self.uri, line: hoverLine, character: 11))
        let location = try #require(definition["result"] as? [String: Any], "\(definition)")
        #expect(location["uri"] as? String == Self.uri)
        let definitionRange = try #require(location["range"] as? [String: Any])
        #expect(position(definitionRange["start"]) == [2, 5])
        #expect(position(definitionRange["end"]) == [2, 10])

        // References: the declaration, the two VFL lines, the equation.
        var referenceParams = at(Self.uri, line: 12, character: 1)
        referenceParams["context"] = ["includeDeclaration": true]
        let references = try session.call("textDocument/references", referenceParams)
        let referenceLines = try #require(references["result"] as? [[String: Any]]).map {
            position(($0["range"] as? [String: Any])?["start"])
        }
        #expect(referenceLines == [[2, 5], [8, 9], [9, 5], [12, 0]])
        referenceParams["context"] = ["includeDeclaration": false]
        let withoutDeclaration = try session.call("textDocument/references", referenceParams)
        #expect((withoutDeclaration["result"] as? [Any])?.count == 3)

        // Completion: after `title.` the equation attributes.
        let afterDot = try completionLabels(session, line: 12, character: 6)
        #expect(afterDot.contains("centerX") && afterDot.contains("top"))
        #expect(!afterDot.contains("title"))

        let shutdown = try session.call("shutdown")
        #expect(shutdown.keys.contains("result") && shutdown["result"] is NSNull, "\(shutdown)")
        try session.notify("exit")
        #expect(try session.exitStatus() == 0)
    }

    /// Completion at the start of a line offers the statements and the view names; in a
    /// `view` statement, the kinds, then the attributes.
    @Test func completionByPlace() throws {
        let (session, _) = try LSPSession.initialized()
        let text = Self.valid + "\nview avatar \nview title label \"Hi\" \n"
        try session.notify("textDocument/didOpen", ["textDocument": [
            "uri": Self.uri, "languageId": "visual", "version": 1, "text": text]])
        _ = try session.diagnostics(for: Self.uri)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let lineStart = try completionLabels(session, line: 13, character: 0)
        for expected in ["canvas", "metric", "view", "H:", "V:", "H(", "layout", "centerInSuperview(", "title", "avatar", "card", "inner"] {
            #expect(lineStart.contains(expected), "\(expected) missing from \(lineStart)")
        }
        let kindLine = lines.firstIndex { $0 == "view avatar " }!
        #expect(try completionLabels(session, line: kindLine, character: 12) == ["box", "label", "button", "image", "text", "field", "switch", "checkbox", "radio", "popup", "combo", "guide"])
        let attributeLine = lines.firstIndex { $0.hasPrefix("view title label \"Hi\" ") }!
        let attributes = try completionLabels(session, line: attributeLine, character: lines[attributeLine].utf16.count)
        #expect(attributes == ["hug", "resist", "font", "lines", "align", "on", "off"])
        // In a VFL line (`H:|-|gap-…`) the metric is offered with the views; a typed `g`
        // leaves the metric alone.
        let vfl = try completionLabels(session, line: 8, character: 4)
        #expect(vfl.contains("gap") && vfl.contains("title"), "\(vfl)")
        #expect(try completionLabels(session, line: 8, character: 5) == ["gap"])
        _ = try session.call("shutdown")
        try session.notify("exit")
        #expect(try session.exitStatus() == 0)
    }

    /// A layout's warning comes with its notes as related information, each at its place.
    @Test func conflictWarningWithNotes() throws {
        let (session, _) = try LSPSession.initialized()
        try session.notify("textDocument/didOpen", ["textDocument": [
            "uri": Self.uri, "languageId": "visual", "version": 7, "text": "canvas 50 x 50\nH:|[a(100)]|\nV:|[a]|\n"]])
        let diagnostics = try #require(try session.diagnostics(for: Self.uri)["diagnostics"] as? [[String: Any]])
        try #require(diagnostics.count == 1, "\(diagnostics)")
        #expect(diagnostics[0]["severity"] as? Int == 2)
        #expect((diagnostics[0]["message"] as? String)?.hasPrefix("conflict") == true)
        let related = try #require(diagnostics[0]["relatedInformation"] as? [[String: Any]])
        #expect(related.map { (($0["location"] as? [String: Any])?["range"] as? [String: Any]).map { position($0["start"]) } }
            == [[0, 0], [1, 2], [1, 6]])
        #expect(related.allSatisfy { ($0["location"] as? [String: Any])?["uri"] as? String == Self.uri })
        _ = try session.call("shutdown")
        try session.notify("exit")
        #expect(try session.exitStatus() == 0)
    }

    /// Changes sent in a burst (one write, as an editor flushes keystrokes): only the last
    /// text is analysed and published, once, and a request after them is answered from it.
    @Test func burstOfChanges() throws {
        let (session, _) = try LSPSession.initialized()
        try session.notify("textDocument/didOpen", ["textDocument": [
            "uri": Self.uri, "languageId": "visual", "version": 1, "text": "H:|-[a]-|\nV:|-[a]-|\n"]])
        _ = try session.diagnostics(for: Self.uri)
        let widths = Array(10...29)
        var burst = Data()
        for (index, width) in widths.enumerated() {
            burst += try LSPSession.framed(["method": "textDocument/didChange", "params": [
                "textDocument": ["uri": Self.uri, "version": index + 2],
                "contentChanges": [["text": "canvas 100 x 100\nH:|[a(\(width))]\nV:|[a(5)]\n"]]]])
        }
        session.sendRaw(burst)
        let hover = try session.call("textDocument/hover", at(Self.uri, line: 1, character: 4))
        let markdown = try #require(((hover["result"] as? [String: Any])?["contents"] as? [String: Any])?["value"] as? String)
        #expect(markdown.contains("frame: x 0, y 0, 29 × 5"), "\(markdown)")
        var versions: [Int] = []
        while let published = try? session.waitFor("diagnostics", {
            $0["method"] as? String == "textDocument/publishDiagnostics" && ($0["params"] as? [String: Any])?["version"] as? Int != 1
        }) {
            versions.append((published["params"] as? [String: Any])?["version"] as? Int ?? -1)
            if versions.last == widths.count + 1 { break }
        }
        // Analysed once, for the last version: no change before it was worth publishing.
        #expect(versions == [widths.count + 1])
        _ = try session.call("shutdown")
        try session.notify("exit")
        #expect(try session.exitStatus() == 0)
    }

    /// Document symbols: the views by container, the metric; formatting re-indents the block.
    @Test func symbolsAndFormatting() throws {
        let (session, _) = try LSPSession.initialized()
        try session.notify("textDocument/didOpen", ["textDocument": [
            "uri": Self.uri, "languageId": "visual", "version": 1, "text": Self.valid]])
        _ = try session.diagnostics(for: Self.uri)
        let symbols = try #require(try session.call("textDocument/documentSymbol", ["textDocument": ["uri": Self.uri]])["result"]
            as? [[String: Any]])
        #expect(symbols.map { $0["name"] as? String } == ["title", "avatar", "card", "gap"])
        let card = symbols[2]
        #expect(card["kind"] as? Int == 3)
        #expect((card["children"] as? [[String: Any]])?.map { $0["name"] as? String } == ["inner"])
        #expect(position((card["range"] as? [String: Any])?["end"]) == [7, 1])

        let formatting = try session.call("textDocument/formatting", [
            "textDocument": ["uri": Self.uri], "options": ["tabSize": 4, "insertSpaces": true]])
        let edits = try #require(formatting["result"] as? [[String: Any]], "\(formatting)")
        try #require(edits.count == 1)
        let newText = try #require(edits[0]["newText"] as? String)
        #expect(newText == Self.valid.replacingOccurrences(of: "\n  ", with: "\n    "))
        _ = try session.call("shutdown")
        try session.notify("exit")
        #expect(try session.exitStatus() == 0)
    }

    /// Swift and Objective-C documents get `visual scan`'s diagnostics, in UTF-16 units, and
    /// nothing else (hover, symbols and formatting are their own language server's): by
    /// language id, or by extension for a header VS Code calls C.
    @Test func sourceFilesGetScanDiagnostics() throws {
        let (session, _) = try LSPSession.initialized()
        let swiftURI = "file:///tmp/session/Feed.swift"
        // The emoji before the literal is one character but two UTF-16 units.
        let swiftLine = #"        NSLayoutConstraint.constraints(withVisualFormat: /* 😀 */ "H:|-[nmae]-|", options: [], metrics: nil, views: ["name": label])"#
        let swift = "class Feed {\n    func setup() {\n\(swiftLine)\n    }\n}\n"
        try session.notify("textDocument/didOpen", ["textDocument": [
            "uri": swiftURI, "languageId": "swift", "version": 1, "text": swift]])
        let published = try session.diagnostics(for: swiftURI)
        #expect(published["version"] as? Int == 1)
        let diagnostics = try #require(published["diagnostics"] as? [[String: Any]])
        try #require(diagnostics.count == 1, "\(diagnostics)")
        #expect(diagnostics[0]["severity"] as? Int == 1)
        #expect(diagnostics[0]["message"] as? String == "'nmae' is not a key in the views dictionary")
        let range = try #require(diagnostics[0]["range"] as? [String: Any])
        let column = utf16Offset(of: "nmae", in: swiftLine)
        #expect(column == swiftLine.distance(from: swiftLine.startIndex, to: swiftLine.range(of: "nmae")!.lowerBound) + 1)
        #expect(position(range["start"]) == [2, column])
        #expect(position(range["end"]) == [2, column + 4])

        // Not a format file: no hover, no symbols, and never formatted as one.
        #expect(try session.call("textDocument/hover", at(swiftURI, line: 2, character: column))["result"] is NSNull)
        #expect(try session.call("textDocument/documentSymbol", ["textDocument": ["uri": swiftURI]])["result"] is NSNull)
        let formatting = try session.call("textDocument/formatting", [
            "textDocument": ["uri": swiftURI], "options": ["tabSize": 4, "insertSpaces": true]])
        #expect(formatting["result"] is NSNull, "\(formatting)")

        // The fix clears the error; what is left is the layout's own warning (the unit
        // places its view horizontally only).
        try session.notify("textDocument/didChange", [
            "textDocument": ["uri": swiftURI, "version": 2],
            "contentChanges": [["text": swift.replacingOccurrences(of: "nmae", with: "name")]]])
        let fixed = try session.diagnostics(for: swiftURI)
        #expect(fixed["version"] as? Int == 2)
        let left = try #require(fixed["diagnostics"] as? [[String: Any]])
        #expect(left.map { $0["severity"] as? Int } == [2], "\(fixed)")
        #expect((left.first?["message"] as? String)?.contains("ambiguous (vertical)") == true, "\(fixed)")

        // Objective-C by its language id, and a header by its extension.
        let objectiveC = """
            @implementation Cell
            - (void)layout {
                [NSLayoutConstraint constraintsWithVisualFormat:@"H:|-[icon]- (8)-|" options:0 metrics:nil views:@{@"icon": _icon}];
            }
            @end

            """
        for (uri, language) in [("file:///tmp/session/Cell.m", "objective-c"), ("file:///tmp/session/Cell.h", "c")] {
            try session.notify("textDocument/didOpen", ["textDocument": [
                "uri": uri, "languageId": language, "version": 1, "text": objectiveC]])
            let found = try #require(try session.diagnostics(for: uri)["diagnostics"] as? [[String: Any]])
            try #require(found.count == 1, "\(found)")
            #expect((found[0]["message"] as? String)?.hasPrefix("whitespace in a visual format") == true, "\(found)")
            #expect(position((found[0]["range"] as? [String: Any])?["start"]) == [2, 65])
        }
        _ = try session.call("shutdown")
        try session.notify("exit")
        #expect(try session.exitStatus() == 0)
    }

    /// The protocol's rules: requests before `initialize`, unknown methods, bad parameters,
    /// requests after `shutdown`, and `exit` without `shutdown` (status 1).
    @Test func protocolErrors() throws {
        let session = try LSPSession()
        let early = try session.call("textDocument/hover", at(Self.uri, line: 0, character: 0))
        #expect(errorCode(early) == -32002)
        _ = try session.call("initialize", ["capabilities": [:]])
        #expect(errorCode(try session.call("workspace/unknownThing")) == -32601)
        #expect(errorCode(try session.call("textDocument/hover", ["position": "nowhere"])) == -32602)
        // A body that is not JSON: a parse error with a null id, and the session goes on.
        session.sendRaw(Data("Content-Length: 5\r\n\r\n{oops".utf8))
        let parseError = try session.waitFor("a parse error") { errorCode($0) == -32700 }
        #expect(parseError["id"] is NSNull)
        // Hover on a document never opened: no result, not an error.
        let unknown = try session.call("textDocument/hover", at("file:///nowhere.visual", line: 0, character: 0))
        #expect(unknown["result"] is NSNull)
        try session.notify("exit")
        #expect(try session.exitStatus() == 1)
    }

    /// A header without a length leaves no way to find the next message: a parse error,
    /// then the server stops (status 1, it was not asked to shut down).
    @Test func headerWithoutLengthEndsTheSession() throws {
        let (session, _) = try LSPSession.initialized()
        session.sendRaw(Data("Content-Type: application/vscode-jsonrpc\r\n\r\n{}".utf8))
        let parseError = try session.waitFor("a parse error") { errorCode($0) == -32700 }
        #expect(((parseError["error"] as? [String: Any])?["message"] as? String)?.contains("Content-Length") == true)
        #expect(try session.exitStatus() == 1)
    }

    @Test func requestsAfterShutdownAreRefused() throws {
        let (session, _) = try LSPSession.initialized()
        _ = try session.call("shutdown")
        #expect(errorCode(try session.call("textDocument/hover", at(Self.uri, line: 0, character: 0))) == -32600)
        try session.notify("exit")
        #expect(try session.exitStatus() == 0)
    }
}

/// `[line, character]` of a protocol position.
private func position(_ value: Any?) -> [Int] {
    guard let object = value as? [String: Any] else { return [] }
    return [object["line"] as? Int ?? -1, object["character"] as? Int ?? -1]
}

private func errorCode(_ message: [String: Any]) -> Int? {
    (message["error"] as? [String: Any])?["code"] as? Int
}

private func completionLabels(_ session: LSPSession, line: Int, character: Int) throws -> [String] {
    let response = try session.call("textDocument/completion", at(LanguageServerSessionTests.uri, line: line, character: character))
    let items = (response["result"] as? [String: Any])?["items"] as? [[String: Any]] ?? []
    return items.compactMap { $0["label"] as? String }
}

/// The frame of `view` as `visual layout --format json` prints it (numbers as text), to
/// compare with what the hover says.
private func solvedFrame(of view: String, in text: String) throws -> [String] {
    let run = try VisualProcess.run(["layout", "-", "--format", "json"], input: text)
    let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    let views = try #require(json["views"] as? [[String: Any]])
    let solved = try #require(views.first { $0["name"] as? String == view })
    return try ["x", "y", "width", "height"].map { key in
        try #require(solved[key] as? NSNumber).stringValue
    }
}
