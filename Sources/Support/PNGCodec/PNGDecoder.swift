import CPNG
import ParallelWork
import Foundation

/// Reading PNG files to straight 8-bit RGBA: the common kinds by `PNGFastDecoder`, every
/// other kind, and every damaged file, with libpng.
///
/// Every colour type and bit depth is converted the way browsers' and Pillow's decoders
/// convert it (palette and grey expanded, a tRNS colour made transparent, 16-bit samples
/// cut to their high byte), with no gamma correction, so pixels compare exactly with what
/// pixelmatch's tests decode. Cairo's PNG reader is not used: it premultiplies alpha.
public enum PNGDecoder {
    /// The largest image accepted, in pixels, so that a damaged or hostile header cannot
    /// ask for gigabytes (100 million pixels is 400 MB of RGBA).
    public static let maximumPixelCount = 100_000_000

    /// Decodes the bytes of a PNG file.
    public static func decode(_ data: [UInt8]) throws(PNGError) -> RGBAImage {
        // 8-bit RGB(A) without interlacing, found exactly as the format says: the fast path.
        if let image = data.withUnsafeBufferPointer({ PNGFastDecoder.decode($0, maximumPixelCount: maximumPixelCount) }) {
            return image
        }
        return try decodeWithLibpng(data)
    }

    /// Decodes the bytes of any PNG file with libpng.
    static func decodeWithLibpng(_ data: [UInt8]) throws(PNGError) -> RGBAImage {
        var decoder = cpng_decoder()
        defer { cpng_decoder_end(&decoder) }
        let result: Result<RGBAImage, PNGError> = data.withUnsafeBufferPointer { input in
            guard cpng_decoder_begin(&decoder, input.baseAddress, input.count) != 0 else {
                return .failure(PNGError(message(of: &decoder)))
            }
            let width = Int(decoder.width), height = Int(decoder.height)
            guard width * height <= maximumPixelCount else {
                return .failure(PNGError("image too large (\(width)×\(height); at most \(maximumPixelCount) pixels)"))
            }
            var succeeded = false
            let bytes = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, count in
                succeeded = cpng_decoder_read(&decoder, buffer.baseAddress) != 0
                if !succeeded { buffer.initialize(repeating: 0) }
                count = buffer.count
            }
            guard succeeded else { return .failure(PNGError(message(of: &decoder))) }
            return .success(RGBAImage(width: width, height: height, bytes: bytes)!)
        }
        return try result.get()
    }

    /// Reads and decodes the PNG file at `path`.
    public static func read(path: String) throws(PNGError) -> RGBAImage {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw PNGError("no such file")
        }
        guard !isDirectory.boolValue else { throw PNGError("is a directory, not a PNG file") }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw PNGError("cannot read the file")
        }
        return try decode([UInt8](data))
    }

    /// Reads several PNG files at once, one per processor; the results are in the order of
    /// `paths`.
    public static func read(paths: [String]) -> [Result<RGBAImage, PNGError>] {
        parallelMap(paths) { path in Result { () throws(PNGError) in try read(path: path) } }
    }

    private static func message(of decoder: inout cpng_decoder) -> String {
        withUnsafeBytes(of: &decoder.message) { raw in
            let text = String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            return text.isEmpty ? "cannot decode the PNG" : text
        }
    }
}
