"""Signed links to shared media, only for files the content knows about."""

from sqlmodel import Session, select

from chinese_app.core.content import CLIP_URL_TTL
from chinese_app.core.errors import NotFound
from chinese_app.media import get_media
from chinese_app.models import Clip
from chinese_app.wire import Answer


class MediaUrl(Answer):
    url: str


def clip_url(db: Session, path: str) -> MediaUrl:
    """A short-lived URL for a clip's video; any other path is refused (404)."""
    if db.exec(select(Clip.id).where(Clip.video_path == path)).first() is None:
        raise NotFound("Video not found")
    return MediaUrl(url=get_media().url(path, CLIP_URL_TTL))
