#!/usr/bin/env bash
# Installs the system packages Visual needs, only when they are missing:
# Cairo (drawing), Pango (text: shaping with HarfBuzz, fallback with fontconfig), libpng
# (reading PNGs exactly) and libdeflate (inflating PNGs on the fast path, the writer's
# checksums) with pkg-config to find them, and the
# fonts the text engine names (docs/text.md): DejaVu Sans (the mockup face), Noto Sans
# for Arabic, Hebrew, Devanagari and Thai, Noto Sans CJK, Noto Color Emoji; fontconfig's
# fc-cache indexes them once, so each run starts without reading them. Options add what
# one script needs: --browser
# Debian's chromium (scripts/report-browser-test), --imagemagick ImageMagick's `compare`
# (Benchmarks/diff-bench), --python Python's venv and pip (scripts/grammar-test), --valgrind
# valgrind (Benchmarks/instructions), --node Node.js (editors/vscode/test/extension-test.js),
# --man man-db's `man` (scripts/install-test reads the installed pages).
set -euo pipefail

missing=()
command -v pkg-config >/dev/null 2>&1 || missing+=(pkg-config)
pkg-config --exists cairo 2>/dev/null || missing+=(libcairo2-dev)
pkg-config --exists pangocairo 2>/dev/null || missing+=(libpango1.0-dev)
pkg-config --exists libpng 2>/dev/null || missing+=(libpng-dev)
pkg-config --exists libdeflate 2>/dev/null || missing+=(libdeflate-dev)
# The files themselves (Sources/Support/TextMeasure/MockupFont.swift names them): `fc-list` comes
# from a package none of the above pulls in.
[ -f /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ] || missing+=(fonts-dejavu-core)
[ -f /usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf ] || missing+=(fonts-noto-core)
[ -f /usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc ] || missing+=(fonts-noto-cjk)
[ -f /usr/share/fonts/truetype/noto/NotoColorEmoji.ttf ] || missing+=(fonts-noto-color-emoji)
# fc-cache, whose package trigger writes the font caches the text engine starts from.
command -v fc-cache >/dev/null 2>&1 || missing+=(fontconfig)
for option in "$@"; do
  case "$option" in
    --browser) command -v chromium >/dev/null 2>&1 || missing+=(chromium) ;;
    --imagemagick) command -v compare >/dev/null 2>&1 || missing+=(imagemagick) ;;
    --python) python3 -c 'import ensurepip, venv' >/dev/null 2>&1 || missing+=(python3-venv) ;;
    --valgrind) command -v valgrind >/dev/null 2>&1 || missing+=(valgrind) ;;
    --node) command -v node >/dev/null 2>&1 || missing+=(nodejs) ;;
    --man) command -v man >/dev/null 2>&1 || missing+=(man-db) ;;
    *) echo "setup: unknown option $option" >&2; exit 2 ;;
  esac
done

if [ ${#missing[@]} -gt 0 ]; then
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  echo "setup: installing ${missing[*]}" >&2
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  # The trigger has run if fontconfig was there before the fonts; if it came with them, make sure.
  $sudo fc-cache >/dev/null 2>&1 || true
fi
