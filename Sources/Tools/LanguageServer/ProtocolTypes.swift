// The Language Server Protocol's types for the methods `visual lsp` answers, named and
// shaped as the specification (version 3.17) has them. Only the fields used are declared:
// decoding ignores the rest of what a client sends.

/// A place in a document: 0-based line, and character offset in UTF-16 code units.
struct Position: Codable, Hashable, Sendable {
    var line: Int
    var character: Int
}

/// The protocol's `Range` (named apart from Swift's): `start` up to, not including, `end`.
struct ProtocolRange: Codable, Hashable, Sendable {
    var start: Position
    var end: Position
}

struct Location: Codable, Hashable, Sendable {
    var uri: String
    var range: ProtocolRange
}

struct TextDocumentIdentifier: Codable, Sendable {
    var uri: String
}

struct TextDocumentItem: Codable, Sendable {
    var uri: String
    var languageId: String?
    var version: Int
    var text: String
}

struct VersionedTextDocumentIdentifier: Codable, Sendable {
    var uri: String
    var version: Int?
}

// MARK: - Lifecycle

struct InitializeResult: Encodable {
    struct ServerInfo: Encodable {
        var name: String
        var version: String
    }

    var capabilities: ServerCapabilities
    var serverInfo: ServerInfo
}

struct ServerCapabilities: Encodable {
    struct TextDocumentSyncOptions: Encodable {
        var openClose = true
        /// 1: every change sends the whole text.
        var change = 1
    }

    struct CompletionOptions: Encodable {
        var triggerCharacters: [String]
    }

    /// Positions count UTF-16 code units, the protocol's default and the only encoding offered.
    var positionEncoding = "utf-16"
    var textDocumentSync = TextDocumentSyncOptions()
    var hoverProvider = true
    var definitionProvider = true
    var referencesProvider = true
    var completionProvider = CompletionOptions(triggerCharacters: [".", "@", "~", "["])
    var documentSymbolProvider = true
    var documentFormattingProvider = true
}

// MARK: - Document synchronisation

struct DidOpenTextDocumentParams: Decodable {
    var textDocument: TextDocumentItem
}

struct DidChangeTextDocumentParams: Decodable {
    struct ContentChange: Decodable {
        /// Only whole-text changes are asked for (`change: 1`), so a change has no range.
        var text: String
    }

    var textDocument: VersionedTextDocumentIdentifier
    var contentChanges: [ContentChange]
}

/// The specification's `DidCloseTextDocumentParams` and `DocumentSymbolParams`, one shape:
/// the document alone.
struct TextDocumentParams: Decodable {
    var textDocument: TextDocumentIdentifier
}

// MARK: - Diagnostics

struct PublishDiagnosticsParams: Encodable {
    var uri: String
    var version: Int?
    var diagnostics: [ProtocolDiagnostic]
}

/// The protocol's `Diagnostic` (named apart from the project's own `Diagnostic`).
struct ProtocolDiagnostic: Encodable, Equatable {
    struct RelatedInformation: Encodable, Equatable {
        var location: Location
        var message: String
    }

    var range: ProtocolRange
    /// 1 error, 2 warning, 3 information, 4 hint.
    var severity: Int
    var source = "visual"
    var message: String
    var relatedInformation: [RelatedInformation]?
}

// MARK: - Language features

struct TextDocumentPositionParams: Decodable {
    var textDocument: TextDocumentIdentifier
    var position: Position
}

/// The specification's `TextDocumentPositionParams` extended with a context: the document
/// and place are read from the same object, as the position requests read them.
struct ReferenceParams: Decodable {
    struct Context: Decodable {
        var includeDeclaration: Bool
    }

    var place: TextDocumentPositionParams
    var context: Context

    private enum CodingKeys: String, CodingKey {
        case context
    }

    init(from decoder: Decoder) throws {
        place = try TextDocumentPositionParams(from: decoder)
        context = try decoder.container(keyedBy: CodingKeys.self).decode(Context.self, forKey: .context)
    }
}

struct DocumentFormattingParams: Decodable {
    struct Options: Decodable {
        var tabSize: Int
        var insertSpaces: Bool

        /// One level of indentation as the editor asks for it: `tabSize` spaces (at least
        /// one), or a tab.
        var indent: String { insertSpaces ? String(repeating: " ", count: max(tabSize, 1)) : "\t" }
    }

    var textDocument: TextDocumentIdentifier
    var options: Options
}

struct Hover: Encodable {
    struct MarkupContent: Encodable {
        var kind = "markdown"
        var value: String
    }

    var contents: MarkupContent
    var range: ProtocolRange
}

struct CompletionList: Encodable {
    var isIncomplete = false
    var items: [CompletionItem]
}

struct CompletionItem: Encodable, Equatable {
    var label: String
    /// The protocol's `CompletionItemKind`: 14 keyword, 6 variable, 21 constant, 20 enum
    /// member, 10 property, 12 value.
    var kind: Int
    var detail: String?
}

struct DocumentSymbol: Encodable {
    var name: String
    var detail: String?
    /// The protocol's `SymbolKind`: 3 namespace (a container), 19 object (a view), 14 constant.
    var kind: Int
    var range: ProtocolRange
    var selectionRange: ProtocolRange
    var children: [DocumentSymbol]
}

struct TextEdit: Encodable {
    var range: ProtocolRange
    var newText: String
}
