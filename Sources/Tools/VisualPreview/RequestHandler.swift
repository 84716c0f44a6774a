import Foundation
import NIOCore
import NIOHTTP1

/// One connection's requests.
final class RequestHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    private let session: PreviewSession
    /// Served on loopback only: a request must name loopback in its Host header too, so a web
    /// page whose name was made to point at 127.0.0.1 (DNS rebinding) cannot read the files.
    private let loopbackOnly: Bool
    private var head: HTTPRequestHead?

    init(session: PreviewSession, loopbackOnly: Bool) {
        self.session = session
        self.loopbackOnly = loopbackOnly
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let request):
            head = request
        case .body:
            break  // no route takes a body
        case .end:
            guard let request = head else { return }
            head = nil
            handle(request, context: context)
        }
    }

    private func handle(_ request: HTTPRequestHead, context: ChannelHandlerContext) {
        guard request.method == .GET || request.method == .HEAD else {
            write(.error(.methodNotAllowed), for: request, context: context)
            return
        }
        if loopbackOnly, !Self.namesLoopback(request.headers.first(name: "Host")) {
            write(.error(.forbidden), for: request, context: context)
            return
        }
        let route = Route(target: request.uri)
        if route == .events {
            startEvents(context: context)
            return
        }
        let bound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
        let session = self.session
        DispatchQueue.global().async {
            let response = session.respond(to: route)
            bound.eventLoop.execute {
                let (handler, context) = bound.value
                handler.write(response, for: request, context: context)
            }
        }
    }

    private func write(_ response: Response, for request: HTTPRequestHead, context: ChannelHandlerContext) {
        let body = ByteBuffer(string: response.body)
        var headers = Self.commonHeaders
        headers.add(name: "Content-Type", value: response.contentType)
        headers.add(name: "Content-Length", value: "\(body.readableBytes)")
        let keepAlive = request.isKeepAlive
        headers.add(name: "Connection", value: keepAlive ? "keep-alive" : "close")
        context.write(wrapOutboundOut(.head(HTTPResponseHead(version: request.version, status: response.status,
                                                             headers: headers))), promise: nil)
        if request.method != .HEAD { context.write(wrapOutboundOut(.body(.byteBuffer(body))), promise: nil) }
        let done = context.writeAndFlush(wrapOutboundOut(.end(nil)))
        if !keepAlive {
            let channel = context.channel
            done.whenComplete { _ in channel.close(promise: nil) }
        }
    }

    /// Whether a Host header (`127.0.0.1:7878`, `localhost`, `[::1]:7878`) names loopback.
    static func namesLoopback(_ host: String?) -> Bool {
        guard let host = host?.lowercased() else { return false }
        let name: Substring
        if host.hasPrefix("["), let close = host.firstIndex(of: "]") {
            name = host[...close]  // an IPv6 address, its port after the bracket
        } else {
            name = host.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)[0]
        }
        return PreviewServer.loopbackNames.contains(String(name))
    }

    /// `/events`: an open response that gets one event per change.
    private func startEvents(context: ChannelHandlerContext) {
        var headers = Self.commonHeaders
        headers.add(name: "Content-Type", value: "text/event-stream")
        context.write(wrapOutboundOut(.head(HTTPResponseHead(version: .http1_1, status: .ok, headers: headers))),
                      promise: nil)
        // Reconnect quickly after the server restarts.
        context.writeAndFlush(wrapOutboundOut(.body(.byteBuffer(ByteBuffer(string: "retry: 500\n\n")))), promise: nil)
        let channel = context.channel
        let token = ObjectIdentifier(channel)
        session.listen(token) { key in
            // A key is a path: no newline in it could end the event early, but drop any anyway.
            let line = key.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "\r", with: " ")
            channel.writeAndFlush(HTTPServerResponsePart.body(.byteBuffer(ByteBuffer(string: "data: \(line)\n\n"))),
                                  promise: nil)
        }
        let session = self.session
        channel.closeFuture.whenComplete { _ in session.stopListening(token) }
    }

    /// Every response: never cached, nothing but this server's own inline script and style.
    private static let commonHeaders: HTTPHeaders = [
        "Cache-Control": "no-store",
        "X-Content-Type-Options": "nosniff",
        "Content-Security-Policy": "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; "
            + "img-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    ]
}
