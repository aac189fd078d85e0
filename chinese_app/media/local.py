"""Media as files under one folder, served by /api/media with HMAC-signed, expiring URLs."""

import hashlib
import hmac
import math
import re
import shutil
import time
from pathlib import Path

_KEY = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]*(/[A-Za-z0-9][A-Za-z0-9._-]*)*")
_SIGNATURE = re.compile(r"[0-9a-f]{32}")


class InvalidSignature(Exception):
    pass


def check_key(key: str) -> str:
    """Keys are relative paths of plain names: no '..', no absolute paths, no odd characters."""
    if not _KEY.fullmatch(key) or ".." in key.split("/"):
        raise ValueError(f"invalid media key: {key!r}")
    return key


class LocalMedia:
    def __init__(self, root: Path, secret: str):
        self.root = root
        # A key of its own, derived from the app secret: a media signature can never sign a token.
        self._secret = hmac.new(secret.encode(), b"media-urls", hashlib.sha256).digest()

    def path(self, key: str) -> Path:
        return self.root / check_key(key)

    def put_file(self, key: str, path: Path, content_type: str = "") -> None:
        target = self.path(key)
        target.parent.mkdir(parents=True, exist_ok=True)
        tmp = target.with_suffix(target.suffix + ".part")
        shutil.copyfile(path, tmp)
        tmp.replace(target)  # readers never see half a file

    def put_bytes(self, key: str, data: bytes, content_type: str = "") -> None:
        target = self.path(key)
        target.parent.mkdir(parents=True, exist_ok=True)
        tmp = target.with_suffix(target.suffix + ".part")
        tmp.write_bytes(data)
        tmp.replace(target)

    def read(self, key: str) -> bytes:
        return self.path(key).read_bytes()

    def delete(self, key: str) -> None:
        self.path(key).unlink(missing_ok=True)

    def exists(self, key: str) -> bool:
        return self.path(key).is_file()

    def _signature(self, key: str, expires: int) -> str:
        return hmac.new(self._secret, f"{key}\n{expires}".encode(), hashlib.sha256).hexdigest()[:32]

    def url(self, key: str, ttl_seconds: int = 3600) -> str:
        # Expiry rounded up to the hour: the same URL for an hour lets the browser cache the file.
        expires = math.ceil((time.time() + ttl_seconds) / 3600) * 3600
        return f"/api/media/{check_key(key)}?expires={expires}&signature={self._signature(key, expires)}"

    def verify(self, key: str, expires: int, signature: str) -> Path:
        """The file behind a signed URL, or InvalidSignature (forged, altered or expired)."""
        check_key(key)
        if not _SIGNATURE.fullmatch(signature) or expires < time.time():
            raise InvalidSignature(key)
        if not hmac.compare_digest(signature, self._signature(key, expires)):
            raise InvalidSignature(key)
        return self.path(key)
