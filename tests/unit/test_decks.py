"""Decks and their daily counts, through the core and a real SQLite database."""

from datetime import date, timedelta

import pytest
from sqlmodel import func, select

from chinese_app.core import clock, decks, sessions
from chinese_app.core.errors import BadInput, Conflict, NotFound
from chinese_app.db import session_scope
from chinese_app.models import Card, ReviewLog, SessionCard, StudySession
from tests.conftest import call, user

ALICE, BOB = user("alice", admin=True), user("bob")  # Alice moves her own day


def deck_of(owner, **kw):
    return call(decks.create_deck, owner, **{"deck_type": "translate", "hsk_level": 1, **kw})


def view(owner, deck_id):
    return next(d for d in call(decks.list_decks, owner) if d.id == deck_id)


def set_day(owner, day: date):
    call(clock.set_override, owner, day)


def test_create_deck_defaults(content):
    deck = deck_of(ALICE)
    assert deck.type == "translate" and deck.hskLevel == "1" and deck.isVirtual is False
    assert (deck.newPerDay, deck.maxDuePerDay) == (5, 20)
    assert (deck.newCount, deck.dueCount) == (5, 0)
    assert deck.sessionPiles.model_dump() == {"remaining": 0, "again": 0, "done": 0}
    assert not deck.completedToday and not deck.hasStartedSessionToday and not deck.sessionFullyComplete


def test_one_daily_deck_per_type_and_level(content):
    deck_of(ALICE, hsk_level="1")
    with pytest.raises(Conflict, match="You already have daily translate exercises for HSK level 1"):
        deck_of(ALICE, hsk_level=1)
    deck_of(ALICE, hsk_level=2)
    call(decks.create_deck, ALICE, "listen")
    with pytest.raises(Conflict, match="^You already have daily listen exercises$"):
        call(decks.create_deck, ALICE, "listen")
    deck_of(BOB, hsk_level=1)  # other learners have their own


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"deck_type": "flashcards"}, "Unknown deck type"),
        ({"hsk_level": 7}, "Unknown HSK level"),
        ({"hsk_level": None}, "Unknown HSK level"),
        ({"new_per_day": 0}, "newPerDay must be a whole number from 1 to 20"),
        ({"new_per_day": 21}, "newPerDay"),
        ({"new_per_day": "five"}, "newPerDay"),
        ({"new_per_day": True}, "newPerDay"),
        ({"background_image": "no-such-picture"}, "Unknown background image"),
    ],
)
def test_bad_deck_input(content, kwargs, message):
    with pytest.raises(BadInput, match=message):
        deck_of(ALICE, **kwargs)


def test_new_count_is_limited_by_new_per_day_and_by_content(content):
    assert deck_of(ALICE, new_per_day=3).newCount == 3
    assert deck_of(ALICE, hsk_level=2, new_per_day=20).newCount == 4  # only 4 level-2 sentences exist
    assert deck_of(ALICE, hsk_level="7-9").newCount == 0


def test_options_and_their_bounds(content):
    deck = deck_of(ALICE)
    changed = call(decks.set_options, ALICE, deck.id, 2, 300)
    assert (changed.newPerDay, changed.maxDuePerDay, changed.newCount) == (2, 300, 2)
    for new, due in [(0, None), (21, None), (None, 0), (None, 301)]:
        with pytest.raises(BadInput):
            call(decks.set_options, ALICE, deck.id, new, due)


def test_background_by_id_or_url(content):
    deck = deck_of(ALICE)
    images = call(decks.backgrounds, "translate").images
    assert [i.id for i in images] == ["picture-1", "picture-2", "picture-3"]  # picture-0 is describe only
    chosen = call(decks.set_background, ALICE, deck.id, images[1].url)
    assert chosen.backgroundImage.startswith("/api/media/pictures/picture-2.jpg?")
    assert call(decks.set_background, ALICE, deck.id, "picture-3").backgroundImage.startswith(
        "/api/media/pictures/picture-3.jpg?"
    )
    assert call(decks.set_background, ALICE, deck.id, None).backgroundImage is None
    with pytest.raises(BadInput):
        call(decks.backgrounds, "cards")


def test_other_learners_decks_are_not_found(content):
    deck = deck_of(ALICE)
    for action in (
        lambda: call(decks.set_options, BOB, deck.id, 3, None),
        lambda: call(decks.set_background, BOB, deck.id, "picture-1"),
        lambda: call(decks.delete_deck, BOB, deck.id),
        lambda: call(sessions.start_daily_session, BOB, deck.id),
        lambda: call(sessions.complete, BOB, deck.id),
    ):
        with pytest.raises(NotFound):
            action()
    assert call(decks.list_decks, BOB) == []
    assert [d.id for d in call(decks.list_decks, ALICE)] == [deck.id]


