# Production image: one port (3000) serves the pages, the websocket and /api; data lives in /data.
# Node 20 (for bun from npm) and Debian bookworm's Python 3.11, as on the development machines.
FROM node:20-bookworm-slim

RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 python3-venv make ca-certificates unzip \
 && rm -rf /var/lib/apt/lists/*

WORKDIR /app
COPY requirements.txt requirements-dev.txt ./
COPY scripts/ scripts/
RUN scripts/setup.sh requirements.txt

COPY . .
# Install and compile the frontend now, so a container starts without reaching a package registry.
RUN . scripts/env.sh \
 && export DATA_DIR=/tmp/build-data \
 && python -m chinese_app migrate \
 && reflex export --frontend-only --no-zip \
 && rm -rf /tmp/build-data

ENV HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s \
  CMD python3 -c "import os, urllib.request; urllib.request.urlopen(f'http://127.0.0.1:{os.environ[\"PORT\"]}/api/health', timeout=4)"
CMD ["scripts/run.sh"]
