"""Files only the app's own user may read: DATA_DIR, the database, the outbox, the secret key.

A backup, another user of the machine or a log shipper must not read what these hold (password
hashes, reset links, the signing key), so they are created owner-only, never chmod-ed after the
fact (a file is readable between its creation and a later chmod).
"""

import os
from pathlib import Path

PRIVATE_FILE = 0o600
PRIVATE_DIR = 0o700


def private_dir(path: Path) -> Path:
    """Create `path` (and missing parents) owner-only; an existing folder is left as its owner set it."""
    if not path.is_dir():
        path.mkdir(mode=PRIVATE_DIR, parents=True, exist_ok=True)
    return path


def create_private(path: Path, data: bytes) -> bool:
    """Write a new owner-only file; False if it exists already (two workers racing)."""
    private_dir(path.parent)
    try:
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, PRIVATE_FILE)
    except FileExistsError:
        return False
    with os.fdopen(fd, "wb") as f:
        f.write(data)
    return True


def private_sqlite(database: Path) -> None:
    """SQLite creates its -wal and -shm files with the database's own mode: create the database
    owner-only, and make files left by older versions owner-only too."""
    create_private(database, b"")
    for path in (database, database.with_name(database.name + "-wal"), database.with_name(database.name + "-shm")):
        if path.exists() and path.stat().st_mode & 0o077:
            path.chmod(PRIVATE_FILE)
