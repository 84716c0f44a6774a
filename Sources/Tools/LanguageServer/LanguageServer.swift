import DocumentAnalysis
import Foundation
import SourceCodeInput
import TextMeasure
import VisualSyntax

/// `visual lsp`: a Language Server Protocol server for format files, one client, one
/// message at a time.
///
/// Each open document is analysed whole (parse, build, solve: what `visual layout` does) and
/// its diagnostics are published; a Swift or Objective-C document (by its language or its
/// extension: `.swift`, `.m`, `.mm`, `.h`) is scanned as `visual scan` scans it and gets
/// its layouts' diagnostics only, beside its own language server's; the questions that follow (hover, definition, references,
/// completion, symbols, formatting) are answered from that analysis. Messages are handled in
/// the order they come, so a response never answers an older text than the last change
/// before it. A change is analysed once no other message is waiting: a burst of keystrokes
/// in a large file costs one analysis, of its last text, not one per keystroke.
public final class LanguageServer {
    /// What the server knows about one open document.
    private struct OpenDocument {
        var version: Int?
        var text: String
        /// Swift, or Objective-C; nil for a format file.
        var sourceLanguage: SourceLanguage?
        /// Nil while a change is still to be analysed.
        var analysis: Analysis?
    }

    /// The languages whose documents are scanned for layouts rather than read as format files.
    private enum SourceLanguage {
        case swift, objectiveC
    }

    private enum Analysis {
        case formatFile(DocumentAnalysis)
        /// A source file's diagnostics are published; nothing else is asked of them.
        case sourceCode
    }

    private let measurer: TextMeasurer
    private let version: String
    private var documents: [String: OpenDocument] = [:]
    private var initialized = false
    private var shutdownRequested = false
    private let writer: MessageWriter
    private let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        // Same answer, same bytes.
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()

    /// A server that answers on `output` and says it is `visual` `version`.
    public init(output: Int32 = 1, version: String, measurer: TextMeasurer = TextMeasurer()) {
        self.writer = MessageWriter(descriptor: output)
        self.version = version
        self.measurer = measurer
    }

    /// Serves the messages read from `input` until `exit` or the end of the input. Returns
    /// the process's exit status: 0 after `shutdown` then `exit`, 1 otherwise (the
    /// protocol's rule, so a client can tell a server that stopped without being asked).
    public func run(input: Int32 = 0) -> Int32 {
        var reader = MessageReader(descriptor: input)
        while true {
            let body: [UInt8]
            do throws(MessageReader.BadHeader) {
                guard let next = try reader.next() else { return shutdownRequested ? 0 : 1 }
                body = next
            } catch {
                // Without a length the stream cannot be resynchronised.
                send(ResponseMessage(id: nil, outcome: .failure(.parseError("a message header without Content-Length: \(error.header)"))))
                return 1
            }
            if let status = handle(Data(body)) { return status }
            if !reader.hasMoreInput() { analyseChangedDocuments() }
        }
    }

    /// Handles one message; the exit status when it was `exit`.
    private func handle(_ body: Data) -> Int32? {
        guard let header = try? JSONDecoder().decode(MessageHeader.self, from: body) else {
            send(ResponseMessage(id: nil, outcome: .failure(.parseError("the message is not a JSON-RPC object"))))
            return nil
        }
        // A response from the client: the server sends no requests, so there is none to match.
        guard let method = header.method else { return nil }
        guard let id = header.id else {
            if method == "exit" { return shutdownRequested ? 0 : 1 }
            if initialized && !shutdownRequested { notification(method, body) }
            return nil
        }
        let outcome: Result<any Encodable, ResponseError>
        do throws(ResponseError) {
            outcome = .success(try request(method, body))
        } catch {
            outcome = .failure(error)
        }
        send(ResponseMessage(id: id, outcome: outcome))
        return nil
    }

    private func request(_ method: String, _ body: Data) throws(ResponseError) -> any Encodable {
        if method == "initialize" {
            guard !initialized else { throw .invalidRequest("initialize was already received") }
            initialized = true
            return InitializeResult(capabilities: ServerCapabilities(),
                                    serverInfo: .init(name: "visual", version: version))
        }
        guard initialized else { throw .serverNotInitialized }
        guard !shutdownRequested else { throw .invalidRequest("the server is shutting down; only 'exit' is accepted") }
        switch method {
        case "shutdown":
            shutdownRequested = true
            documents = [:]
            return JSONNull()
        case "textDocument/hover":
            return hover(try parameters(TextDocumentPositionParams.self, body))
        case "textDocument/definition":
            return definition(try parameters(TextDocumentPositionParams.self, body))
        case "textDocument/references":
            return references(try parameters(ReferenceParams.self, body))
        case "textDocument/completion":
            return completion(try parameters(TextDocumentPositionParams.self, body))
        case "textDocument/documentSymbol":
            return documentSymbols(try parameters(TextDocumentParams.self, body))
        case "textDocument/formatting":
            return formatting(try parameters(DocumentFormattingParams.self, body))
        default:
            throw .methodNotFound(method)
        }
    }

