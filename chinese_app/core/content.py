"""Shared content as learners see it (SPEC §3 shapes), and which content a deck type draws from."""

from sqlmodel import Session, col, select

from chinese_app.core.checks import shown
from chinese_app.core.errors import BadInput
from chinese_app.media import get_media
from chinese_app.models import Clip, Picture, Sentence

DECK_TYPES = ("translate", "describe", "listen")
LEVELS = ("1", "2", "3", "4", "5", "6", "7-9")
PICTURE_URL_TTL = 6 * 3600  # long enough for a session; URLs are re-signed on every fetch
CLIP_URL_TTL = 3600


def parse_type(value: object) -> str:
    if value not in DECK_TYPES:
        raise BadInput(f"Unknown deck type: {shown(value)}. Use one of: {', '.join(DECK_TYPES)}")
    return value  # type: ignore[return-value]


def parse_level(value: object) -> str:
    """An HSK level: 1-6 (number or text) or "7-9"."""
    text = str(value).strip() if isinstance(value, int | str) and not isinstance(value, bool) else ""
    if text in LEVELS:
        return text
    raise BadInput(f"Unknown HSK level: {shown(value)}. Use 1-6 or 7-9")


def content_ids(db: Session, deck_type: str, level: str = "") -> list[str]:
    """Every content id a deck of this type (and level) can draw from, in a stable order."""
    if deck_type == "translate":
        query = select(Sentence.id).where(Sentence.level == level).order_by(Sentence.id)
    elif deck_type == "describe":
        query = select(Picture.id).order_by(Picture.id)
    else:
        query = select(Clip.id).order_by(Clip.id)
    return list(db.exec(query).all())


def picture_url(picture: Picture) -> str:
    return get_media().url(picture.media_key, PICTURE_URL_TTL)


def sentence_json(s: Sentence) -> dict:
    return {"id": s.id, "english": s.english, "chinese": s.chinese, "pinyin": s.pinyin, "level": s.level}


def picture_json(p: Picture) -> dict:
    return {
        "id": p.id,
        "imageUrl": picture_url(p),
        "filename": p.media_key.rsplit("/", 1)[-1],
        "firebase_storage_path": p.media_key,
        "hsk_level": p.hsk_level,
    }


def clip_json(clip: Clip, sentence: Sentence) -> dict:
    return {
        "id": clip.id,
        "videoId": clip.id,
        "start": 0,
        "end": round(clip.duration, 2),
        "chinese": sentence.chinese,
        "english": sentence.english,
        "pinyin": sentence.pinyin,
        "blur": clip.blur,
        "videoPath": clip.video_path,
    }


def contents(db: Session, deck_type: str, ids: list[str]) -> dict[str, dict]:
    """Content id -> its SPEC shape, for many ids at once (one query per table)."""
    if not ids:
        return {}
    if deck_type == "translate":
        rows = db.exec(select(Sentence).where(col(Sentence.id).in_(ids))).all()
        return {s.id: sentence_json(s) for s in rows}
    if deck_type == "describe":
        rows = db.exec(select(Picture).where(col(Picture.id).in_(ids))).all()
        return {p.id: picture_json(p) for p in rows}
    pairs = db.exec(select(Clip, Sentence).join(Sentence).where(col(Clip.id).in_(ids))).all()
    return {clip.id: clip_json(clip, sentence) for clip, sentence in pairs}
