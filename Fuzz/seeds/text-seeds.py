#!/usr/bin/env python3
"""Seeds for fuzz-text: every sample, and every string literal of the tests that looks like
a format file. Usage: text-seeds.py OUTDIR (run from the repository's root).

The literals are read from the Swift sources with a small lexer (escapes decoded, multi-line
literals' indentation removed as Swift removes it). Literals with interpolation are skipped:
their text is only known at run time. Whether a literal is a format file is guessed from
its lines' first words; the fuzzer's merge then keeps only those that add coverage.
"""
import hashlib
import pathlib
import re
import sys

STATEMENT_START = re.compile(
    r"^\s*(\[|\||[HV][:(]|canvas\b|padding\b|spacing\b|safe-area\b|margins\b|rows\b|metric\b|view\b|"
    r"layout\b|center\w*\(|[A-Za-z_]\w*:\s*[\[|]|[A-Za-z_]\w*\.\w+\s*[=<>]=|[A-Za-z_]\w*\s*\{)")

ESCAPES = {"n": "\n", "t": "\t", "r": "\r", "0": "\0", "\\": "\\", '"': '"', "'": "'"}


def decode(body, hashes):
    """A literal's text with its escapes decoded; None when it interpolates."""
    escape = "\\" + "#" * hashes
    out, i = [], 0
    while i < len(body):
        if body.startswith(escape, i):
            i += len(escape)
            c = body[i] if i < len(body) else ""
            if c == "(":
                return None
            if c == "u" and body[i + 1:i + 2] == "{":
                end = body.index("}", i)
                out.append(chr(int(body[i + 2:end], 16)))
                i = end + 1
                continue
            if c == "\n":  # a line continuation in a multi-line literal
                i += 1
                continue
            out.append(ESCAPES.get(c, c))
            i += 1
        else:
            out.append(body[i])
            i += 1
    return "".join(out)


def literals(source):
    """Every string literal of a Swift file (comments skipped)."""
    i = 0
    while i < len(source):
        if source.startswith("//", i):
            i = source.find("\n", i)
            i = len(source) if i < 0 else i
            continue
        if source.startswith("/*", i):
            i = source.find("*/", i) + 2
            continue
        match = re.compile(r'(#*)("""|")').match(source, i)
        if not match:
            i += 1
            continue
        hashes, quote = len(match.group(1)), match.group(2)
        close = quote + "#" * hashes
        start = match.end()
        end = start
        while True:  # the closing quote, skipping escaped ones
            end = source.find(close, end)
            if end < 0:
                return
            if hashes == 0 and source[end - 1] == "\\" and not source.endswith("\\\\", 0, end):
                end += 1
                continue
            break
        body = source[start:end]
        i = end + len(close)
        if quote == '"""':
            # Swift removes the closing delimiter's indentation from every line, and the
            # newlines after the opening and before the closing delimiter.
            lines = body.split("\n")[1:]
            indent = lines[-1] if lines and not lines[-1].strip() else ""
            body = "\n".join(line[len(indent):] for line in lines[:-1])
        text = decode(body, hashes)
        if text is not None:
            yield text


def looks_like_format_file(text):
    return len(text) >= 3 and any(STATEMENT_START.match(line) for line in text.split("\n"))


def main():
    out = pathlib.Path(sys.argv[1])
    out.mkdir(parents=True, exist_ok=True)
    texts = [path.read_text() for path in sorted(pathlib.Path("Samples").glob("*.visual"))]
    for path in sorted(pathlib.Path("Tests").rglob("*.swift")):
        texts += [t for t in literals(path.read_text()) if looks_like_format_file(t)]
    for path in sorted(pathlib.Path("Tests").rglob("*.visual")):
        texts.append(path.read_text())
    written = set()
    for text in texts:
        data = text.encode()
        name = hashlib.sha1(data).hexdigest()
        if name not in written:
            (out / name).write_bytes(data)
            written.add(name)
    print(f"text-seeds: {len(written)} seeds in {out}", file=sys.stderr)


main()
