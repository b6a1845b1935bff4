#!/usr/bin/env bash
# End-to-end tests drive Debian's Chromium at /usr/bin/chromium; Playwright never downloads a browser.
# The screenshot tests (e2e/screenshots.spec.ts) also need the fonts their baselines were made with:
# Debian's Chromium brings no emoji font, and without one every emoji renders as an empty box.
# Installs what is missing when we are root; otherwise stops with a message naming the packages.
set -euo pipefail

CHROMIUM=/usr/bin/chromium
# Font family -> the Debian package that provides it.
declare -A FONTS=(["Noto Color Emoji"]=fonts-noto-color-emoji)

has_font() {
  command -v fc-list >/dev/null && fc-list : family | grep -qxF "$1"
}

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
  echo "error: missing for the end-to-end tests: ${missing[*]}. Install Debian's package(s) (sudo apt-get install -y ${missing[*]}), then run the tests again." >&2
  exit 1
fi

echo "Installing Debian's ${missing[*]} for the end-to-end tests (apt-get)..."
apt-get update -qq
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
echo "Installed: ${missing[*]}."
