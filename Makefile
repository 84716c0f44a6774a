# The two commands of the README: `make sample` and `make test`.
# Both install missing system packages first (scripts/setup.sh).
.PHONY: setup build sample test bench clean

setup:
	@bash scripts/setup.sh

build: setup
	swift build -c release --product visual

# The main job on a sample. Grows with the pipeline: solve → layout → render.
sample: build
	.build/release/visual solve

test: setup
	swift build --build-tests
	swift test

bench: setup
	bash Benchmarks/run
