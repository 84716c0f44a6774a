/// One of N shards of a check (`--shard K/N`): the files whose path relative to the searched
/// folder hashes to K − 1 modulo N. The hash depends on the path alone, so adding or
/// removing a file moves no other file to another shard, and the N shards of one suite
/// together check every file exactly once.
public struct Shard: Equatable, Sendable, Codable, CustomStringConvertible {
    /// 1 to `count`.
    public var index: Int
    public var count: Int

    public init?(index: Int, count: Int) {
        guard count >= 1, (1...count).contains(index) else { return nil }
        (self.index, self.count) = (index, count)
    }

    /// `K/N`, 1 ≤ K ≤ N; nil otherwise.
    public init?(parsing text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else { return nil }
        self.init(index: index, count: count)
    }

    /// Whether the file at `relativePath` (below the searched folder) is this shard's.
    public func contains(relativePath: String) -> Bool {
        Int(Self.hash(relativePath) % UInt64(count)) == index - 1
    }

    public var description: String { "\(index)/\(count)" }

    /// FNV-1a, 64 bits, over the path's UTF-8 bytes: the same on every machine and run
    /// (Swift's own `Hasher` is seeded per process).
    static func hash(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        return hash
    }
}
