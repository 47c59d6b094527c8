#!/usr/bin/env bash
# Runs a command with Node 24 first on PATH (so `node`, `npx` and the test workers they start are
# Node 24): the machine's own Node when it is 24 or newer, else the npm registry's `node` package,
# installed once under node_modules/.cache. Usage: scripts/node-24.sh npx vitest run <files>
set -euo pipefail
cd "$(dirname "$0")/.."

VERSION=24.21.0
if [ "$(node -p 'process.versions.node.split(".")[0]')" -ge 24 ]; then exec "$@"; fi
dir="$PWD/node_modules/.cache/signet-node-$VERSION"
bin="$dir/node_modules/node/bin/node"
if [ ! -x "$bin" ]; then
  echo "Installing Node $VERSION from the npm registry into $dir" >&2
  npm install --prefix "$dir" --no-save --no-audit --no-fund --loglevel=error "node@$VERSION" >&2
fi
export PATH="$(dirname "$bin"):$PATH"
echo "Running on Node $(node --version): $*" >&2
exec "$@"
