"""What the benchmarks and the tests both need to drive the app: a free port and Debian's Chromium."""

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
