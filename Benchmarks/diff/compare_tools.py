"""Times `visual diff`, ImageMagick `compare` and Python pixelmatch on the pairs made by
make_pairs.py and prints a Markdown table. Usage: compare_tools.py DIR SIZE...

Every tool is run as a separate process and timed from outside (time.perf_counter
around subprocess.run), so each pays for its own start-up, PNG decoding, comparison and,
in the "diff image" rows, encoding and writing the diff. Best of REPEAT runs; the Python
port runs once on large pairs (it takes minutes there) and at most LIMIT seconds.
Settings: pixelmatch threshold 0.1 on both pixelmatch sides; ImageMagick -metric AE
-fuzz 10% (its own metric: distance in RGB, so its count is not comparable).

The "decode only" row is the floor under `visual diff`: `png-bench decode` reads and
decodes the same two PNGs the way the command does, in a process of its own, and stops.
The ratios after the table say how close the whole command comes to it.
"""
import datetime
import os
import platform
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
VISUAL = os.path.join(ROOT, ".build", "release", "visual")
PNG_BENCH = os.path.join(ROOT, ".build", "release", "png-bench")
PYTHON = os.path.join(ROOT, "Benchmarks", ".venv", "bin", "python")
PIXELMATCH = os.path.join(ROOT, "Benchmarks", "diff", "pixelmatch_py.py")
LIMIT = 900


def timed(command, repeat):
    """Best wall time of `repeat` runs and the output of the last; None if over LIMIT."""
    best, result = None, None
    for _ in range(repeat):
        start = time.perf_counter()
        try:
            result = subprocess.run(command, capture_output=True, text=True, timeout=LIMIT)
        except subprocess.TimeoutExpired:
            return None, ""
        elapsed = time.perf_counter() - start
        if result.returncode not in (0, 1):
            sys.exit("failed (%d): %s\n%s" % (result.returncode, " ".join(command), result.stderr))
        best = elapsed if best is None else min(best, elapsed)
    return best, result.stdout + result.stderr


def first_number(text):
    for word in text.replace("\n", " ").split():
        try:
            return int(float(word))
        except ValueError:
            pass
    return None


def seconds(value):
    return "> %d s" % LIMIT if value is None else ("%.0f ms" % (value * 1000) if value < 10 else "%.1f s" % value)


def ratio(ours, theirs):
    return "-" if theirs is None else "%.3f" % (ours / theirs)


def main():
    directory, sizes = sys.argv[1], sys.argv[2:]
    print("date %s, %s, %d cores, ImageMagick %s, pixelmatch (PyPI) 0.4.0" % (
        datetime.date.today(), platform.machine(), os.cpu_count(),
        subprocess.run(["compare", "-version"], capture_output=True, text=True).stdout.split()[2]))
    print()
    print("| pair | mode | visual diff | ImageMagick compare | pixelmatch (Python) | ours / ImageMagick | ours / Python |")
    print("|---|---|---:|---:|---:|---:|---:|")
    counts = []
    floors = []
    for size in sizes:
        first, second = os.path.join(directory, size + "-a.png"), os.path.join(directory, size + "-b.png")
        pixels = eval(size.replace("x", "*"))
        python_repeat = 3 if pixels <= 1_000_000 else 1
        floor, _ = timed([PNG_BENCH, "decode", first, second], 5)
        print("| %s | decode only (the floor) | %s | | | | |" % (size.replace("x", "×"), seconds(floor)), flush=True)
        whole = {}
        for mode in ("count only", "diff image"):
            out = os.path.join(directory, "out-")
            ours_command = [VISUAL, "diff", first, second]
            magick_command = ["compare", "-metric", "AE", "-fuzz", "10%", first, second]
            python_command = [PYTHON, PIXELMATCH, first, second]
            if mode == "diff image":
                ours_command += ["--output", out + "visual.png"]
                magick_command.append(out + "magick.png")
                python_command.append(out + "python.png")
            else:
                magick_command.append("null:")
            ours, ours_text = timed(ours_command, 5)
            whole[mode] = ours
            magick, magick_text = timed(magick_command, 5)
            python, python_text = timed(python_command, python_repeat)
            print("| %s | %s | %s | %s | %s | %s | %s |" % (
                size.replace("x", "×"), mode, seconds(ours), seconds(magick), seconds(python),
                ratio(ours, magick), ratio(ours, python)), flush=True)
            if mode == "count only":
                counts.append((size, first_number(ours_text), first_number(python_text), first_number(magick_text)))
        floors.append((size, floor, whole))
    print()
    for size, floor, whole in floors:
        print("%s: visual diff / decoding alone: count only %.2f, diff image %.2f" % (
            size.replace("x", "×"), whole["count only"] / floor, whole["diff image"] / floor))
    print()
    disagreements = 0
    for size, ours, python, magick in counts:
        agree = "agree" if ours == python else "DISAGREE"
        disagreements += ours != python
        print("%s: visual diff %s, pixelmatch (Python) %s differing pixels (%s); ImageMagick AE %s (another metric)"
              % (size.replace("x", "×"), ours, python, agree, magick))
    # The counts are what the two pixelmatch implementations must agree on: fail loudly.
    if disagreements:
        sys.exit(1)


if __name__ == "__main__":
    main()
