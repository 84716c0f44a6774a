import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix

/// `visual serve`'s HTTP server: the index, each file's page and its parts, and the stream
/// of changes (Server-Sent Events), on an address of the caller's choosing (loopback by
/// default). Pages are made off the event loops, on Dispatch's threads, since drawing takes
/// milliseconds.
///
/// Routes (GET only):
/// - `/` the index; `/parts/index` its list alone;
/// - `/view/KEY` a file's page; `/parts/view/KEY` the parts that change;
/// - `/events` one `data: KEY` event per changed file (`*`: files came or went).
public final class PreviewServer: Sendable {
    private let session: PreviewSession
    private let channel: Channel

    /// Binds to `host:port` (`port` 0: a free one) and starts serving.
    public init(session: PreviewSession, host: String, port: Int) throws {
        self.session = session
        let loopbackOnly = Self.loopbackNames.contains(host.lowercased())
        let bootstrap = ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .serverChannelOption(.backlog, value: 64)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .childChannelInitializer { channel in
                channel.pipeline.configureHTTPServerPipeline(withErrorHandling: true).flatMapThrowing {
                    try channel.pipeline.syncOperations.addHandler(RequestHandler(session: session,
                                                                                  loopbackOnly: loopbackOnly))
                }
            }
        channel = try bootstrap.bind(host: host, port: port).wait()
    }

    /// The names of this machine's loopback address a Host header may give.
    static let loopbackNames: Set<String> = ["127.0.0.1", "localhost", "::1", "[::1]"]

    /// The port bound (the one picked, when 0 was asked for).
    public var port: Int { channel.localAddress?.port ?? 0 }

    /// Serves until the process ends.
    public func wait() throws {
        try channel.closeFuture.wait()
    }
}
