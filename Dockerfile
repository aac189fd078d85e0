# Production image, two stages. `build` installs the Python packages and compiles the frontend (bun, node);
# the runtime stage gets only the virtualenv, the app and the exported pages, runs as uid 10001 and starts
# without rebuilding anything or reaching a package registry (scripts/serve.sh).
#   docker build -t xuezhongwen .
#   docker run -p 3000:3000 -v xzw-data:/data xuezhongwen      one container: pages, websocket and /api
#   deploy/docker-compose.yml                                   nginx + N backend workers, PostgreSQL, Redis, S3
# Both stages are Debian bookworm with Debian's Python 3.11 at /usr/bin, and the virtualenv lives at
# /app/.venv in both: it is copied as it is, its interpreter links still pointing at the same python3.11.

# --- build ------------------------------------------------------------------------------------------------
FROM node:20-bookworm-slim AS build

RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 python3-venv ca-certificates unzip \
 && rm -rf /var/lib/apt/lists/*

WORKDIR /app
COPY requirements.txt requirements-dev.txt ./
COPY scripts/ scripts/
RUN scripts/setup.sh requirements.txt

COPY . .
# The pages are compiled with their backend's address: by default the page's own host on port 3000 (on
# https, the page's host and port), which fits `docker run -p 3000:3000` and the compose file. Another
# public address: docker build --build-arg REFLEX_API_URL=https://xuezhongwen.example .
ARG REFLEX_API_URL=
# The compile imports the app, which needs a migrated database: a throwaway one.
RUN . scripts/env.sh \
 && export DATA_DIR=/tmp/build-data PORT=3000 \
 && python -m chinese_app migrate \
 && reflex export --frontend-only --no-zip \
 && rm -rf /tmp/build-data \
 && test -f .web/build/client/index.html

# --- runtime ----------------------------------------------------------------------------------------------
FROM debian:bookworm-slim AS runtime

# Listen clips are rendered with espeak-ng and ffmpeg, subtitles in a CJK font; tini forwards signals and
# reaps them. /data (database, secret key, outbox, media) and /srv/frontend (the pages handed to nginx by
# `serve.sh static`) belong to the app's user, so new volumes mounted there do too. Reflex serves
# uploaded_files at /_upload and only needs it to exist: empty and read-only (the app keeps no uploads there).
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 ca-certificates tini espeak-ng ffmpeg fonts-wqy-zenhei \
 && rm -rf /var/lib/apt/lists/* \
 && groupadd --system --gid 10001 app \
 && useradd --system --uid 10001 --gid app --home-dir /data --no-create-home --shell /usr/sbin/nologin app \
 && mkdir -p /data /srv/frontend /app/uploaded_files \
 && chown app:app /data /srv/frontend \
 && chmod 700 /data

WORKDIR /app
COPY --from=build /app/.venv .venv
# The exported pages, and the markers the compile left for the backend (which pages hold state, that uploads
# are used). Reflex's backend touches upload_is_used at every start: the one folder of /app the app writes.
COPY --from=build /app/.web/build/client .web/build/client
COPY --from=build --chown=app:app /app/.web/backend .web/backend
COPY rxconfig.py alembic.ini ./
COPY alembic/ alembic/
COPY assets/ assets/
COPY content/ content/
COPY chinese_app/ chinese_app/
COPY scripts/serve.sh scripts/
# The code is root's and read-only to the app: compile its bytecode now, as nothing can write it later.
RUN .venv/bin/python -m compileall -q chinese_app alembic rxconfig.py

ENV PATH=/app/.venv/bin:$PATH \
    LANG=C.UTF-8 \
    PYTHONUNBUFFERED=1 \
    PYTHONDONTWRITEBYTECODE=1 \
    REFLEX_TELEMETRY_ENABLED=false \
    REFLEX_CHECK_LATEST_VERSION=false \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data

USER app
VOLUME /data
EXPOSE 3000
# The first start imports the content and renders the set-up listen clips (a few minutes) before serving.
HEALTHCHECK --interval=30s --timeout=5s --start-period=300s \
  CMD python3 -c "import os, urllib.request; urllib.request.urlopen(f'http://127.0.0.1:{os.environ[\"PORT\"]}/api/health', timeout=4)"
ENTRYPOINT ["/usr/bin/tini", "--", "scripts/serve.sh"]
CMD ["all"]
