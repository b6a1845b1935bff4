#!/usr/bin/env bash
# The end-to-end tests drive the browser at $CHROME_PATH, Debian's Chromium (/usr/bin/chromium) by
# default; Playwright never downloads one. The screenshot tests (e2e/screenshots.spec.ts) also need
# the fonts their baselines were made with: Debian's Chromium brings no emoji font, and without one
# every emoji renders as an empty box. When something is missing and we are root, installs Debian's
# packages with apt-get and prints each step; otherwise stops with a message naming them.
set -euo pipefail

DEFAULT=/usr/bin/chromium
CHROMIUM="${CHROME_PATH:-$DEFAULT}"
# Font family -> the Debian package that provides it.
declare -A FONTS=(["Noto Color Emoji"]=fonts-noto-color-emoji)

has_font() {
  command -v fc-list >/dev/null && fc-list : family | grep -qxF "$1"
}

if [ ! -x "$CHROMIUM" ] && [ "$CHROMIUM" != "$DEFAULT" ]; then
  echo "error: CHROME_PATH=$CHROMIUM is not an executable file. Point CHROME_PATH at a Chrome or Chromium binary, or unset it to use Debian's Chromium at $DEFAULT." >&2
  exit 1
fi

missing=()
if [ ! -x "$CHROMIUM" ]; then
  missing+=(chromium)
fi
for family in "${!FONTS[@]}"; do
  if ! has_font "$family"; then
    missing+=("${FONTS[$family]}")
  fi
done

if [ ${#missing[@]} -eq 0 ]; then
  echo "Chromium ($CHROMIUM) and the screenshot fonts (${!FONTS[*]}) are installed."
  exit 0
fi

if [ "$(id -u)" -ne 0 ]; then
  echo "error: missing for the end-to-end tests: ${missing[*]}. Install Debian's package(s) (sudo apt-get install -y ${missing[*]}), or set CHROME_PATH to another Chrome or Chromium binary, then run the tests again." >&2
  exit 1
fi

echo "Missing for the end-to-end tests: ${missing[*]}. Installing Debian's package(s), as root:"
echo "  apt-get update"
apt-get update -qq
echo "  apt-get install -y ${missing[*]}"
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
if [ ! -x "$CHROMIUM" ]; then
  echo "error: apt-get finished but $CHROMIUM is still missing; check the 'chromium' package." >&2
  exit 1
fi
for family in "${!FONTS[@]}"; do
  if ! has_font "$family"; then
    echo "error: apt-get finished but the font '$family' is still missing; check the '${FONTS[$family]}' package." >&2
    exit 1
  fi
done
echo "Installed: ${missing[*]} ($("$CHROMIUM" --version 2>/dev/null || echo "$CHROMIUM"))."