def test_delete_removes_cards_sessions_and_logs(content):
    deck = deck_of(ALICE)
    session = call(sessions.start_daily_session, ALICE, deck.id)
    call(sessions.log_attempt, ALICE, deck.id, session.cards[0].cardId, True, 3)
    assert call(decks.delete_deck, ALICE, deck.id).deleted == deck.id
    with session_scope() as s:
        for table in (Card, StudySession, SessionCard, ReviewLog):
            assert s.exec(select(func.count()).select_from(table)).one() == 0, table.__name__


def test_counts_across_days(content):
    """Day 1: 3 new cards, all answered. Day 2: nothing due yet is possible, 3 new again. Later: due."""
    set_day(ALICE, date(2030, 1, 1))
    deck = deck_of(ALICE, new_per_day=3)
    session = call(sessions.start_daily_session, ALICE, deck.id)
    assert [c.status for c in session.cards] == ["new"] * 3
    for card in session.cards:
        call(sessions.log_attempt, ALICE, deck.id, card.cardId, True, 3)
    today = view(ALICE, deck.id)
    assert today.sessionFullyComplete and today.cardsCompletedToday == 3
    assert (today.newCount, today.dueCount) == (0, 0)  # today's allowance is used up

    set_day(ALICE, date(2030, 1, 2))
    tomorrow = view(ALICE, deck.id)
    assert not tomorrow.hasStartedSessionToday and tomorrow.sessionPiles.done == 0
    assert tomorrow.newCount == 3  # 8 level-1 sentences: 5 still unseen

    set_day(ALICE, date(2030, 3, 1))  # long after every interval
    later = view(ALICE, deck.id)
    assert (later.newCount, later.dueCount) == (3, 3)
    resumed = call(sessions.start_daily_session, ALICE, deck.id)
    assert sorted(c.status for c in resumed.cards) == ["new"] * 3 + ["review"] * 3


def test_due_count_is_limited_by_max_due_per_day(content):
    set_day(ALICE, date(2030, 1, 1))
    deck = deck_of(ALICE, new_per_day=8)
    for card in call(sessions.start_daily_session, ALICE, deck.id).cards:
        call(sessions.log_attempt, ALICE, deck.id, card.cardId, False, 0)
    call(decks.set_options, ALICE, deck.id, None, 5)
    set_day(ALICE, date(2030, 6, 1))
    assert view(ALICE, deck.id).dueCount == 5
    session = call(sessions.start_daily_session, ALICE, deck.id)
    assert len(session.cards) == 5
    assert view(ALICE, deck.id).dueCount == 0  # the 5 are in today's session now


def test_a_card_failed_today_is_not_due_again_today(content):
    set_day(ALICE, date(2030, 1, 1))
    deck = deck_of(ALICE, new_per_day=1)
    [card] = call(sessions.start_daily_session, ALICE, deck.id).cards
    call(sessions.log_attempt, ALICE, deck.id, card.cardId, False, 0)
    assert view(ALICE, deck.id).dueCount == 0
    set_day(ALICE, date(2030, 1, 2))
    assert view(ALICE, deck.id).dueCount == 1


def test_unanswered_new_cards_stay_new_the_next_day(content):
    set_day(ALICE, date(2030, 1, 1))
    deck = deck_of(ALICE, new_per_day=2)
    first = call(sessions.start_daily_session, ALICE, deck.id)
    set_day(ALICE, date(2030, 1, 2))
    second = call(sessions.start_daily_session, ALICE, deck.id)
    assert [c.cardId for c in second.cards] == [c.cardId for c in first.cards]
    assert all(c.status == "new" and c.sessionStatus == "remaining" for c in second.cards)


def test_the_admin_day_is_per_account(content):
    set_day(ALICE, date(2030, 1, 1))
    with session_scope() as s:
        assert clock.today(s, ALICE) == date(2030, 1, 1)
        assert clock.today(s, BOB) == clock.real_today(s, BOB)
        assert clock.date_info(s, ALICE).overrideDate == "2030-01-01"
    call(clock.set_override, ALICE, None)
    with session_scope() as s:
        assert clock.today(s, ALICE) == clock.real_today(s, ALICE)
        assert clock.date_info(s, ALICE).overrideDate is None


@pytest.mark.parametrize("value", ["2030-13-01", "2030-1-1", "01/02/2030", "", None, 20300101, "2030-02-30"])
def test_malformed_dates(value):
    with pytest.raises(BadInput, match="YYYY-MM-DD"):
        clock.parse_day(value)


def test_reviews_are_scheduled_from_the_admin_day(content):
    set_day(ALICE, date(2031, 5, 5))
    deck = deck_of(ALICE, new_per_day=1)
    [card] = call(sessions.start_daily_session, ALICE, deck.id).cards
    call(sessions.log_attempt, ALICE, deck.id, card.cardId, True, 3)
    with session_scope() as s:
        stored = s.get(Card, card.cardId)
    assert stored.last_review.date() == date(2031, 5, 5)
    assert stored.due.date() >= date(2031, 5, 5) + timedelta(days=1)
