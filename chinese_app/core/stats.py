"""Practice logs and the translation statistics."""

from datetime import timedelta

from sqlalchemy import case, false, func, or_
from sqlmodel import Session, col, select

from chinese_app.core import checks, clock, learner
from chinese_app.core.catalogue import LEVELS
from chinese_app.core.checks import whole_number
from chinese_app.core.errors import BadInput, NotFound
from chinese_app.core.limits import PERFECT_SCORE
from chinese_app.db import reads_only
from chinese_app.identity import Principal
from chinese_app.models import Clip, FlashcardLog, Sentence, TranslateLog
from chinese_app.wire import Answer

FIRST_SHOT_WINDOW = 200  # the last 200 attempts at a level


class Logged(Answer):
    logged: bool


class TranslationLogged(Logged):
    firstTry: bool  # the learner's first attempt at this sentence on this app day


class LevelStats(Answer):
    totalTranslated: int
    firstShotPercentage: float


class TranslateStats(Answer):
    totalSentencesTranslated: int
    levelStats: dict[str, LevelStats]


class DayCount(Answer):
    date: str
    count: int


def _client_timestamp(value: object) -> str | None:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int | float | str):
        raise BadInput("timestamp must be a number or a string")
    return str(value)[:40]


def log_translation(
    db: Session,
    user: Principal,
    sentence_id: object,
    score: object,
    timestamp: object = None,
    attempt_id: object = None,
) -> TranslationLogged:
    """Record one translation attempt. The first attempt at a sentence on an app day is its 'first
    shot'; later ones that day are retries. An attempt id already logged is a retried request."""
    # A bad score or attempt id is told before an unknown sentence, as the API always has
    score, attempt_id = whole_number(score, "score", 0, PERFECT_SCORE), checks.attempt_id(attempt_id)
    sentence = db.get(Sentence, sentence_id) if isinstance(sentence_id, str) else None
    if sentence is None:
        raise NotFound("Sentence not found")
    return log_sentence_attempt(db, user, sentence, score, timestamp, attempt_id)


def log_sentence_attempt(
    db: Session,
    user: Principal,
    sentence: Sentence,
    score: object,
    timestamp: object = None,
    attempt_id: object = None,
) -> TranslationLogged:
    """log_translation for a sentence the caller has read (an exercise's own call reads it once)."""
    score = whole_number(score, "score", 0, PERFECT_SCORE)
    attempt_id = checks.attempt_id(attempt_id)
    learner.lock(db, user.uid)  # two logs at once cannot both be the day's first
    day = clock.today(db, user)
    # One read answers both questions: was this attempt id logged (a retried request), and was the
    # sentence tried today (then this is no first shot). The attempt id's own row comes first.
    today = (TranslateLog.sentence_id == sentence.id) & (TranslateLog.day == day)
    same = TranslateLog.attempt_id == attempt_id if attempt_id is not None else false()
    is_same = case((same, 1), else_=0).label("same")
    earlier = db.exec(
        select(TranslateLog.first_try, is_same)
        .where(TranslateLog.user_id == user.uid, or_(same, today))
        .order_by(is_same.desc())
        .limit(1)
    ).first()
    if earlier is not None and earlier.same:
        return TranslationLogged(logged=True, firstTry=earlier.first_try)
    log = TranslateLog(
        user_id=user.uid,
        sentence_id=sentence.id,
        level=sentence.level,
        score=score,
        day=day,
        first_try=earlier is None,
        client_timestamp=_client_timestamp(timestamp),
        attempt_id=attempt_id,
    )
    db.add(log)
    db.flush()
    return TranslationLogged(logged=True, firstTry=log.first_try)


LISTEN_RESULTS = ("correct", "incorrect")  # Got it, Try again


def listen_result(result: object) -> str:
    if result not in LISTEN_RESULTS:
        raise BadInput("result must be 'correct' or 'incorrect'")
    return result


def log_flashcard(
    db: Session, user: Principal, chunk_id: object, result: object, timestamp: object = None, attempt_id: object = None
) -> Logged:
    """Record one listen answer; an attempt id already logged is a retried request."""
    result = listen_result(result)
    attempt_id = checks.attempt_id(attempt_id)
    if not isinstance(chunk_id, str) or db.get(Clip, chunk_id) is None:
        raise NotFound("Clip not found")
    if attempt_id is not None:
        learner.lock(db, user.uid)  # a retry racing its original finds it
        if _logged(db, FlashcardLog, user, attempt_id) is not None:
            return Logged(logged=True)
    db.add(
        FlashcardLog(
            user_id=user.uid,
            clip_id=chunk_id,
            correct=result == "correct",
            day=clock.today(db, user),
            client_timestamp=_client_timestamp(timestamp),
            attempt_id=attempt_id,
        )
    )
    db.flush()
    return Logged(logged=True)


def _logged(db: Session, table, user: Principal, attempt_id: str):
    """The log a client's attempt id already made, if any."""
    query = select(table).where(table.user_id == user.uid, table.attempt_id == attempt_id).limit(1)
    return db.exec(query).first()


@reads_only
def translate_stats(db: Session, user: Principal) -> TranslateStats:
    """Per level: sentences translated (first attempts, one per sentence and day) and the share of
    the last FIRST_SHOT_WINDOW of them that scored 3 straight away. Counted in the database, so the
    cost does not grow with the length of the history."""
    first_shots = select(TranslateLog).where(TranslateLog.user_id == user.uid, col(TranslateLog.first_try))
    every = first_shots.subquery()
    totals = dict(db.exec(select(every.c.level, func.count()).group_by(every.c.level)).all())
    level_stats = {}
    for level in LEVELS:
        if not totals.get(level):
            continue
        recent = (
            first_shots.where(TranslateLog.level == level)
            .order_by(col(TranslateLog.at).desc(), col(TranslateLog.id).desc())
            .limit(FIRST_SHOT_WINDOW)
            .subquery()
        )
        n, right = db.exec(select(func.count(), func.sum(case((recent.c.score == PERFECT_SCORE, 1), else_=0)))).one()
        level_stats[level] = LevelStats(
            totalTranslated=totals[level], firstShotPercentage=round(100 * (right or 0) / n, 1)
        )
    return TranslateStats(
        totalSentencesTranslated=sum(s.totalTranslated for s in level_stats.values()), levelStats=level_stats
    )


@reads_only
def activity(db: Session, user: Principal, days: int = 30) -> list[DayCount]:
    """Translations per app day for the last `days` days, oldest first, days without practice as 0."""
    today = clock.today(db, user)
    first = today - timedelta(days=days - 1)
    counts = dict(
        db.exec(
            select(TranslateLog.day, func.count())
            .where(TranslateLog.user_id == user.uid, TranslateLog.day >= first, TranslateLog.day <= today)
            .group_by(TranslateLog.day)
        ).all()
    )
    return [
        DayCount(date=(first + timedelta(days=n)).isoformat(), count=counts.get(first + timedelta(days=n), 0))
        for n in range(days)
    ]
