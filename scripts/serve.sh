#!/usr/bin/env bash
# The Docker image's entry point: serves the frontend compiled into the image (`reflex export` at build time)
# and never rebuilds it, so a container needs neither bun nor node nor a package registry. It also runs from
# a checkout whose .venv and .web/build/client exist (`make run` and `reflex export` made them).
#
#   scripts/serve.sh [all]       migrate, import the content (quick once it is there), then one server on
#                                $HOST:$PORT: the prebuilt pages, the websocket and /api (`docker run`)
#   scripts/serve.sh init        migrate and import the content, then exit (once per deployment, before workers)
#   scripts/serve.sh backend     one backend on $HOST:$PORT: websocket, /api and uploads, no pages (nginx or a
#                                CDN serves them; the scaled layout of deploy/docker-compose.yml)
#   scripts/serve.sh static DIR  copy the prebuilt pages to DIR/site and write DIR/security-headers.conf: the
#                                headers nginx adds to them (this app's own, with the CSP of these very pages)
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -d .venv/bin ]; then export PATH="$PWD/.venv/bin:$PATH"; fi
export REFLEX_TELEMETRY_ENABLED=false REFLEX_CHECK_LATEST_VERSION=false PYTHONUNBUFFERED=1
export PORT="${PORT:-3000}" HOST="${HOST:-127.0.0.1}"
pages=.web/build/client  # where `reflex export --frontend-only --no-zip` leaves the pages

need_pages() {
  if [ ! -f "$pages/index.html" ]; then
    echo "serve.sh: no prebuilt pages in $pages: run 'reflex export --frontend-only --no-zip' first" >&2
    exit 1
  fi
}

init() {
  python -m chinese_app migrate
  python -m chinese_app content import  # skips what is already imported (a second start takes a second)
}

case "${1:-all}" in
  all)
    need_pages
    init
    echo "==> serving 学中文 on http://$HOST:$PORT (prebuilt pages, websocket and /api on one port)"
    # `reflex run --env prod` would compile and build the frontend again at every start (reflex.py _run_prod:
    # _compile_app + build.setup_frontend_prod), and `--backend-only` serves no pages. So: Reflex's own
    # production backend (Granian), with the exported pages mounted as `reflex run --env prod` mounts them.
    exec python - "$HOST" "$PORT" <<'PY'
import sys

from reflex.utils import exec as reflex_exec
from reflex_base import constants
from reflex_base.config import get_config
from reflex_base.environment import environment

host, port = sys.argv[1], int(sys.argv[2])
environment.REFLEX_ENV_MODE.set(constants.Env.PROD)
environment.REFLEX_SKIP_COMPILE.set(True)  # compiled when the image was built
level = get_config().loglevel.subprocess_level()
reflex_exec.run_backend_prod(host, port, level, mount_frontend_compiled_app=True)
PY
    ;;
  init)
    init
    ;;
  backend)
    # rxconfig then declares no frontend port (Reflex refuses one without a frontend); --backend-only skips
    # compiling: the pages are served from elsewhere.
    export REFLEX_BACKEND_ONLY=true
    exec python -m reflex run --env prod --backend-only --backend-port "$PORT" --backend-host "$HOST"
    ;;
  static)
    dir="${2:?usage: scripts/serve.sh static DIR}"
    need_pages
    umask 022  # nginx reads them as another user
    rm -rf "$dir/site.new"
    cp -R "$pages" "$dir/site.new"
    python - "$dir/site.new" >"$dir/security-headers.conf.new" <<'PY'
import sys
from pathlib import Path

from chinese_app.edge import static_page_headers

for name, value in static_page_headers(Path(sys.argv[1])):
    assert '"' not in value, f"{name} cannot be quoted for nginx"
    print(f'add_header {name} "{value}" always;')
PY
    rm -rf "$dir/site"
    mv "$dir/site.new" "$dir/site"
    mv "$dir/security-headers.conf.new" "$dir/security-headers.conf"
    echo "==> pages in $dir/site, their headers in $dir/security-headers.conf"
    ;;
  *)
    echo "usage: scripts/serve.sh [all | init | backend | static DIR]" >&2
    exit 2
    ;;
esac
