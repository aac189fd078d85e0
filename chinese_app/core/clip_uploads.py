"""Real listen clips an admin uploads on /admin: the clip file (JSON) and its videos, imported exactly
as `content import-clips FILE.json` imports them (content.clip_import: all or none)."""

import re
import tempfile
from collections.abc import Callable
from pathlib import Path

from chinese_app.content import clip_import
from chinese_app.core import decks
from chinese_app.core.accounts import require_admin
from chinese_app.core.errors import BadInput
from chinese_app.db import outside_transaction
from chinese_app.identity import Principal
from chinese_app.media import get_media

_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9._ -]{0,120}")
ONE_JSON = "Choose one clip file (.json) and the videos it names."


@outside_transaction
def import_uploaded_clips(
    user: Principal, files: list[tuple[str, bytes]], progress: Callable[[str, int, int], None] | None = None
) -> str:
    """Import the uploaded clip file with the videos beside it; what was imported, or BadInput with
    every bad entry (nothing is imported then)."""
    require_admin(user)
    names = [Path(name or "").name for name, _data in files]
    if any(not _NAME.fullmatch(name) for name in names) or len(set(names)) != len(names):
        raise BadInput("File names may hold letters, digits, spaces, dots and dashes, each name once.")
    clip_files = [name for name in names if name.lower().endswith(".json")]
    if len(clip_files) != 1:
        raise BadInput(ONE_JSON)
    with tempfile.TemporaryDirectory(prefix="clip-upload-") as folder:
        for name, (_original, data) in zip(names, files, strict=True):
            (Path(folder) / name).write_bytes(data)
        try:
            result = clip_import.import_clips(Path(folder) / clip_files[0], get_media(), progress)
        except clip_import.ClipImportError as error:
            raise BadInput("Nothing was imported:\n" + "\n".join(error.problems)) from None
    decks.forget_content_totals()
    return str(result)
