#!/usr/bin/env bash
# Every test, from a fresh clone: install, type-check, lint, unit and integration
# tests (PostgreSQL too when one is reachable), a production build, then the
# browser suite against it.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }
started=$(date +%s)

# Debian packages the suite drives: Chromium for the browser tests, ffprobe (ffmpeg) to decode our MP3 speech.
missing=()
if [ ! -x /usr/bin/chromium ] && [ -z "${CHROMIUM_PATH:-}" ]; then missing+=(chromium); fi
if [ ! -x /usr/bin/ffprobe ]; then missing+=(ffmpeg); fi
if [ ${#missing[@]} -gt 0 ]; then
  step "Installing ${missing[*]} (Debian packages)"
  sudo=""; [ "$(id -u)" = "0" ] || sudo="sudo"
  $sudo apt-get update -qq && $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
fi

if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  step "Installing dependencies"
  # Exactly what the lock file records, or a failure: a test run never resolves versions of its own.
  npm ci --no-audit --no-fund
fi

step "Type-check"
# The pages are typed with the PageProps and LayoutProps that Next generates (with next-env.d.ts), before any build.
npx next typegen
npx tsc --noEmit

step "Format"
# One layout for every file, so a diff shows what changed and not who wrote it: `npm run format` fixes it.
npx prettier --check . --log-level warn

step "Lint"
npx eslint . --max-warnings=0

# The PostgreSQL path is tested for real when a server answers; SQLite always is.
if [ -z "${DATABASE_URL:-}" ] && (exec 3<>/dev/tcp/127.0.0.1/5432) 2>/dev/null; then
  export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:5432/test"
fi
step "Unit and integration tests (Jest)${TEST_DATABASE_URL:+, with PostgreSQL}"
# Two workers even on two cores: the store-outage suites spend most of their two minutes waiting on a
# silent database, and a second worker runs the rest meanwhile (about 300 s down to 170 s).
DATABASE_URL="${DATABASE_URL:-${TEST_DATABASE_URL:-}}" LOG_SILENT=1 npx jest --ci --maxWorkers=2

step "Production build"
# Pages are built ahead of time with the site's address in their links; the browser suite reads
# them from the server it calls first (playwright.config.ts).
NEXT_PUBLIC_SITE_URL="http://127.0.0.1:${E2E_OFFLINE_PORT:-3100}" npm run build

step "End-to-end tests (Playwright, Chromium)"
export E2E_DATA_ROOT="$(mktemp -d -t aurelia-e2e-XXXXXX)"
trap 'rm -rf "$E2E_DATA_ROOT"' EXIT
npx playwright test

echo
echo "All tests passed in $(( $(date +%s) - started )) s"
