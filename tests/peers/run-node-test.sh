#!/bin/sh
# Usage: run-node-test.sh DIR SCRIPT [ARGS...]
# Runs a Node.js test of a peer under tests/peers/. Exits 77 (ctest: skipped) with the reason
# when Node.js >= 20 or the peer's npm packages are missing (./run-tests installs them).
set -eu
dir=$1; shift
if ! command -v node >/dev/null 2>&1; then echo "SKIP: node is not installed" >&2; exit 77; fi
major=$(node -p 'process.versions.node.split(".")[0]')
if [ "$major" -lt 20 ]; then echo "SKIP: Node.js $(node --version) < 20 (litesvm needs 20)" >&2; exit 77; fi
if [ ! -d "$dir/node_modules" ]; then echo "SKIP: run 'npm ci' in $dir (./run-tests does)" >&2; exit 77; fi
cd "$dir"
exec node "$@"
