#!/usr/bin/env python3
"""Seeds for fuzz-png: tiny PNGs of every colour type and bit depth, with and without
PLTE, tRNS and Adam7 interlacing, alone and in pairs. Usage: png-seeds.py OUTDIR.

Each seed is fuzz-png's input: a control byte (threshold, anti-aliasing, mask, diff image),
then a PNG, then optionally a second PNG. Written here byte by byte (zlib for IDAT) so the
seeds need no image library and stay a few hundred bytes each.
"""
import hashlib
import pathlib
import struct
import sys
import zlib

SIGNATURE = b"\x89PNG\r\n\x1a\n"
CHANNELS = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}
# Adam7: (first x, first y, x step, y step) of each pass.
PASSES = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]


def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))


def scanline(samples, depth):
    """One row's bytes after the filter-type byte 0: samples packed at `depth` bits."""
    if depth == 16:
        return b"".join(struct.pack(">H", s) for s in samples)
    if depth == 8:
        return bytes(samples)
    out, bits, acc = bytearray(), 0, 0
    for s in samples:
        acc, bits = (acc << depth) | s, bits + depth
        if bits == 8:
            out.append(acc)
            acc, bits = 0, 0
    if bits:
        out.append(acc << (8 - bits))
    return bytes(out)


def png(width, height, color, depth, interlaced=False, palette=None, trns=None, extra=b""):
    """A PNG whose samples follow a simple pattern; the pattern depends on x, y and colour."""
    channels, top = CHANNELS[color], (1 << depth) - 1
    if color == 3:
        top = min(top, len(palette) - 1)

    def sample(x, y, c):
        return (x * 7 + y * 13 + c * 5) % (top + 1)

    def rows(xs, ys):
        return b"".join(b"\0" + scanline([sample(x, y, c) for x in xs for c in range(channels)], depth) for y in ys)

    if interlaced:
        raw = b""
        for x0, y0, dx, dy in PASSES:
            xs, ys = range(x0, width, dx), range(y0, height, dy)
            if len(xs) and len(ys):
                raw += rows(xs, ys)
    else:
        raw = rows(range(width), range(height))
    body = chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, depth, color, 0, 0, int(interlaced)))
    body += extra
    if palette:
        body += chunk(b"PLTE", bytes(v for rgb in palette for v in rgb))
    if trns is not None:
        body += chunk(b"tRNS", trns)
    body += chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")
    return SIGNATURE + body


def main():
    out = pathlib.Path(sys.argv[1])
    out.mkdir(parents=True, exist_ok=True)
    palette = [(255, 0, 0), (0, 255, 0), (0, 0, 255), (255, 255, 255)]
    images = []
    for depth in (1, 2, 4, 8, 16):
        images.append(png(5, 3, 0, depth))
        images.append(png(3, 2, 0, depth, trns=struct.pack(">H", 1)))
    for depth in (1, 2, 4, 8):
        images.append(png(4, 4, 3, depth, palette=palette[: 1 << min(depth, 2)], trns=b"\x00\x80"))
    for depth in (8, 16):
        images.append(png(3, 3, 2, depth))
        images.append(png(2, 2, 2, depth, trns=struct.pack(">HHH", 0, 0, 0)))
        images.append(png(3, 2, 4, depth))
        images.append(png(4, 3, 6, depth))
    images.append(png(9, 9, 6, 8, interlaced=True))
    images.append(png(5, 5, 0, 1, interlaced=True))
    images.append(png(1, 1, 6, 8, extra=chunk(b"gAMA", struct.pack(">I", 45455)) + chunk(b"sRGB", b"\0")))
    seeds = [bytes([control]) + image for control, image in enumerate(images)]
    # Pairs: the same size with other pixels (another colour type), and different sizes.
    seeds.append(b"\x13" + png(4, 3, 6, 8) + png(4, 3, 2, 8))
    seeds.append(b"\x71" + png(4, 4, 3, 2, palette=palette) + png(4, 4, 0, 8, interlaced=True))
    seeds.append(b"\x05" + png(2, 2, 0, 8) + png(3, 2, 0, 8))
    for seed in seeds:
        (out / hashlib.sha1(seed).hexdigest()).write_bytes(seed)
    print(f"png-seeds: {len(seeds)} seeds in {out}", file=sys.stderr)


main()
