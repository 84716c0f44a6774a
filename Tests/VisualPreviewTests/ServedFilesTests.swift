import Foundation
import Testing
@testable import VisualPreview
import VisualProcessTesting

/// The one rule of what `visual serve` may show: files the search finds under the served
/// folder, whose real path stays inside it, named by paths that do not climb out.
@Suite struct ServedFilesTests {
    @Test(arguments: ["..", "../secret.visual", "%2e%2e/secret.visual", "%2E%2E%2Fsecret.visual", "sub/../../x",
                      "sub/..%2f..%2fx", ".", "./screen.visual", "a%00b.visual", "a%5C..%5Cb", "%zz", ""])
    func pathsThatClimbOutOrAreMalformedAreRefused(_ encoded: String) {
        #expect(ServedFiles.decodedKey(encoded) == nil)
    }

    @Test func encodedNamesDecodeOnce() {
        #expect(ServedFiles.decodedKey("sub/a%20b.visual") == "sub/a b.visual")
        // Decoded once only: a double-encoded `..` is a literal name, found or not like any other.
        #expect(ServedFiles.decodedKey("%252e%252e/x") == "%2e%2e/x")
        #expect(ServedFiles.decodedKey("a//b.visual") == "a/b.visual")
    }

    @Test func resolvesOnlyFilesFoundInsideTheFolder() throws {
        let scratch = try TemporaryFolder()
        try scratch.write("screens/screen.visual", "canvas 10 x 10\n")
        try scratch.write("screens/sub/a b.visual", "canvas 10 x 10\n")
        let secret = try scratch.write("secret.visual", "canvas 10 x 10\n")
        try scratch.write("screens/notes.txt", "not a format file")
        try FileManager.default.createSymbolicLink(atPath: scratch.path + "/screens/link-out.visual",
                                                   withDestinationPath: secret)
        let served = try ServedFiles(paths: [scratch.path + "/screens"])
        #expect(served.list().files.map(\.key) == ["link-out.visual", "screen.visual", "sub/a b.visual"])
        #expect(served.resolve("screen.visual") == .file(.init(key: "screen.visual", path: scratch.path + "/screens/screen.visual")))
        #expect(served.resolve("sub/a%20b.visual") == .file(.init(key: "sub/a b.visual", path: scratch.path + "/screens/sub/a b.visual")))
        #expect(served.resolve("link-out.visual") == .forbidden)  // a link out of the folder
        #expect(served.resolve("../secret.visual") == .forbidden)
        #expect(served.resolve("notes.txt") == .notFound)  // not a format file
        #expect(served.resolve("missing.visual") == .notFound)
    }

    @Test func aFileGivenByNameIsTheOnlyFileServed() throws {
        let scratch = try TemporaryFolder()
        let screen = try scratch.write("screen.visual", "canvas 10 x 10\n")
        try scratch.write("other.visual", "canvas 10 x 10\n")
        let served = try ServedFiles(paths: [screen])
        #expect(served.list().files.map(\.key) == ["screen.visual"])
        #expect(served.resolve("other.visual") == .notFound)
    }

    @Test func severalFoldersEachHaveTheirOwnPrefix() throws {
        let scratch = try TemporaryFolder()
        try scratch.write("a/screens/x.visual", "canvas 10 x 10\n")
        try scratch.write("b/screens/x.visual", "canvas 10 x 10\n")
        let served = try ServedFiles(paths: [scratch.path + "/a/screens", scratch.path + "/b/screens"])
        #expect(served.list().files.map(\.key) == ["screens-2/x.visual", "screens/x.visual"])
    }

    @Test func aMissingPathIsAnError() {
        #expect(throws: (any Error).self) { try ServedFiles(paths: ["/no/such/folder"]) }
    }
}

/// On loopback, a request must say it is for loopback: a page elsewhere whose name was
/// pointed at 127.0.0.1 (DNS rebinding) must not read the files.
@Suite struct HostHeaderTests {
    @Test(arguments: ["127.0.0.1:7878", "localhost", "LOCALHOST:80", "[::1]:7878", "[::1]"])
    func loopbackNamesAreAccepted(_ host: String) {
        #expect(RequestHandler.namesLoopback(host))
    }

    @Test(arguments: ["evil.example:7878", "127.0.0.1.evil.example", "localhost.evil.example:7878", "[::2]:7878", ""])
    func otherNamesAreRefused(_ host: String) {
        #expect(!RequestHandler.namesLoopback(host))
        #expect(!RequestHandler.namesLoopback(nil))
    }
}
