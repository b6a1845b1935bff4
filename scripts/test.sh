#!/usr/bin/env bash
# The whole test suite, in the order a failure is cheapest to find:
# typecheck, lint, unit tests, production build, end-to-end tests.
set -euo pipefail
cd "$(dirname "$0")/.."
export NO_UPDATE_NOTIFIER=1

# Each step's header says how long the run has taken so far, so a slow step shows in CI's log.
step() { printf '\n== %s (at %d s)\n' "$1" "$SECONDS"; }

step "Browser and fonts"
bash scripts/ensure-chromium.sh

step "Typecheck"
npm run --silent typecheck

step "Lint"
npm run --silent lint

step "Unit tests"
npm run --silent test:unit

step "Production build"
# Nothing reads this build's webpack cache: writing it would cost about a sixth of the build.
BUILD_CACHE=false npm run --silent build

step "End-to-end tests"
# A free port for the served build, so a dev server or another run on this machine never collides.
E2E_PORT="${E2E_PORT:-$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")}"
export E2E_PORT
npm run --silent test:e2e
printf '\n== All tests passed in %d s\n' "$SECONDS"
