import Foundation

// JSON-RPC 2.0 as the Language Server Protocol uses it: requests (with an id) get exactly one
// response, notifications (without) get none.

/// A request's id, which the response repeats: a number or a string.
enum RequestID: Codable, Hashable, Sendable {
    case number(Int)
    case string(String)

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Int.self) {
            self = .number(number)
        } else {
            self = .string(try container.decode(String.self))
        }
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .number(let number): try container.encode(number)
        case .string(let string): try container.encode(string)
        }
    }
}

/// Just enough of an incoming message to route it: a request has an id and a method, a
/// notification only a method, a response (to a request of ours; we send none) no method.
struct MessageHeader: Decodable {
    var id: RequestID?
    var method: String?
}

/// An incoming message's parameters, decoded as the type its method takes.
struct MessageParameters<Parameters: Decodable>: Decodable {
    var params: Parameters
}

/// An error answered instead of a result.
struct ResponseError: Error, Encodable, Equatable {
    var code: Int
    var message: String

    static func parseError(_ message: String) -> ResponseError { ResponseError(code: -32700, message: message) }
    static func invalidRequest(_ message: String) -> ResponseError { ResponseError(code: -32600, message: message) }
    static func methodNotFound(_ method: String) -> ResponseError {
        ResponseError(code: -32601, message: "unknown method '\(method)'")
    }
    static func invalidParams(_ message: String) -> ResponseError { ResponseError(code: -32602, message: message) }
    /// A request other than `initialize` before `initialize`.
    static let serverNotInitialized = ResponseError(code: -32002, message: "the server is not initialized yet")
}

/// A response: the request's id and either a result (`null` included) or an error.
struct ResponseMessage: Encodable {
    var id: RequestID?
    var outcome: Result<any Encodable, ResponseError>

    private enum CodingKeys: String, CodingKey { case jsonrpc, id, result, error }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode("2.0", forKey: .jsonrpc)
        // A response to a message whose id could not be read has `"id": null`.
        try container.encode(id, forKey: .id)
        switch outcome {
        case .success(let result): try container.encode(result, forKey: .result)
        case .failure(let error): try container.encode(error, forKey: .error)
        }
    }
}

/// A notification from the server (`textDocument/publishDiagnostics`).
struct NotificationMessage<Parameters: Encodable>: Encodable {
    var method: String
    var params: Parameters

    private enum CodingKeys: String, CodingKey { case jsonrpc, method, params }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode("2.0", forKey: .jsonrpc)
        try container.encode(method, forKey: .method)
        try container.encode(params, forKey: .params)
    }
}
