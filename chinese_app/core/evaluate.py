"""Asking the evaluator about an answer: check the input, find the reference, ask.

A hosted model may take seconds, so every function here is `outside_transaction`: it looks the
reference up in one short transaction and logs in another, never holding a connection or a
learner's lock while the evaluator works. Recording the attempt is the exercise's own attempt call
(exercises.py), in a transaction of its own.
"""

from sqlmodel import col, select

from chinese_app.chinese.pinyin import sentence_pinyin
from chinese_app.core.checks import text
from chinese_app.core.errors import BadInput, NotFound
from chinese_app.core.limits import DESCRIPTION_LENGTH, DESCRIPTION_LENGTH_ERROR, MAX_ATTEMPT_CHARS
from chinese_app.db import call, outside_transaction
from chinese_app.evaluation import DescriptionFeedback, PictureToDescribe, TranslationGrade, get_evaluator
from chinese_app.identity import Principal
from chinese_app.media import get_media
from chinese_app.models import AcceptedAnswer, DescriptionLog, Picture, Sentence

EMPTY_TRANSLATION = "Please enter your translation"


class DescriptionEvaluated(DescriptionFeedback):
    characterCount: int


def _sentence(db, sentence_id: object) -> tuple[str, str, str, tuple[str, ...]] | None:
    """The sentence's English, reference and level, with the answers admins accepted for it
    (learners' reports), which the evaluator grades as good as the reference: one read, a row per
    accepted answer (one row with none, the usual case)."""
    if not isinstance(sentence_id, str):
        return None
    rows = db.exec(
        select(Sentence.english, Sentence.chinese, Sentence.level, AcceptedAnswer.chinese)
        .outerjoin(AcceptedAnswer, col(AcceptedAnswer.sentence_id) == Sentence.id)
        .where(Sentence.id == sentence_id)
        .order_by(col(AcceptedAnswer.id))
    ).all()
    if not rows:
        return None
    english, reference, level, _ = rows[0]
    return english, reference, level, tuple(alternative for *_, alternative in rows if alternative is not None)


@outside_transaction
def evaluate_translation(
    user: Principal,
    sentence_id: object,
    attempt: object,
    english: object = None,
    correct_chinese: object = None,
    level: object = None,
) -> TranslationGrade:
    """Score an attempt 0-3 against the stored sentence and the answers accepted for it (or, for a
    sentence the server does not know, against the given correct_chinese)."""
    attempt = text(attempt, "chinese_attempt", MAX_ATTEMPT_CHARS)
    if not attempt:
        raise BadInput(EMPTY_TRANSLATION)
    stored = call(_sentence, sentence_id)
    alternatives: tuple[str, ...] = ()
    if stored is not None:
        english, reference, level, alternatives = stored
    else:
        english, reference, level = (
            text(english, "english", MAX_ATTEMPT_CHARS),
            text(correct_chinese, "correct_chinese", MAX_ATTEMPT_CHARS),
            str(level or ""),
        )
        if not reference:
            raise NotFound("Sentence not found")
    return get_evaluator().translate(english, attempt, reference, level, alternatives)


def _picture(db, image_id: object) -> tuple[str, PictureToDescribe] | None:
    picture = db.get(Picture, image_id) if isinstance(image_id, str) else None
    if picture is None:
        return None
    key = picture.media_key
    return picture.id, PictureToDescribe(
        reference=picture.description_zh,
        reference_pinyin=sentence_pinyin(picture.description_zh),
        tags=tuple(picture.tags),
        load_image=lambda: (get_media().read(key), "image/jpeg"),
    )


def _log_description(db, user: Principal, picture_id: str, description: str) -> None:
    db.add(
        DescriptionLog(
            user_id=user.uid, picture_id=picture_id, description=description, character_count=len(description)
        )
    )


@outside_transaction
def evaluate_description(user: Principal, image_id: object, description: object) -> DescriptionEvaluated:
    """Feedback on a 25-100 character description of a picture; the description is kept so the
    describe page can offer pictures not described yet."""
    description = text(description, "description", 100_000)  # any length gets the length message below
    low, high = DESCRIPTION_LENGTH
    if not low <= len(description) <= high:
        raise BadInput(DESCRIPTION_LENGTH_ERROR)
    picture = call(_picture, image_id)
    if picture is None:
        raise NotFound("Image not found")
    picture_id, to_describe = picture
    result = get_evaluator().describe(description, to_describe)
    call(_log_description, user, picture_id, description)
    return DescriptionEvaluated(**result.model_dump(), characterCount=len(description))
