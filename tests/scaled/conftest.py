"""The scaled layout started by the test command: PostgreSQL, Redis, SeaweedFS, two backend workers and
nginx (deploy/stack.py, what `make run-scaled` runs), in a folder of the session's own."""

import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from bench.harness import free_port
from bench.servers import LOAD_SETTINGS
from deploy.stack import Stack


@pytest.fixture(scope="session")
def stack() -> Iterator[Stack]:
    # Not under pytest's own folder: that one is private to root, and PostgreSQL runs as `postgres`.
    root = Path(tempfile.mkdtemp(prefix="xuezhongwen-scaled-"))
    root.chmod(0o755)
    try:
        with Stack(root=root, port=free_port(), workers=2, settings=LOAD_SETTINGS) as started:
            yield started
    finally:
        shutil.rmtree(root, ignore_errors=True)
