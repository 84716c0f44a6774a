// The codec reads PNGs into `RGBAImage` and writes them from it: whoever imports the codec
// gets the buffer type with it, as a decoder's callers always name what it returns.
@_exported import PixelBuffer
