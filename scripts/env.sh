# Environment for every reflex/bun command. Source from the project root: `. scripts/env.sh`.
PROJECT="${PROJECT:-$(pwd)}"
export REFLEX_DIR="$PROJECT/.reflex-home"             # reflex's user dir (default ~/.local/share/reflex)
export REFLEX_TELEMETRY_ENABLED=false
export REFLEX_CHECK_LATEST_VERSION=false              # skips a PyPI version check that would hang offline
export NPM_CONFIG_REGISTRY="${NPM_CONFIG_REGISTRY:-$(npm config get registry 2>/dev/null)}"  # skips reflex's registry probe
export REFLEX_BUN_PATH="$PROJECT/.tools/node_modules/bun/bin/bun.exe"
export PATH="$PROJECT/.venv/bin:$PROJECT/.tools/node_modules/.bin:$PATH"
export BUN_INSTALL_CACHE_DIR="$PROJECT/.cache/bun"
export npm_config_cache="$PROJECT/.cache/npm"
export BUN_RUNTIME_TRANSPILER_CACHE_PATH="$PROJECT/.cache/bun-transpiler"
export PYTHONUNBUFFERED=1
