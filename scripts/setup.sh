#!/usr/bin/env bash
# Installs the system packages Visual needs, only when they are missing:
# Cairo (drawing), libpng (reading PNGs exactly) and zlib (writing them) with pkg-config
# to find them. With --browser also Debian's chromium, for scripts/report-browser-test.
set -euo pipefail

missing=()
command -v pkg-config >/dev/null 2>&1 || missing+=(pkg-config)
pkg-config --exists cairo 2>/dev/null || missing+=(libcairo2-dev)
pkg-config --exists libpng 2>/dev/null || missing+=(libpng-dev)
pkg-config --exists zlib 2>/dev/null || missing+=(zlib1g-dev)
fc-list 2>/dev/null | grep -qi "DejaVuSans.ttf" || missing+=(fonts-dejavu-core)
if [ "${1:-}" = "--browser" ]; then
  command -v chromium >/dev/null 2>&1 || missing+=(chromium)
fi

if [ ${#missing[@]} -gt 0 ]; then
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  echo "setup: installing ${missing[*]}" >&2
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
