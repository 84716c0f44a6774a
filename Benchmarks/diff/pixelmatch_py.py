"""Compares two PNGs with the Python port of pixelmatch (PyPI `pixelmatch`), as a
command: prints the number of differing pixels; writes the diff image when a third path
is given. Usage: pixelmatch_py.py A.png B.png [DIFF.png]"""
import sys

from PIL import Image
from pixelmatch.contrib.PIL import pixelmatch


def main():
    first, second = Image.open(sys.argv[1]), Image.open(sys.argv[2])
    output = Image.new("RGBA", first.size) if len(sys.argv) > 3 else None
    count = pixelmatch(first, second, output, threshold=0.1)
    if output is not None:
        output.save(sys.argv[3])
    print(count)


if __name__ == "__main__":
    main()
