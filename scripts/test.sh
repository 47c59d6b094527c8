#!/usr/bin/env bash
# Runs every check CI runs: system packages, typecheck, lint, decision records, unit/API tests,
# browser journeys.
set -euo pipefail
cd "$(dirname "$0")/.."

# Debian packages the tests need: chromium (browser journeys), poppler-utils (pdfsig, pdftoppm),
# qpdf (structure checks), openssl (CMS/TSA/OCSP verification).
declare -A need=([chromium]=chromium [pdfsig]=poppler-utils [pdftoppm]=poppler-utils [qpdf]=qpdf [openssl]=openssl)
missing=()
for cmd in "${!need[@]}"; do
  command -v "$cmd" >/dev/null 2>&1 || missing+=("${need[$cmd]}")
done
if [ ${#missing[@]} -gt 0 ]; then
  mapfile -t missing < <(printf '%s\n' "${missing[@]}" | sort -u)
  if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "Installing Debian packages the tests need: ${missing[*]}"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  else
    echo "The tests need these Debian packages: ${missing[*]}" >&2
    echo "Install them (sudo apt-get install ${missing[*]}) and run npm test again." >&2
    exit 1
  fi
fi

export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
step() { printf '\n== %s\n' "$*"; }

step "typecheck"
npm run typecheck --silent
step "lint"
npx biome check .
step "decision records"
node scripts/check-adrs.mjs
step "unit and API tests"
npx vitest run
step "build"
npm run build --silent
step "browser journeys"
npm run test:e2e --silent
