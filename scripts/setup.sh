#!/usr/bin/env bash
# Idempotent set-up shared by `make run` and `make test`:
# a virtualenv with the pinned requirements (re-installed only when they change) and bun from npm.
# Usage: scripts/setup.sh [requirements file]
set -euo pipefail
cd "$(dirname "$0")/.."
req="${1:-requirements.txt}"

py=$(command -v python3.11 || command -v python3)
[ -x .venv/bin/python ] || { echo "==> creating .venv"; "$py" -m venv .venv; }

stamp=".venv/.installed-$(basename "$req" .txt)"
want=$(cat requirements*.txt | sha256sum | cut -d' ' -f1)
if [ "$(cat "$stamp" 2>/dev/null)" != "$want" ]; then
  echo "==> installing Python packages from $req"
  .venv/bin/python -m pip install -q --disable-pip-version-check -r "$req"
  echo "$want" > "$stamp"
fi

# Reflex needs bun 1.4.4; its own installer curls a script we cannot reach, the npm package works.
if [ "$(.tools/node_modules/.bin/bun --version 2>/dev/null)" != "1.4.4" ]; then
  echo "==> installing bun 1.4.4 from the npm registry"
  npm install --prefix .tools --no-audit --no-fund --loglevel=error bun@1.4.4
fi
