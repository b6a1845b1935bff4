#!/usr/bin/env bash
# End-to-end tests drive Debian's Chromium at /usr/bin/chromium; Playwright never downloads a browser.
# Installs it when it is missing and we are root; otherwise stops with a message naming the package.
set -euo pipefail

CHROMIUM=/usr/bin/chromium
if [ -x "$CHROMIUM" ]; then
  exit 0
fi

if [ "$(id -u)" -ne 0 ]; then
  echo "error: $CHROMIUM is missing. Install Debian's 'chromium' package (sudo apt-get install -y chromium), then run the tests again." >&2
  exit 1
fi

echo "Installing Debian's chromium package for the end-to-end tests..."
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
if [ ! -x "$CHROMIUM" ]; then
  echo "error: apt-get finished but $CHROMIUM is still missing; check the 'chromium' package." >&2
  exit 1
fi
