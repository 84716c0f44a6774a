/// Why a PNG could not be read or written, in words for the user (libpng's own message
/// where libpng found the problem).
public struct PNGError: Error, Equatable, Sendable, CustomStringConvertible {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
