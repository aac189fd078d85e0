"""Copy local media to S3, for a deployment moving its media there: every file under the local media
folder whose key S3 lacks (or holds with another size) is uploaded; running it again copies nothing."""

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from chinese_app.media.local import check_key
from chinese_app.media.s3 import S3Media

CONTENT_TYPES = {".jpg": "image/jpeg", ".jpeg": "image/jpeg", ".png": "image/png", ".mp4": "video/mp4"}


@dataclass
class Synced:
    copied: int = 0
    present: int = 0


def local_keys(root: Path) -> list[tuple[str, Path]]:
    """(key, file) for every media file under `root` (half-written `.part` files left out)."""
    out = []
    for path in sorted(root.rglob("*")):
        if not path.is_file() or path.suffix == ".part":
            continue
        key = path.relative_to(root).as_posix()
        try:
            out.append((check_key(key), path))
        except ValueError:
            continue  # not a media key (a stray file): never uploaded
    return out


def sync(root: Path, target: S3Media, progress: Callable[[int, int], None] = lambda done, total: None) -> Synced:
    files = local_keys(root)
    result = Synced()
    for done, (key, path) in enumerate(files, 1):
        if target.size(key) == path.stat().st_size:
            result.present += 1
        else:
            target.put_file(key, path, CONTENT_TYPES.get(path.suffix.lower(), ""))
            result.copied += 1
        progress(done, len(files))
    return result
