#!/usr/bin/env bash
# `make test`: set up (Python test tools; Chromium, PostgreSQL, espeak-ng, ffmpeg and a CJK font from Debian;
# firebase-tools from npm)
# and run the whole suite.
# Extra arguments go to pytest, e.g. `scripts/test.sh tests/unit -x`.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh requirements-dev.txt
scripts/system-packages.sh chromium fonts-wqy-zenhei postgresql redis-server nginx espeak-ng ffmpeg
# The Firebase Auth emulator for tests/firebase (no Java needed for auth), cached in .tools like bun.
if [ "$(.tools/node_modules/.bin/firebase --version 2>/dev/null)" != "15.34.2" ]; then
  echo "==> installing firebase-tools 15.34.2 from the npm registry"
  npm install --prefix .tools --no-audit --no-fund --loglevel=error firebase-tools@15.34.2
fi
. scripts/env.sh
exec python -m pytest "$@"
