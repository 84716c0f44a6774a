# The two commands of the README: `make sample` and `make test`.
# Both install missing system packages first (scripts/setup.sh).
.PHONY: setup build sample test bench bench-diff bench-layout bench-goals bench-instructions

setup:
	@bash scripts/setup.sh

# The Swift runtime linked in (--static-swift-stdlib): no Swift libraries to find and
# relocate at start, and the binary runs on a machine without a Swift toolchain. Cairo,
# Pango, fontconfig and libpng stay shared system libraries (Cairo, fontconfig and Pango
# opened when first needed). It costs size: 68 MB stripped instead of 4 MB (README, "Speed").
# The benchmark scripts build the same way, so they measure what this installs.
build: setup
	swift build -c release --product visual --static-swift-stdlib

# The main job on a sample: solve a format file, print where every view goes, draw it.
sample: build
	.build/release/visual layout Samples/login-form.visual
	.build/release/visual render Samples/login-form.visual -o .build/login-form.png --scale 2
	@echo "picture: .build/login-form.png"

# Every import a target makes must be a dependency it declares (as swift-syntax's CI checks):
# the module map in ARCHITECTURE.md is then the one the compiler enforces.
test: setup
	swift build --build-tests --explicit-target-dependency-import-check error
	swift test --explicit-target-dependency-import-check error

bench: setup
	bash Benchmarks/run
	bash Benchmarks/render-bench

# visual diff against ImageMagick compare and Python pixelmatch (installs both if missing).
bench-diff: setup
	bash Benchmarks/diff-bench

# visual layout on 100 to 10,000 generated views: phase times, goals as ratios.
bench-layout: setup
	bash Benchmarks/layout-scaling

# Issue 17's goals, each side by side with its peer, in one table (README, "Speed").
bench-goals: setup
	bash Benchmarks/goals

# Instructions of fixed workloads (valgrind's callgrind): unmoved by the machine's load.
bench-instructions: setup
	bash Benchmarks/instructions
