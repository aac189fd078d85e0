"""Evaluating answers: check the input, find the reference content, ask the evaluator.

These functions hold no database session while the evaluator works (a hosted model may take
seconds): they look the reference up in one short transaction and log in another.
"""

from chinese_app.chinese.pinyin import sentence_pinyin
from chinese_app.core.errors import BadInput, NotFound
from chinese_app.db import in_transaction
from chinese_app.evaluation import get_evaluator
from chinese_app.identity import Principal
from chinese_app.models import DescriptionLog, Picture, Sentence

DESCRIPTION_LENGTH = (25, 100)
DESCRIPTION_LENGTH_ERROR = "Description must be between 25 and 100 characters."
MAX_ATTEMPT_CHARS = 500


def _text(value: object, name: str, limit: int = MAX_ATTEMPT_CHARS) -> str:
    if value is None:
        return ""
    if not isinstance(value, str):
        raise BadInput(f"{name} must be text")
    if len(value) > limit:
        raise BadInput(f"{name} must be at most {limit} characters")
    return value.strip()


def _sentence(db, sentence_id: object) -> tuple[str, str, str] | None:
    sentence = db.get(Sentence, sentence_id) if isinstance(sentence_id, str) else None
    return (sentence.english, sentence.chinese, sentence.level) if sentence else None


def evaluate_translation(
    user: Principal,
    sentence_id: object,
    english: object,
    attempt: object,
    correct_chinese: object,
    level: object,
) -> dict:
    """Score an attempt 0-3 against the stored sentence (or, for a sentence the server does not
    know, against the given correct_chinese)."""
    attempt = _text(attempt, "chinese_attempt")
    if not attempt:
        raise BadInput("Please enter your translation")
    stored = in_transaction(_sentence, sentence_id)
    if stored is not None:
        english, reference, level = stored
    else:
        english, reference, level = (
            _text(english, "english"),
            _text(correct_chinese, "correct_chinese"),
            str(level or ""),
        )
        if not reference:
            raise NotFound("Sentence not found")
    return get_evaluator().translate(english, attempt, reference, level)


def _picture(db, image_id: object) -> tuple[str, str] | None:
    picture = db.get(Picture, image_id) if isinstance(image_id, str) else None
    return (picture.id, picture.description_zh) if picture else None


def _log_description(db, user: Principal, picture_id: str, description: str) -> None:
    db.add(
        DescriptionLog(
            user_id=user.uid, picture_id=picture_id, description=description, character_count=len(description)
        )
    )


def evaluate_description(user: Principal, image_id: object, description: object) -> dict:
    """Feedback on a 25-100 character description of a picture; the description is kept so the
    describe page can offer pictures not described yet."""
    description = _text(description, "description", limit=100_000)  # any length gets SPEC's message below
    low, high = DESCRIPTION_LENGTH
    if not low <= len(description) <= high:
        raise BadInput(DESCRIPTION_LENGTH_ERROR)
    picture = in_transaction(_picture, image_id)
    if picture is None:
        raise NotFound("Image not found")
    picture_id, reference = picture
    result = get_evaluator().describe(description, reference, sentence_pinyin(reference))
    in_transaction(_log_description, user, picture_id, description)
    return {**result, "characterCount": len(description)}
