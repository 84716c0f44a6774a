#!/usr/bin/env bash
# Installs the system packages Visual needs, only when they are missing:
# Cairo (drawing), libpng (reading PNGs exactly) and zlib (writing them) with pkg-config
# to find them, and the DejaVu fonts. Options add what one script needs: --browser
# Debian's chromium (scripts/report-browser-test), --imagemagick ImageMagick's `compare`
# (Benchmarks/diff-bench).
set -euo pipefail

missing=()
command -v pkg-config >/dev/null 2>&1 || missing+=(pkg-config)
pkg-config --exists cairo 2>/dev/null || missing+=(libcairo2-dev)
pkg-config --exists libpng 2>/dev/null || missing+=(libpng-dev)
pkg-config --exists zlib 2>/dev/null || missing+=(zlib1g-dev)
# The file itself: `fc-list` comes from a package none of the above pulls in.
[ -f /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ] || missing+=(fonts-dejavu-core)
case "${1:-}" in
  --browser) command -v chromium >/dev/null 2>&1 || missing+=(chromium) ;;
  --imagemagick) command -v compare >/dev/null 2>&1 || missing+=(imagemagick) ;;
esac

if [ ${#missing[@]} -gt 0 ]; then
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  echo "setup: installing ${missing[*]}" >&2
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
