#!/usr/bin/env bash
# The end-to-end tests drive the browser at $CHROME_PATH, Debian's Chromium (/usr/bin/chromium) by
# default; Playwright never downloads one. When the default is missing and we are root, installs
# Debian's chromium package with apt-get and says so; otherwise stops with a message.
set -euo pipefail

DEFAULT=/usr/bin/chromium
CHROMIUM="${CHROME_PATH:-$DEFAULT}"
if [ -x "$CHROMIUM" ]; then
  exit 0
fi

if [ "$CHROMIUM" != "$DEFAULT" ]; then
  echo "error: CHROME_PATH=$CHROMIUM is not an executable file. Point CHROME_PATH at a Chrome or Chromium binary, or unset it to use Debian's Chromium at $DEFAULT." >&2
  exit 1
fi

if [ "$(id -u)" -ne 0 ]; then
  echo "error: $DEFAULT is missing. Install Debian's 'chromium' package (sudo apt-get install -y chromium), or set CHROME_PATH to another Chrome or Chromium binary, then run the tests again." >&2
  exit 1
fi

echo "$DEFAULT is missing; installing Debian's chromium package, as root:"
echo "  apt-get update"
apt-get update -qq
echo "  apt-get install -y chromium"
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
if [ ! -x "$DEFAULT" ]; then
  echo "error: apt-get finished but $DEFAULT is still missing; check the 'chromium' package." >&2
  exit 1
fi
echo "Installed $("$DEFAULT" --version 2>/dev/null || echo "$DEFAULT")."