    /// Notifications get no answer, not even an error; unknown ones (`$/…`, `initialized`,
    /// configuration changes) are ignored, as the protocol asks.
    private func notification(_ method: String, _ body: Data) {
        switch method {
        case "textDocument/didOpen":
            guard let opened = try? parameters(DidOpenTextDocumentParams.self, body) else { return }
            let document = opened.textDocument
            documents[document.uri] = OpenDocument(
                version: document.version, text: document.text,
                sourceLanguage: Self.sourceLanguage(languageID: document.languageId, uri: document.uri))
        case "textDocument/didChange":
            guard let changed = try? parameters(DidChangeTextDocumentParams.self, body),
                  let text = changed.contentChanges.last?.text else { return }
            update(changed.textDocument.uri, text: text, version: changed.textDocument.version)
        case "textDocument/didClose":
            guard let closed = try? parameters(TextDocumentParams.self, body) else { return }
            documents[closed.textDocument.uri] = nil
            // The problems of a closed file are no longer the editor's to show.
            send(NotificationMessage(method: "textDocument/publishDiagnostics",
                                     params: PublishDiagnosticsParams(uri: closed.textDocument.uri, version: nil, diagnostics: [])))
        default:
            return
        }
    }

    private func parameters<P: Decodable>(_ type: P.Type, _ body: Data) throws(ResponseError) -> P {
        do {
            return try JSONDecoder().decode(MessageParameters<P>.self, from: body).params
        } catch {
            throw .invalidParams("parameters of the wrong shape: \(error)")
        }
    }

    // MARK: - Documents

    /// A changed document's new text, in the language it was opened in.
    private func update(_ uri: String, text: String, version: Int?) {
        let language = documents[uri].map(\.sourceLanguage) ?? Self.sourceLanguage(languageID: nil, uri: uri)
        documents[uri] = OpenDocument(version: version, text: text, sourceLanguage: language)
    }

    /// Swift or Objective-C by the client's language id (VS Code's `swift`, `objective-c`,
    /// `objective-cpp`), else by the extension `visual scan` reads; nil for a format file.
    private static func sourceLanguage(languageID: String?, uri: String) -> SourceLanguage? {
        switch languageID {
        case "swift": return .swift
        case "objective-c", "objective-cpp": return .objectiveC
        default:
            let name = fileName(of: uri)
            guard SourceCodeLayouts.isSourceFile(name) else { return nil }
            return name.hasSuffix(".swift") ? .swift : .objectiveC
        }
    }

    private func analyseChangedDocuments() {
        for (uri, document) in documents where document.analysis == nil {
            _ = analyse(uri)
        }
    }

    /// The format file's analysis, made (and its diagnostics published) if its text changed
    /// since the last one; nil for a document that is not open, or not a format file (a
    /// source file is scanned and its diagnostics published instead).
    private func analyse(_ uri: String) -> DocumentAnalysis? {
        guard var document = documents[uri] else { return nil }
        switch document.analysis {
        case .formatFile(let analysis): return analysis
        case .sourceCode: return nil
        case nil: break
        }
        if let language = document.sourceLanguage {
            let scan = SourceCodeAnalysis(text: document.text, name: Self.fileName(of: uri), isSwift: language == .swift,
                                          measurer: measurer)
            document.analysis = .sourceCode
            documents[uri] = document
            publish(scan.diagnostics, of: scan.source, uri: uri, version: document.version)
            return nil
        }
        let analysis = DocumentAnalysis(text: document.text, name: Self.fileName(of: uri), measurer: measurer)
        document.analysis = .formatFile(analysis)
        documents[uri] = document
        publish(analysis.diagnostics, of: analysis.source, uri: uri, version: document.version)
        return analysis
    }

