"""Pictures an admin adds or withdraws, and the admin's list of them.

An upload is checked and re-encoded in memory first (JPEG, PNG or WebP; at most 10 MB; its longer
side brought down to 1280 px like the shipped pictures; re-saved as JPEG, which drops EXIF, GPS and
any other metadata), then stored through the media port, then recorded: a failure at any step leaves
nothing behind. A withdrawn picture is offered to nobody from then on (content.offered), but learners'
logs and sessions keep their rows.
"""

import io
import re
import secrets
import warnings

from PIL import Image, ImageOps, UnidentifiedImageError
from sqlmodel import Session, col, select

from chinese_app.chinese.hsk import word_level
from chinese_app.chinese.pinyin import sentence_pinyin
from chinese_app.chinese.segment import words
from chinese_app.core import decks
from chinese_app.core.accounts import require_admin
from chinese_app.core.checks import text
from chinese_app.core.content import picture_url
from chinese_app.core.errors import BadInput, NotFound
from chinese_app.db import call, outside_transaction
from chinese_app.identity import Principal
from chinese_app.media import get_media
from chinese_app.models import Picture
from chinese_app.wire import Answer

MAX_UPLOAD_BYTES = 10 * 1024 * 1024
UPLOAD_FORMATS = {"JPEG": "JPEG", "PNG": "PNG", "WEBP": "WebP"}
LONGEST_SIDE = 1280
MAX_PIXELS = 60_000_000  # a larger image is refused before it is decoded (a "decompression bomb")
DESCRIPTION_CHARS = (25, 120)
GLOSS_CHARS = 500
CREDIT_CHARS = 300

TOO_LARGE = "The image is too large (at most 10 MB)."
NOT_AN_IMAGE = "The file is not a JPEG, PNG or WebP image."
# Chinese text: Han characters, Chinese and ASCII punctuation, digits and spaces; no Latin letters.
_HAN = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")
_ALLOWED = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\u3000-\u303f\uff00-\uffef0-9\s.,!?;:()\"'…—·-]+")


class PictureRow(Answer):
    """A picture as the admin page lists it."""

    id: str
    imageUrl: str
    title: str
    description: str
    pinyin: str
    credit: str
    uploaded: bool
    withdrawn: bool


def _row(picture: Picture) -> PictureRow:
    credit = ", ".join(part for part in (picture.author, picture.licence, picture.source) if part)
    return PictureRow(
        id=picture.id,
        imageUrl=picture_url(picture),
        title=picture.title_en,
        description=picture.description_zh,
        pinyin=sentence_pinyin(picture.description_zh),
        credit=credit,
        uploaded=picture.added_by is not None,
        withdrawn=picture.withdrawn,
    )


def list_pictures(db: Session, user: Principal) -> list[PictureRow]:
    """Every picture, uploaded ones first (newest first), withdrawn ones included."""
    require_admin(user)
    pictures = db.exec(select(Picture).order_by(col(Picture.added_by).is_(None), col(Picture.id))).all()
    return [_row(p) for p in pictures]


def chinese_description(value: object) -> str:
    description = text(value, "description", 10_000)
    low, high = DESCRIPTION_CHARS
    if not low <= len(description) <= high:
        raise BadInput(f"The Chinese description must be {low}-{high} characters (it has {len(description)}).")
    if not _ALLOWED.fullmatch(description) or len(_HAN.findall(description)) < len(description) // 2:
        raise BadInput("The Chinese description must be written in Chinese characters (no Latin letters).")
    return description


def reencoded(data: bytes) -> tuple[bytes, int, int]:
    """The upload as a metadata-free JPEG of at most LONGEST_SIDE px, with its size; or BadInput."""
    if len(data) > MAX_UPLOAD_BYTES:
        raise BadInput(TOO_LARGE)
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("error", Image.DecompressionBombWarning)
            with Image.open(io.BytesIO(data)) as image:
                if image.format not in UPLOAD_FORMATS:
                    raise BadInput(NOT_AN_IMAGE)
                if image.width * image.height > MAX_PIXELS:
                    raise BadInput("The image has too many pixels (at most 60 megapixels).")
                image.load()
                picture = ImageOps.exif_transpose(image).convert("RGB")  # the orientation EXIF was about to lose
    except BadInput:
        raise
    except (UnidentifiedImageError, OSError, SyntaxError, ValueError, Image.DecompressionBombError, Warning) as error:
        raise BadInput(NOT_AN_IMAGE) from error
    if picture.width < 64 or picture.height < 64:
        raise BadInput("The image is too small (at least 64 x 64 pixels).")
    picture.thumbnail((LONGEST_SIDE, LONGEST_SIDE), Image.Resampling.LANCZOS)
    out = io.BytesIO()
    picture.save(out, "JPEG", quality=82, progressive=True, optimize=True)  # no exif=, no icc_profile=: stripped
    return out.getvalue(), picture.width, picture.height


def _level(description: str) -> int:
    """The HSK level of the description's hardest listed word (1-6), 4 when none is listed."""
    levels = [level for level in (word_level(w) for w in words(description)) if level]
    return min(max(levels), 6) if levels else 4


def _slug(english: str) -> str:
    words_ = re.findall(r"[a-z0-9]+", english.lower())[:5]
    return "-".join(words_)[:40].strip("-") or "picture"


def _insert(db: Session, user: Principal, picture: Picture) -> PictureRow:
    require_admin(user)
    db.add(picture)
    db.flush()
    return _row(picture)


@outside_transaction
def add_picture(user: Principal, data: bytes, description: object, gloss: object, credit: object) -> PictureRow:
    """An admin's picture: checked, re-encoded, stored through the media port, then offered to
    learners at once. Nothing is stored unless every step succeeds."""
    require_admin(user)
    description = chinese_description(description)
    gloss = text(gloss, "English gloss", GLOSS_CHARS)
    credit = text(credit, "credit line", CREDIT_CHARS)
    if not gloss:
        raise BadInput("Please give an English gloss of the description.")
    if not credit:
        raise BadInput("Please give a credit line (author, source and licence).")
    jpeg, width, height = reencoded(data)
    picture_id = f"{_slug(gloss)}-{secrets.token_hex(3)}"
    key = f"pictures/uploads/{picture_id}.jpg"
    media = get_media()
    media.put_bytes(key, jpeg, "image/jpeg")
    picture = Picture(
        id=picture_id,
        media_key=key,
        width=width,
        height=height,
        title_en=gloss.split(".")[0][:80],
        description_zh=description,
        description_en=gloss,
        hsk_level=_level(description),
        backgrounds=["describe"],
        source=credit,
        author="",
        licence="",
        licence_url="",
        tags=[],
        added_by=user.uid,
    )
    try:
        row = call(_insert, user, picture)
    except BaseException:
        media.delete(key)  # the row never came to be: neither does the file
        raise
    decks.forget_content_totals()
    return row


class PictureWithdrawn(Answer):
    id: str
    withdrawn: bool


def withdraw_picture(db: Session, user: Principal, picture_id: object) -> PictureWithdrawn:
    """Offer the picture to nobody from now on; its file and learners' logs stay."""
    require_admin(user)
    picture = db.get(Picture, picture_id) if isinstance(picture_id, str) else None
    if picture is None:
        raise NotFound("Picture not found")
    picture.withdrawn = True
    db.add(picture)
    decks.forget_content_totals()
    return PictureWithdrawn(id=picture.id, withdrawn=True)
