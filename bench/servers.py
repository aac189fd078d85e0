"""The two setups bench/load.py compares, started for one run on loopback: `make run`'s (one worker, SQLite)
and `make run-scaled`'s (deploy/stack.py: workers behind nginx, PostgreSQL, Redis, S3)."""

import os
import shutil
import signal
import subprocess
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import httpx

from bench.harness import free_port, server_env

ROOT = Path(__file__).resolve().parent.parent
# Every simulated learner signs up from 127.0.0.1: the per-address sign-up limit would stop the run.
LOAD_SETTINGS = {"SIGNUPS_PER_IP_PER_HOUR": "1000000"}


@contextmanager
def single_app() -> Iterator[tuple[str, str, str]]:
    """(base URL, database URL, label) of `make run`'s setup in a throwaway data folder."""
    data = Path(tempfile.mkdtemp(prefix="xuezhongwen-load-"))
    port = free_port()
    env = server_env(DATA_DIR=str(data), PORT=str(port), DATABASE_URL="", MEDIA_DIR="", **LOAD_SETTINGS)
    prepare = ". scripts/env.sh && python -m chinese_app migrate && python -m chinese_app content import"
    subprocess.run(["bash", "-c", prepare], cwd=ROOT, env=env, check=True, capture_output=True)
    serve = (
        f"exec python -m reflex run --env prod --frontend-port {port} --backend-port {port} --backend-host 127.0.0.1"
    )
    log = (data / "server.log").open("w")
    proc = subprocess.Popen(
        ["bash", "-c", f". scripts/env.sh && {serve}"],
        cwd=ROOT,
        env=env,
        stdout=log,
        stderr=subprocess.STDOUT,
        start_new_session=True,
    )
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 600
        while True:
            try:
                if httpx.get(base + "/api/health", timeout=2).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            if proc.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError(f"the app did not start:\n{(data / 'server.log').read_text()[-3000:]}")
            time.sleep(0.5)
        yield base, f"sqlite:///{data / 'app.db'}", "1 worker, SQLite"
    finally:
        os.killpg(proc.pid, signal.SIGTERM)
        proc.wait(30)
        log.close()
        shutil.rmtree(data, ignore_errors=True)


@contextmanager
def scaled_app(workers: int = 3) -> Iterator[tuple[str, str, str]]:
    """(base URL, database URL, label) of `make run-scaled`'s setup in a throwaway folder."""
    from deploy.stack import Stack

    # The stack runs reflex from this process's environment, as `make run-scaled` does after scripts/env.sh:
    # without it reflex would look for bun on the internet.
    os.environ.update(_env_sh())
    root = Path(tempfile.mkdtemp(prefix="xuezhongwen-load-scaled-"))
    root.chmod(0o755)  # PostgreSQL runs as its own user
    try:
        with Stack(root=root, port=free_port(), workers=workers, settings=LOAD_SETTINGS) as stack:
            yield stack.url, stack.database_url, f"{workers} workers, PostgreSQL, Redis, nginx"
    finally:
        shutil.rmtree(root, ignore_errors=True)


def _env_sh() -> dict[str, str]:
    """The variables scripts/env.sh sets (bun's path, reflex's folder, the offline switches)."""
    done = subprocess.run(
        ["bash", "-c", ". scripts/env.sh && env -0"], cwd=ROOT, capture_output=True, check=True, env=server_env()
    )
    pairs = (item.split("=", 1) for item in done.stdout.decode().split("\0") if "=" in item)
    return {key: value for key, value in pairs if os.environ.get(key) != value}
