// libFuzzer target over the Objective-C scanner: bytes as a `.m` file → tokens → layout
// units → format files → solved layouts, each diagnostic mapped back into the file
// (Fuzz/Sources/ScanChecks). Built by scripts/fuzz, not by SwiftPM.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzObjectiveCScan(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    checkScan(data, size, path: "Fuzz.m")
    return 0
}
