# The two commands of the README: `make sample` and `make test`.
# Both install missing system packages first (scripts/setup.sh).
.PHONY: setup build sample test bench bench-layout clean

setup:
	@bash scripts/setup.sh

build: setup
	swift build -c release --product visual

# The main job on a sample: lay out a format file and print where every view goes.
sample: build
	.build/release/visual layout Samples/login-form.visual
	.build/release/visual layout Samples/rqvisual-example-5b.visual --format json

test: setup
	swift build --build-tests
	swift test

bench: setup
	bash Benchmarks/run

# visual layout on 100 to 10,000 generated views: phase times, goals as ratios.
bench-layout: setup
	bash Benchmarks/layout-scaling
