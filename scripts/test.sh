#!/usr/bin/env bash
# `make test`: set up (Python test tools; Chromium, PostgreSQL, espeak-ng, ffmpeg and a CJK font from Debian)
# and run the whole suite.
# Extra arguments go to pytest, e.g. `scripts/test.sh tests/unit -x`.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh requirements-dev.txt
scripts/system-packages.sh chromium fonts-wqy-zenhei postgresql espeak-ng ffmpeg
. scripts/env.sh
exec python -m pytest "$@"
