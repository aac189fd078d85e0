#!/usr/bin/env bash
# `make run`: set up, migrate, import the content, and serve the production build on one port (default 3000).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh requirements.txt
# Listen clips are rendered with espeak-ng and ffmpeg, subtitles in a CJK font.
scripts/system-packages.sh espeak-ng ffmpeg fonts-wqy-zenhei
. scripts/env.sh
export PORT="${PORT:-3000}"
python -m chinese_app migrate
python -m chinese_app content import
echo "==> starting 学中文 on http://127.0.0.1:$PORT"
exec reflex run --env prod --frontend-port "$PORT" --backend-port "$PORT" --backend-host "${HOST:-127.0.0.1}"
