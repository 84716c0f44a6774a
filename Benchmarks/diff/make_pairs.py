"""Makes the image pairs of Benchmarks/diff-bench: a UI-like mockup (boxes, anti-aliased
DejaVu text, a gradient) and a copy with small changes, at a given size.

Usage: make_pairs.py WIDTH HEIGHT A.png B.png

Deterministic: a fixed seed, fixed fonts, Pillow's default PNG settings. The changes in
B are what a golden test meets: a word of text added, a box one pixel wider, a few
hundred pixels nudged in colour, and a region re-tinted slightly (within the threshold).
"""
import random
import sys

from PIL import Image, ImageDraw, ImageFont

FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
BOLD = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"


def mockup(width, height, changed):
    rng = random.Random(20240601)
    image = Image.new("RGBA", (width, height), (255, 255, 255, 255))
    draw = ImageDraw.Draw(image)
    # A vertical gradient band at the top, like a navigation bar.
    for y in range(min(80, height)):
        shade = 230 - y
        draw.line([(0, y), (width, y)], fill=(shade, shade, 255, 255))
    font, bold = ImageFont.truetype(FONT, 15), ImageFont.truetype(BOLD, 15)
    row_height = 44
    y, row = 100, 0
    while y + row_height < height:
        x = 16
        while x + 120 < width:
            w = rng.randint(60, 220)
            kind = rng.random()
            box = [x, y, min(x + w, width - 16), y + row_height - 8]
            if changed and row == 5 and x == 16:
                box[2] += 1  # one box a pixel wider
            if kind < 0.4:
                draw.rectangle(box, outline=(90, 90, 90, 255), fill=(245, 245, 245, 255))
                word = "Label %d" % rng.randint(0, 999)
                draw.text((box[0] + 8, box[1] + 10), word, font=font, fill=(20, 20, 20, 255))
            elif kind < 0.7:
                draw.rounded_rectangle(box, radius=8, fill=(0, 122, 255, 255))
                draw.text((box[0] + 10, box[1] + 10), "Button", font=bold, fill=(255, 255, 255, 255))
            else:
                draw.ellipse([box[0], box[1], box[0] + 30, box[1] + 30], fill=(52, 199, 89, 255))
                draw.text((box[0] + 40, box[1] + 8), "Item %d" % rng.randint(0, 99), font=font, fill=(60, 60, 60, 255))
            x += w + 12
        y += row_height
        row += 1
    if changed:
        draw.text((width * 2 // 5, 30), "Changed", font=bold, fill=(20, 20, 20, 255))  # new text
        pixels = image.load()
        noise = random.Random(7)
        for _ in range(300):
            px, py = noise.randrange(width), noise.randrange(height)
            r, g, b, a = pixels[px, py]
            pixels[px, py] = (255 - r, g, b, a)
        # A slight tint, below the 0.1 threshold: compared, not counted.
        for py in range(height // 2, height // 2 + 40):
            for px in range(0, width // 4):
                r, g, b, a = pixels[px, py]
                pixels[px, py] = (max(r - 3, 0), g, b, a)
    return image


def main():
    width, height, first, second = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3], sys.argv[4]
    mockup(width, height, changed=False).save(first)
    mockup(width, height, changed=True).save(second)


if __name__ == "__main__":
    main()
