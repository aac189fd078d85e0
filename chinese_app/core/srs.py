"""Spaced repetition with FSRS-6 (the `fsrs` package): a pure function of (card, rating, now).

Decks are practised once a day, so the scheduler has no same-day learning steps: py-fsrs's
defaults (1 and 10 minutes) would make a card reviewed today due again today. Without them every
review schedules the card at least one day later, and the interval grows with FSRS's stability.
"""

from datetime import datetime

from fsrs import Card as FsrsCard
from fsrs import Rating, Scheduler, State

from chinese_app.models import Card

_scheduler = Scheduler(desired_retention=0.9, learning_steps=(), relearning_steps=(), enable_fuzzing=True)


def rating_for(deck_type: str, success: bool, score: int | None) -> Rating:
    """Outcome -> FSRS rating: translate 3 Good, 2 Hard, 0-1 Again; listen Got it Good, Try again
    Again; describe (a logged description) Good."""
    if deck_type == "translate":
        if score is None:
            return Rating.Good if success else Rating.Again
        return {3: Rating.Good, 2: Rating.Hard}.get(score, Rating.Again)
    if deck_type == "listen":
        return Rating.Good if success else Rating.Again
    return Rating.Good


# The columns a review changes.
REVIEWED = ("state", "stability", "difficulty", "due", "last_review", "reps", "lapses")


def review(card: Card, rating: Rating, at: datetime) -> dict[str, object]:
    """The card's memory state after one review, as the columns that change (the card is left as it is:
    the caller writes them)."""
    before = FsrsCard(
        state=State(card.state),
        stability=card.stability,
        difficulty=card.difficulty,
        due=card.due or at,
        last_review=card.last_review,
    )
    after, _log = _scheduler.review_card(before, rating, at)
    lapsed = rating == Rating.Again and card.reps > 0  # forgotten after it was once learnt
    return {
        "state": after.state.value,
        "stability": after.stability,
        "difficulty": after.difficulty,
        "due": after.due,
        "last_review": after.last_review,
        "reps": card.reps + 1,
        "lapses": card.lapses + 1 if lapsed else card.lapses,
    }


def status(card: Card) -> str:
    """The card's status as the API shows it."""
    if card.last_review is None:
        return "new"
    return {State.Learning.value: "learning", State.Review.value: "review", State.Relearning.value: "relearning"}[
        card.state
    ]
