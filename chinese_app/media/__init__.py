"""Media (pictures and clips): stored under a key, handed to browsers as short-lived signed URLs.

The embedded default keeps files under MEDIA_DIR (local.py); with S3_BUCKET set they live on S3 or
an S3-compatible server (s3.py). The clip renderer, the picture import and admin uploads all write
through this port.
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
    from chinese_app.settings import get_settings

    settings = get_settings()
    if settings.s3_bucket:
        from chinese_app.media.s3 import S3Media

        return S3Media(settings.s3_bucket, settings.s3_endpoint_url, settings.s3_region, settings.s3_prefix)
    from chinese_app.media.local import LocalMedia

    return LocalMedia(settings.media_dir_effective, settings.secret_key_effective)
