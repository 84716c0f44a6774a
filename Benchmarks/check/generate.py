"""A suite of format files for Benchmarks/check/run: COUNT phone screens (forms, lists of
cards, button rows) in folders of 100, each different in its views, texts and spacing,
and the same for the same COUNT on every run (a seeded generator).

    python3 Benchmarks/check/generate.py COUNT FOLDER
"""
import os
import random
import sys

WORDS = ["Name", "Email", "Password", "Street", "City", "Phone", "Notes", "Title",
         "Search", "Amount", "Date", "Comment", "Account", "Country", "Code"]


def form(rng, number):
    """A title, two to eight fields stacked, and a row of two buttons at the foot."""
    fields = rng.randint(2, 8)
    gap = rng.choice([8, 12, 16])
    lines = [f"# Generated screen {number}: a form of {fields} fields.",
             f"canvas {rng.choice([320, 375, 414])} x {rng.choice([568, 667, 736])}",
             f"view title label \"Screen {number}\""]
    stack = ["[title]"]
    for index in range(fields):
        kind = rng.choice(["field", "field", "label", "image"])
        text = "" if kind == "image" else f" \"{rng.choice(WORDS)} {index + 1}\""
        lines.append(f"view f{index} {kind}{text}")
        size = "(48)" if kind == "image" else ""
        stack.append(f"[f{index}{size}]")
    lines += ["view ok button \"OK\"", "view cancel button \"Cancel\""]
    lines.append(f"V:|-{rng.randint(20, 60)}-" + f"-{gap}-".join(stack))
    lines += [f"H:|-[{name}]-|" for name in ["title"] + [f"f{i}" for i in range(fields)]]
    lines.append("H:|-[cancel]-12-[ok(==cancel)]-| options: .alignAllCenterY")
    lines.append(f"V:[ok(44)]-{rng.randint(16, 40)}-|")
    return lines


def cards(rng, number):
    """A heading and two to five cards, each a row of a thumbnail and a caption."""
    count = rng.randint(2, 5)
    size = rng.choice([40, 48, 64])
    lines = [f"# Generated screen {number}: {count} cards.",
             f"canvas {rng.choice([320, 375, 414])} x {rng.choice([667, 736, 812])}",
             f"view heading label \"List {number}\""]
    for index in range(1, count + 1):
        lines += [f"view thumb{index} image",
                  f"view caption{index} label \"{rng.choice(WORDS)} {index}\""]
    lines.append("H:|-16-[heading]-16-|")
    lines.append(f"V:|-{rng.randint(20, 48)}-[heading]-12-" + "-12-".join(f"[card{i}]" for i in range(1, count + 1)))
    for index in range(1, count + 1):
        lines.append(f"H:|-16-[card{index}]-16-|")
    for index in range(1, count + 1):
        lines += [f"card{index} {{",
                  f"    row:|-12-[thumb{index}({size})]-12-[caption{index}]-12-|({size})",
                  "    rows |-12-[row]-12-|",
                  "}"]
    return lines


def main():
    count, folder = int(sys.argv[1]), sys.argv[2]
    rng = random.Random(27)
    for number in range(count):
        sub = os.path.join(folder, f"g{number // 100:02d}")
        os.makedirs(sub, exist_ok=True)
        lines = (form if rng.random() < 0.6 else cards)(rng, number)
        with open(os.path.join(sub, f"screen{number:04d}.visual"), "w") as out:
            out.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
