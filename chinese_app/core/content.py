"""Shared content as learners see it (the answer shapes of sentences, pictures and clips), and which
content a deck type draws from."""

from typing import Any

from pydantic import Field
from sqlalchemy import and_
from sqlmodel import Session, col, select

from chinese_app.core.blur import BlurBox
from chinese_app.core.blur import shown as blur_boxes
from chinese_app.media import get_media
from chinese_app.models import Clip, Picture, Sentence
from chinese_app.wire import Answer

PICTURE_URL_TTL = 6 * 3600  # long enough for a session; URLs are re-signed on every fetch
CLIP_URL_TTL = 3600


class SentenceContent(Answer):
    """A translate card: the English shown, the Chinese expected, its pinyin and HSK level."""

    id: str
    english: str
    chinese: str
    pinyin: str
    level: str


class PictureContent(Answer):
    """A describe card (and a deck background): a picture behind a short-lived signed URL."""

    id: str
    imageUrl: str
    filename: str
    firebase_storage_path: str
    hsk_level: int


class ClipContent(Answer):
    """A listen card: a spoken sentence; `blur` boxes hide its burned-in subtitle until the reveal."""

    id: str
    videoId: str
    start: int | float  # seconds into the video
    end: float
    chinese: str
    english: str
    pinyin: str
    blur: list[dict[str, Any]]
    videoPath: str
    # The blur list's boxes as fractions of the frame, whatever form each was given in (core.blur),
    # for the listen page; not on the wire, whose shape is SPEC §3's.
    boxes: list[BlurBox] = Field(default_factory=list, exclude=True)
    frame: tuple[int, int] = Field((1280, 720), exclude=True)  # the video's width and height in pixels


Content = SentenceContent | PictureContent | ClipContent


OFFERED = col(Picture.withdrawn).is_(False)


def offered(query):
    """Only the pictures an admin has not withdrawn (learners' logs keep pointing at the others)."""
    return query.where(OFFERED)


def content_ids(db: Session, deck_type: str, level: str = "") -> list[str]:
    """Every content id a deck of this type (and level) can draw from, in a stable order."""
    if deck_type == "translate":
        query = select(Sentence.id).where(Sentence.level == level).order_by(Sentence.id)
    elif deck_type == "describe":
        query = offered(select(Picture.id)).order_by(Picture.id)
    else:
        query = select(Clip.id).order_by(Clip.id)
    return list(db.exec(query).all())


def picture_url(picture: Picture) -> str:
    return get_media().url(picture.media_key, PICTURE_URL_TTL)


def sentence_content(s: Sentence) -> SentenceContent:
    return SentenceContent(id=s.id, english=s.english, chinese=s.chinese, pinyin=s.pinyin, level=s.level)


def picture_content(p: Picture) -> PictureContent:
    return PictureContent(
        id=p.id,
        imageUrl=picture_url(p),
        filename=p.media_key.rsplit("/", 1)[-1],
        firebase_storage_path=p.media_key,
        hsk_level=p.hsk_level,
    )


def clip_content(clip: Clip, sentence: Sentence) -> ClipContent:
    return ClipContent(
        id=clip.id,
        videoId=clip.id,
        start=0,
        end=round(clip.duration, 2),
        chinese=sentence.chinese,
        english=sentence.english,
        pinyin=sentence.pinyin,
        blur=clip.blur,
        videoPath=clip.video_path,
        boxes=blur_boxes(clip.blur, (clip.width, clip.height)),
        frame=(clip.width, clip.height),
    )


def with_content(query, deck_type: str, content_id):
    """`query` with the content its `content_id` column names outer-joined onto each row (None:
    withdrawn or gone), read by `content_from`: a session's cards and their content in one statement."""
    if deck_type == "translate":
        return query.add_columns(Sentence).outerjoin(Sentence, Sentence.id == content_id)
    if deck_type == "describe":
        return query.add_columns(Picture).outerjoin(Picture, and_(Picture.id == content_id, OFFERED))
    return (
        query.add_columns(Clip, Sentence)
        .outerjoin(Clip, Clip.id == content_id)
        .outerjoin(Sentence, Sentence.id == Clip.sentence_id)
    )


def content_from(deck_type: str, joined: tuple) -> Content | None:
    """What learners see of the content `with_content` joined onto a row (its last columns)."""
    if deck_type == "translate":
        return sentence_content(joined[-1]) if joined[-1] is not None else None
    if deck_type == "describe":
        return picture_content(joined[-1]) if joined[-1] is not None else None
    clip, sentence = joined[-2], joined[-1]
    return clip_content(clip, sentence) if clip is not None and sentence is not None else None
