// libFuzzer target over the Swift reader: bytes as a `.swift` file → SwiftSyntax's tree →
// layout units → format files → solved layouts, each diagnostic mapped back into the file
// (Fuzz/Sources/ScanChecks). Built by scripts/fuzz, not by SwiftPM.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSwiftScan(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    checkScan(data, size, path: "Fuzz.swift")
    return 0
}
