"""Media (pictures and clips): stored under a key, handed to browsers as short-lived signed URLs.

The embedded default, and so far the only store, keeps files under MEDIA_DIR (local.py).
"""

from functools import lru_cache
from pathlib import Path
from typing import Protocol


class Media(Protocol):
    def put_file(self, key: str, path: Path, content_type: str) -> None: ...

    def put_bytes(self, key: str, data: bytes, content_type: str) -> None: ...

    def read(self, key: str) -> bytes: ...

    def delete(self, key: str) -> None: ...

    def exists(self, key: str) -> bool: ...

    def url(self, key: str, ttl_seconds: int = 3600) -> str: ...


@lru_cache
def get_media() -> Media:
    from chinese_app.media.local import LocalMedia
    from chinese_app.settings import get_settings

    settings = get_settings()
    return LocalMedia(settings.media_dir_effective, settings.secret_key_effective)