    /// Publishes a document's diagnostics, their columns (characters) turned into UTF-16 units.
    private func publish(_ diagnostics: [Diagnostic], of source: SourceFile, uri: String, version: Int?) {
        let diagnostics = diagnostics.map { diagnostic in
            ProtocolDiagnostic(
                range: source.range(of: diagnostic.range ?? .point(SourceLocation(line: 1, column: 1))),
                severity: Self.severity(diagnostic.severity),
                message: diagnostic.message,
                relatedInformation: diagnostic.notes.isEmpty ? nil : diagnostic.notes.map { note in
                    .init(location: Location(uri: uri, range: source.range(of: note.range ?? .point(SourceLocation(line: 1, column: 1)))),
                          message: note.message)
                })
        }
        send(NotificationMessage(method: "textDocument/publishDiagnostics",
                                 params: PublishDiagnosticsParams(uri: uri, version: version, diagnostics: diagnostics)))
    }

    private static func severity(_ severity: Severity) -> Int {
        switch severity {
        case .error: 1
        case .warning: 2
        case .note: 3
        }
    }

    /// The path a `file:` URI names, for diagnostics' file names; other URIs as they are.
    private static func fileName(of uri: String) -> String {
        guard let url = URL(string: uri), url.isFileURL else { return uri }
        return url.path
    }

    // MARK: - Language features

    /// The document's analysis and the name at the place asked about: what hover,
    /// definition and references each look up first. Nil when the document is not an open
    /// format file or no name is there.
    private func name(at params: TextDocumentPositionParams) -> (analysis: DocumentAnalysis, occurrence: NameOccurrence)? {
        guard let analysis = analyse(params.textDocument.uri),
              let occurrence = analysis.occurrence(at: analysis.source.location(of: params.position)) else { return nil }
        return (analysis, occurrence)
    }

    private func hover(_ params: TextDocumentPositionParams) -> Hover? {
        guard case let (analysis, occurrence)? = name(at: params),
              let text = analysis.hoverText(for: occurrence) else { return nil }
        return Hover(contents: .init(value: text), range: analysis.source.range(of: occurrence.range))
    }

    private func definition(_ params: TextDocumentPositionParams) -> Location? {
        guard case let (analysis, occurrence)? = name(at: params), let range = analysis.definition(of: occurrence) else { return nil }
        return Location(uri: params.textDocument.uri, range: analysis.source.range(of: range))
    }

    private func references(_ params: ReferenceParams) -> [Location]? {
        guard case let (analysis, occurrence)? = name(at: params.place) else { return nil }
        return analysis.references(to: occurrence, includingDefinition: params.context.includeDeclaration)
            .map { Location(uri: params.place.textDocument.uri, range: analysis.source.range(of: $0)) }
    }

    private func completion(_ params: TextDocumentPositionParams) -> CompletionList? {
        guard let analysis = analyse(params.textDocument.uri) else { return nil }
        let candidates = analysis.completions(at: analysis.source.location(of: params.position))
        return CompletionList(items: candidates.map { candidate in
            CompletionItem(label: candidate.label, kind: Self.completionKind(candidate.kind), detail: candidate.detail)
        })
    }

    private static func completionKind(_ kind: CompletionCandidate.Kind) -> Int {
        switch kind {
        case .statement: 14
        case .view: 6
        case .metric: 21
        case .viewKind: 20
        case .attribute: 10
        case .value: 12
        }
    }

    private func documentSymbols(_ params: TextDocumentParams) -> [DocumentSymbol]? {
        guard let analysis = analyse(params.textDocument.uri) else { return nil }
        let source = analysis.source
        func symbol(_ outline: OutlineSymbol) -> DocumentSymbol {
            let kind = switch outline.kind {
            case .container: 3
            case .view: 19
            case .metric: 14
            }
            return DocumentSymbol(name: outline.name, detail: outline.detail, kind: kind,
                                  range: source.range(of: outline.range),
                                  selectionRange: source.range(of: outline.nameRange),
                                  children: outline.children.map(symbol))
        }
        return analysis.outline.map(symbol)
    }

    /// One edit replacing the whole text, none when it is already formatted or formatting
    /// is not safe (see `DocumentAnalysis.formatted(indent:)`).
    private func formatting(_ params: DocumentFormattingParams) -> [TextEdit]? {
        guard let analysis = analyse(params.textDocument.uri) else { return nil }
        let source = analysis.source
        guard let formatted = analysis.formatted(indent: params.options.indent), formatted != source.text else { return [] }
        return [TextEdit(range: ProtocolRange(start: Position(line: 0, character: 0), end: source.endPosition),
                         newText: formatted)]
    }

    // MARK: - Output

    private func send(_ message: some Encodable) {
        // Every message type here encodes; a failure would be a bug in these types.
        guard let data = try? encoder.encode(message) else { return }
        writer.write(Array(data))
    }
}

/// The `null` result of `shutdown`.
private struct JSONNull: Encodable {
    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encodeNil()
    }
}
