"""Two tabs, a double click or a retried request at the same moment: on SQLite and PostgreSQL the
learner's changes happen one after the other (core calls from threads, as the web workers make them)."""

from concurrent.futures import ThreadPoolExecutor

import pytest
from sqlmodel import func, select

from chinese_app.core import decks, quick, sessions
from chinese_app.core.errors import CoreError
from chinese_app.db import reads_only, session_scope
from chinese_app.models import Deck, ReviewLog, SessionCard
from tests.conftest import call, user

ALICE = user("alice")
PARALLEL = 6


def at_once(function, *args):
    """Run the same core call in parallel; answers and CoreErrors, in no particular order."""

    def attempt(_n):
        try:
            return call(function, *args)
        except CoreError as e:
            return e

    with ThreadPoolExecutor(PARALLEL) as pool:
        return list(pool.map(attempt, range(PARALLEL)))


def test_creating_the_same_deck_at_once(app_db):
    results = at_once(decks.create_deck, ALICE, "listen")
    assert sum(not isinstance(r, CoreError) for r in results) == 1
    assert all(r.status == 409 for r in results if isinstance(r, CoreError))


def test_starting_quick_sessions_at_once(app_db):
    results = at_once(quick.start_quick_session, ALICE, "listen", 2)
    assert sum(not isinstance(r, CoreError) for r in results) == 1
    with session_scope() as db:
        assert db.exec(select(func.count()).select_from(Deck)).one() == 1


def test_topping_up_from_two_tabs(app_db):
    deck = call(decks.create_deck, ALICE, "translate", 2, 1)
    call(sessions.start_daily_session, ALICE, deck.id)
    call(decks.set_options, ALICE, deck.id, 10, None)
    results = at_once(sessions.start_daily_session, ALICE, deck.id)
    assert all(not isinstance(r, CoreError) for r in results), results
    with session_scope() as db:
        assert db.exec(select(func.count()).select_from(SessionCard)).one() == 10


def test_a_retried_log_arriving_in_parallel_counts_once(app_db):
    deck = call(decks.create_deck, ALICE, "translate", 1, 1)
    card = call(sessions.start_daily_session, ALICE, deck.id).cards[0].cardId
    results = at_once(sessions.log_attempt, ALICE, deck.id, card, False, 1)
    assert all(not isinstance(r, CoreError) for r in results)
    with session_scope() as db:
        logs = db.exec(select(ReviewLog)).all()
        assert len(logs) == 1 and logs[0].rating == 1
        assert db.exec(select(SessionCard.attempts)).one() == 1


def test_a_function_marked_reads_only_writes_nothing(app_db):
    """The deck list and the statistics run without a transaction on PostgreSQL (no BEGIN, no COMMIT): a
    function so marked that changes a row is a mistake, refused before anything is written."""

    @reads_only
    def sneaky(db):
        db.add(Deck(user_id=ALICE.uid, type="listen"))
        return db.exec(select(func.count()).select_from(Deck)).one()  # would flush (and commit) the deck

    with pytest.raises(RuntimeError, match="reads_only"):
        call(sneaky)
    with session_scope() as db:
        assert db.exec(select(func.count()).select_from(Deck)).one() == 0
    assert call(decks.list_decks, ALICE) == []
