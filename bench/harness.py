"""What the benchmarks and the tests both need to drive the app: a free port and Debian's Chromium."""

import os
import socket

CHROMIUM = "/usr/bin/chromium"
# Headless, and nothing that reaches for the network this machine does not have.
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


# In-process switches the state tests set (their conftest is imported with every collection): a served app
# inheriting REFLEX_SKIP_COMPILE would skip installing the frontend packages and fail its build.
_IN_PROCESS_ONLY = ("REFLEX_SKIP_COMPILE", "REFLEX_STATE_MANAGER_MODE")


def server_env(**overrides: str) -> dict[str, str]:
    """The environment for a served app: this process's, without the in-process switches, plus overrides."""
    env = {k: v for k, v in os.environ.items() if k not in _IN_PROCESS_ONLY}
    return {**env, **overrides}
