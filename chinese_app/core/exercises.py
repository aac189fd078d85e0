"""Evaluating answers: check the input, find the reference content, ask the evaluator."""

from sqlmodel import Session

from chinese_app.core.errors import BadInput, NotFound
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


def evaluate_translation(
    db: Session,
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
    sentence = db.get(Sentence, sentence_id) if isinstance(sentence_id, str) else None
    if sentence is not None:
        english, reference, level = sentence.english, sentence.chinese, sentence.level
    else:
        english, reference, level = (
            _text(english, "english"),
            _text(correct_chinese, "correct_chinese"),
            str(level or ""),
        )
        if not reference:
            raise NotFound("Sentence not found")
    return get_evaluator().translate(english, attempt, reference, level)


def evaluate_description(db: Session, user: Principal, image_id: object, description: object) -> dict:
    """Feedback on a 25-100 character description of a picture; the description is kept so the
    describe page can offer pictures not described yet."""
    description = _text(description, "description", limit=100_000)  # any length gets SPEC's message below
    low, high = DESCRIPTION_LENGTH
    if not low <= len(description) <= high:
        raise BadInput(DESCRIPTION_LENGTH_ERROR)
    picture = db.get(Picture, image_id) if isinstance(image_id, str) else None
    if picture is None:
        raise NotFound("Image not found")
    from chinese_app.chinese.pinyin import sentence_pinyin

    result = get_evaluator().describe(description, picture.description_zh, sentence_pinyin(picture.description_zh))
    db.add(
        DescriptionLog(
            user_id=user.uid, picture_id=picture.id, description=description, character_count=len(description)
        )
    )
    db.flush()
    return {**result, "characterCount": len(description)}
