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
from chinese_app.core.errors import BadInput, NotFound
from chinese_app.core.limits import DESCRIPTION_LENGTH, DESCRIPTION_LENGTH_ERROR, MAX_ATTEMPT_CHARS, PERFECT_SCORE
from chinese_app.core.sessions import CardMoved
from chinese_app.identity import Principal
from chinese_app.models import Card, Sentence


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
    sentence = db.get(Sentence, attempt.card.content_id)  # read once: held here for the log and the answer
    if not attempt.retried:  # a retried request was logged the first time
        if sentence is None:
            raise NotFound("Sentence not found")  # nothing kept: the deck and the statistics stay in step
        stats.log_sentence_attempt(db, user, sentence, score, timestamp, attempt_id)
    completed = sessions.complete_daily_session(db, attempt)
    return TranslationAttempt(
        **attempt.moved.model_dump(), completedToday=completed, correct_translation=sentence.chinese if sentence else ""
    )


class DescriptionAttempt(CardMoved):
    """After a described picture: the piles, and whether it completed today's daily session."""

    completedToday: bool


DESCRIBED = 1  # SPEC §7: a logged description scores 1, and the picture is done


def record_description(
    db: Session,
    user: Principal,
    deck_id: str,
    card_id: object,
    description: object,
    ai_feedback: object = None,
    image_url: object = None,
    attempt_id: object = None,
) -> DescriptionAttempt:
    """A picture described (its feedback already shown): the card is done, and the deck's log keeps
    what SPEC §7 lists (userDescription, aiFeedback, characterCount, imageId, imageUrl). A daily
    session whose last picture this was is complete."""
    description = text(description, "description", MAX_ATTEMPT_CHARS)
    low, high = DESCRIPTION_LENGTH
    if not low <= len(description) <= high:
        raise BadInput(DESCRIPTION_LENGTH_ERROR)
    if ai_feedback is not None and not isinstance(ai_feedback, dict):
        raise BadInput("aiFeedback must be an object")
    # The picture is the card's own (record_attempt refuses a card of another deck or learner).
    card = db.get(Card, card_id) if isinstance(card_id, str) else None
    feedback = {
        "userDescription": description,
        "aiFeedback": ai_feedback,
        "characterCount": len(description),
        "imageId": card.content_id if card is not None and card.deck_id == deck_id else None,
        "imageUrl": text(image_url, "imageUrl", 2000),
    }
    attempt = sessions.record_attempt(
        db, user, deck_id, card_id, True, DESCRIBED, feedback, kind="describe", attempt_id=attempt_id
    )
    completed = sessions.complete_daily_session(db, attempt)
    return DescriptionAttempt(**attempt.moved.model_dump(), completedToday=completed)


class ListenAttempt(CardMoved):
    """After a listen answer: the piles, and whether it completed today's daily session."""

    completedToday: bool


def record_listen(
    db: Session,
    user: Principal,
    deck_id: str,
    card_id: object,
    result: object,
    timestamp: object = None,
    attempt_id: object = None,
) -> ListenAttempt:
    """A listen answer after the reveal: Got it (correct) completes the clip, Try again (incorrect)
    leaves it to come back later in the session. Logged for the deck and for the statistics
    (SPEC §7's flashcards log) alike; a daily session whose last clip this was is complete."""
    result = stats.listen_result(result)
    attempt = sessions.record_attempt(
        db, user, deck_id, card_id, result == "correct", None, {"result": result}, kind="listen", attempt_id=attempt_id
    )
    if not attempt.retried:  # a retried request was logged the first time
        stats.log_flashcard(db, user, attempt.card.content_id, result, timestamp, attempt_id)
    completed = sessions.complete_daily_session(db, attempt)
    return ListenAttempt(**attempt.moved.model_dump(), completedToday=completed)
