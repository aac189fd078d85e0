"""Shared test set-up: every setting pinned, a throwaway DATA_DIR and database per test."""

import os
import tempfile

import pytest

# Pin every setting before chinese_app is imported, so a developer's .env or shell never leaks in.
_BASE_DIR = tempfile.mkdtemp(prefix="chinese-app-tests-")
os.environ.update(
    DATA_DIR=os.path.join(_BASE_DIR, "data"),
    DATABASE_URL="",
    SECRET_KEY="",
    ADMIN_EMAILS="admin@example.com",
    APP_URL="",
    SMTP_HOST="",
)

from chinese_app.db import reset_caches  # noqa: E402
from chinese_app.migrations import upgrade_to_head  # noqa: E402

ADMIN_EMAIL = "admin@example.com"


@pytest.fixture
def data_dir(tmp_path, monkeypatch):
    """A fresh, empty DATA_DIR (and so a fresh SQLite file and secret key) for one test."""
    path = tmp_path / "data"
    monkeypatch.setenv("DATA_DIR", str(path))
    reset_caches()
    yield path
    reset_caches()


@pytest.fixture
def db(data_dir):
    """A migrated database in the test's DATA_DIR."""
    upgrade_to_head()
    return data_dir


def outbox_codes(data_dir) -> list[str]:
    """The reset codes (oobCode) of the mails in DATA_DIR/outbox, oldest first."""
    import email
    import re
    from email import policy

    codes = []
    for path in sorted((data_dir / "outbox").glob("*.eml")):
        body = email.message_from_bytes(path.read_bytes(), policy=policy.default).get_body().get_content()
        codes.append(re.search(r"oobCode=([\w-]+)", body).group(1))
    return codes


def free_port() -> int:
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]
