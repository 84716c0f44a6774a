import NIOHTTP1

/// A response, made off the event loop.
struct Response: Sendable {
    var status: HTTPResponseStatus
    var contentType = "text/plain; charset=utf-8"
    var body: String

    static func error(_ status: HTTPResponseStatus) -> Response {
        Response(status: status, body: "\(status.code) \(status.reasonPhrase)\n")
    }
}

/// What a request asks for.
enum Route: Equatable {
    case index, indexParts, page(String), pageParts(String), events
    case notFound

    /// The route of a request target (still percent-encoded; the query is ignored).
    init(target: String) {
        let path = String(target.prefix { $0 != "?" && $0 != "#" })
        if path == "/" { self = .index }
        else if path == "/parts/index" { self = .indexParts }
        else if path == "/events" { self = .events }
        else if path.hasPrefix("/view/") { self = .page(String(path.dropFirst("/view/".count))) }
        else if path.hasPrefix("/parts/view/") { self = .pageParts(String(path.dropFirst("/parts/view/".count))) }
        else { self = .notFound }
    }
}

extension PreviewSession {
    /// The response to a route other than `/events`.
    func respond(to route: Route) -> Response {
        switch route {
        case .index:
            return Response(status: .ok, contentType: "text/html; charset=utf-8",
                            body: PreviewPage.index(entries(), roots: served.roots.map(\.path)))
        case .indexParts:
            return Response(status: .ok, contentType: "text/html; charset=utf-8", body: PreviewPage.indexList(entries()))
        case .page(let encoded), .pageParts(let encoded):
            switch served.resolve(encoded) {
            case .forbidden: return .error(.forbidden)
            case .notFound: return .error(.notFound)
            case .file(let file):
                let document = document(for: file)
                let body = route == .page(encoded) ? PreviewPage.file(document) : PreviewPage.parts(document)
                return Response(status: .ok, contentType: "text/html; charset=utf-8", body: body)
            }
        case .events, .notFound:
            return .error(.notFound)
        }
    }
}
