#!/usr/bin/env bash
# The whole test suite, in the order a failure is cheapest to find:
# typecheck, lint, unit tests, production build, end-to-end tests.
set -euo pipefail
cd "$(dirname "$0")/.."
export NO_UPDATE_NOTIFIER=1

step() { printf '\n== %s\n' "$1"; }

step "Browser"
bash scripts/ensure-chromium.sh

step "Typecheck"
npm run --silent typecheck

step "Lint"
npm run --silent lint

step "Unit tests"
npm run --silent test:unit

step "Production build"
npm run --silent build

step "End-to-end tests"
npm run --silent test:e2e
