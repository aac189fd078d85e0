from datetime import UTC, datetime, timedelta

import pytest
from fsrs import Rating

from chinese_app.core import srs
from chinese_app.models import Card

NOW = datetime(2026, 11, 22, 23, 30, tzinfo=UTC)


def review(card: Card, rating: Rating, at: datetime) -> None:
    """Apply one review to the card, as the session's write does."""
    for column, value in srs.review(card, rating, at).items():
        setattr(card, column, value)


@pytest.mark.parametrize(
    ("deck_type", "success", "score", "rating"),
    [
        ("translate", True, 3, Rating.Good),
        ("translate", False, 2, Rating.Hard),
        ("translate", False, 1, Rating.Again),
        ("translate", False, 0, Rating.Again),
        ("listen", True, None, Rating.Good),
        ("listen", False, None, Rating.Again),
        ("describe", True, 1, Rating.Good),
    ],
)
def test_outcome_to_rating(deck_type, success, score, rating):
    assert srs.rating_for(deck_type, success, score) == rating


@pytest.mark.parametrize("rating", list(Rating))
def test_a_card_reviewed_today_is_next_due_on_a_later_day(rating):
    card = Card(deck_id="d", content_id="c")
    review(card, rating, NOW)
    assert card.due.date() > NOW.date()  # no same-day learning steps
    assert card.last_review == NOW and card.reps == 1
    assert srs.status(card) == "review"


def test_intervals_grow_with_good_answers_and_shrink_after_a_lapse():
    card = Card(deck_id="d", content_id="c")
    at, intervals = NOW, []
    for _ in range(4):
        review(card, Rating.Good, at)
        intervals.append(card.due - at)
        at = card.due
    assert intervals == sorted(intervals) and intervals[-1] > timedelta(days=10)
    review(card, Rating.Again, at)
    assert card.due - at < intervals[-1] and card.lapses == 1


def test_new_card_status():
    assert srs.status(Card(deck_id="d", content_id="c")) == "new"
