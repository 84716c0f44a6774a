# The two commands of the README: `make sample` and `make test`.
# Both install missing system packages first (scripts/setup.sh).
.PHONY: setup build sample test bench bench-diff bench-layout bench-goals bench-instructions \
        man completions install install-files uninstall dist

setup:
	@bash scripts/setup.sh

# The Swift runtime linked in (--static-swift-stdlib): no Swift libraries to find and
# relocate at start, and the binary runs on a machine without a Swift toolchain. Cairo,
# Pango, fontconfig and libpng stay shared system libraries (Cairo, fontconfig and Pango
# opened when first needed). It costs size: 68 MB stripped instead of 4 MB (docs/performance.md, "Speed").
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

# Issue 17's goals, each side by side with its peer, in one table (docs/performance.md, "Speed").
bench-goals: setup
	bash Benchmarks/goals

# Instructions of fixed workloads (valgrind's callgrind): unmoved by the machine's load.
bench-instructions: setup
	bash Benchmarks/instructions

# ---- Shipping: `make install PREFIX=… [DESTDIR=…]`, `make uninstall`, `make dist` ----------
# What is installed, below PREFIX (default /usr/local): the release binary `make build`
# builds, its man pages (argument-parser's generate-manual plugin over the commands' help),
# completions for bash, zsh and fish (the binary's --generate-completion-script), and the
# LICENSE and README. DESTDIR is prepended to every path (staged installs, packages).
PREFIX ?= /usr/local
VERSION := 0.1.0
bindir := $(DESTDIR)$(PREFIX)/bin
man1dir := $(DESTDIR)$(PREFIX)/share/man/man1
bashdir := $(DESTDIR)$(PREFIX)/share/bash-completion/completions
zshdir := $(DESTDIR)$(PREFIX)/share/zsh/site-functions
fishdir := $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d
docdir := $(DESTDIR)$(PREFIX)/share/doc/visual
manuals := .build/plugins/GenerateManual/outputs/visual
completions := .build/completions

# The pages' date: the last commit's, so the same checkout makes the same pages.
man_date := $(shell git log -1 --format=%cs 2>/dev/null || echo 2026-11-26)

# One page per command (visual.1, visual.check.1, …) from the same text as --help. The
# plugin builds every product first; it builds them in debug, the configuration
# `make test` leaves built, since the pages depend only on the help text, which is the
# same in both. (It writes only below .build, so it needs no permission flags.)
man:
	rm -rf $(manuals)
	swift package plugin generate-manual --configuration debug --multi-page \
	  --authors "the Visual authors" --section 1 --date $(man_date)

completions: build
	mkdir -p $(completions)
	.build/release/visual --generate-completion-script bash > $(completions)/visual.bash
	.build/release/visual --generate-completion-script zsh > $(completions)/_visual
	.build/release/visual --generate-completion-script fish > $(completions)/visual.fish

install: build man completions
	@$(MAKE) --no-print-directory install-files

# The copying alone, for `install` and `dist` once the files are built.
install-files:
	install -d $(bindir) $(man1dir) $(bashdir) $(zshdir) $(fishdir) $(docdir)
	install -m 755 .build/release/visual $(bindir)/visual
	install -m 644 $(manuals)/*.1 $(man1dir)/
	install -m 644 $(completions)/visual.bash $(bashdir)/visual
	install -m 644 $(completions)/_visual $(zshdir)/_visual
	install -m 644 $(completions)/visual.fish $(fishdir)/visual.fish
	install -m 644 LICENSE README.md $(docdir)/

# Removes what `install` wrote (the man pages by the names the plugin gives them now).
uninstall:
	rm -f $(bindir)/visual $(bashdir)/visual $(zshdir)/_visual $(fishdir)/visual.fish
	rm -f $(man1dir)/visual.1 $(man1dir)/visual.*.1
	rm -f $(docdir)/LICENSE $(docdir)/README.md
	-rmdir $(docdir) 2>/dev/null

# A tarball of what `install` writes, as a prefix of its own (bin/visual, share/…), with
# LICENSE and README at its top, and its SHA-256. Deterministic: the same files give the
# same bytes (names sorted, owner and dates fixed, gzip without a time stamp).
dist_name := visual-$(VERSION)-linux-$(shell uname -m)
dist: build man completions
	rm -rf .build/dist && mkdir -p .build/dist
	$(MAKE) --no-print-directory install-files PREFIX=$(CURDIR)/.build/dist/$(dist_name) DESTDIR=
	cp LICENSE README.md .build/dist/$(dist_name)/
	tar --sort=name --owner=0 --group=0 --numeric-owner --mtime=@0 -C .build/dist -cf - $(dist_name) \
	  | gzip -9n > .build/dist/$(dist_name).tar.gz
	cd .build/dist && sha256sum $(dist_name).tar.gz > $(dist_name).tar.gz.sha256
	@echo "dist: .build/dist/$(dist_name).tar.gz"
	@cat .build/dist/$(dist_name).tar.gz.sha256
