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
# inheriting Reflex's internal __REFLEX_SKIP_COMPILE would skip installing the frontend packages and fail
# its build; the memory state manager would not suit a served app either.
def _in_process_only(name: str) -> bool:
    return name.startswith("__REFLEX_") or name == "REFLEX_STATE_MANAGER_MODE"


def server_env(**overrides: str) -> dict[str, str]:
    """The environment for a served app: this process's, without the in-process switches, plus overrides."""
    return {**{k: v for k, v in os.environ.items() if not _in_process_only(k)}, **overrides}
