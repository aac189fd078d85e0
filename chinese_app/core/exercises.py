"""One call per exercise attempt, used by both doors.

Each call checks the caller owns the deck, moves the card between piles (an FSRS review when it is
the card's first attempt of the day), writes the exercise's own log and completes a daily session
whose last card this was: all in the caller's one transaction. It answers what the page needs
next, so no door recomputes piles. Evaluating an answer comes before, outside any transaction
(evaluate.py). An exercise's call is sessions.record_attempt(kind=...), then its own log, then
sessions.complete_daily_session.
"""

from sqlmodel import Session

from chinese_app.core import sessions, stats
from chinese_app.core.checks import text, whole_number
from chinese_app.core.limits import MAX_ATTEMPT_CHARS, PERFECT_SCORE
from chinese_app.core.sessions import CardMoved
from chinese_app.identity import Principal
from chinese_app.models import Sentence


class TranslationAttempt(CardMoved):
    """After a translate attempt: the piles, whether it completed today's daily session, and the
    sentence's Chinese (the answer is revealed once the attempt is scored)."""

    completedToday: bool
    correct_translation: str


def record_translation(
    db: Session,
    user: Principal,
    deck_id: str,
    card_id: object,
    score: object,
    answer: object = None,
    timestamp: object = None,
    attempt_id: object = None,
) -> TranslationAttempt:
    """A scored translation (0-3; I give up! is 0, with no answer): full marks complete the sentence,
    anything less leaves it to try again. Logged for the deck and for the statistics alike. The
    attempt id (the client's idempotency key) makes a retried request change nothing; from a client
    that sends none, the answer is kept with the attempt, so that only the same answer again within
    a few seconds counts as a retried request (two different tries scoring alike are two attempts)."""
    score = whole_number(score, "score", 0, PERFECT_SCORE)
    answer = text(answer, "answer", MAX_ATTEMPT_CHARS)
    feedback = {"answer": answer} if answer else None
    # The pile follows from the score (sessions._outcome): full marks complete the sentence.
    attempt = sessions.record_attempt(
        db, user, deck_id, card_id, None, score, feedback, kind="translate", attempt_id=attempt_id
    )
    sentence_id = attempt.card.content_id
    if not attempt.retried:  # a retried request was logged the first time
        stats.log_translation(db, user, sentence_id, score, timestamp, attempt_id)
    completed = sessions.complete_daily_session(db, attempt)
    sentence = db.get(Sentence, sentence_id)
    return TranslationAttempt(
        **attempt.moved.model_dump(), completedToday=completed, correct_translation=sentence.chinese if sentence else ""
    )
