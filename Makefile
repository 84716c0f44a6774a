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

# Every benchmark script's goal check (Benchmarks/goals, Benchmarks/*/run; release builds),
# written into docs/performance.md's section "Goals, as last checked" from what each printed.
# BENCHMARKS="Benchmarks/ib/run" runs only those and leaves the others' blocks as they were.
BENCHMARKS ?=
bench-goals: setup
	bash Benchmarks/record-goals $(BENCHMARKS)

# Instructions of fixed workloads (valgrind's callgrind): unmoved by the machine's load.
bench-instructions: setup
	bash Benchmarks/instructions

# ---- Shipping: `make install PREFIX=… [DESTDIR=…]`, `make uninstall`, `make dist` ----------
# What is installed, below PREFIX (default /usr/local): the release binary `make build`
# builds, its man pages (argument-parser's generate-manual plugin over the commands' help),
# completions for bash, zsh and fish (the binary's --generate-completion-script), and the
# documentation in share/doc/visual: LICENSE, README, CHANGELOG, ARCHITECTURE, the docs/
# pages and the golden pictures they show, laid out as in the repository so that every
# link of the README and the pages resolves there too (scripts/check-doc-links checks it).
# DESTDIR is prepended to every path (staged installs, packages).
PREFIX ?= /usr/local
VERSION := 0.1.0
bindir := $(DESTDIR)$(PREFIX)/bin
man1dir := $(DESTDIR)$(PREFIX)/share/man/man1
bashdir := $(DESTDIR)$(PREFIX)/share/bash-completion/completions
zshdir := $(DESTDIR)$(PREFIX)/share/zsh/site-functions
fishdir := $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d
docdir := $(DESTDIR)$(PREFIX)/share/doc/visual
manuals := .build/plugins/GenerateManual/outputs/visual
# The documentation, by its path in the repository (and below share/doc/visual).
doc_files := LICENSE README.md CHANGELOG.md ARCHITECTURE.md $(sort $(shell find docs -type f))
# The golden pictures the README and the pages show (`golden/x.png`, `../golden/x.png`;
# a name the prose only mentions, with no such file, is not one).
doc_pictures := $(wildcard $(sort $(patsubst ../%,%,$(shell grep -ohE '(\.\./)?golden/[A-Za-z0-9_.-]+\.png' README.md docs/*.md))))
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
	for file in $(doc_files) $(doc_pictures); do \
	  install -D -m 644 "$$file" "$(docdir)/$$file" || exit 1; \
	done

# Removes what `install` wrote (the man pages by the names the plugin gives them now).
uninstall:
	rm -f $(bindir)/visual $(bashdir)/visual $(zshdir)/_visual $(fishdir)/visual.fish
	rm -f $(man1dir)/visual.1 $(man1dir)/visual.*.1
	cd $(docdir) 2>/dev/null && rm -f $(doc_files) $(doc_pictures) || true
	-find $(docdir) -depth -type d -empty -delete 2>/dev/null

# A tarball of what `install` writes, as a prefix of its own (bin/visual, share/…), with
# the documentation at its top as well (LICENSE, README and what its links lead to), and
# its SHA-256. Deterministic: the same files give the same bytes (names sorted, owner and
# dates fixed, gzip without a time stamp).
dist_name := visual-$(VERSION)-linux-$(shell uname -m)
dist: build man completions
	rm -rf .build/dist && mkdir -p .build/dist
	$(MAKE) --no-print-directory install-files PREFIX=$(CURDIR)/.build/dist/$(dist_name) DESTDIR=
	cp -R .build/dist/$(dist_name)/share/doc/visual/. .build/dist/$(dist_name)/
	tar --sort=name --owner=0 --group=0 --numeric-owner --mtime=@0 -C .build/dist -cf - $(dist_name) \
	  | gzip -9n > .build/dist/$(dist_name).tar.gz
	cd .build/dist && sha256sum $(dist_name).tar.gz > $(dist_name).tar.gz.sha256
	@echo "dist: .build/dist/$(dist_name).tar.gz"
	@cat .build/dist/$(dist_name).tar.gz.sha256
