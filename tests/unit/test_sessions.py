"""Sessions, piles, logging and quick sessions, through the core and a real SQLite database."""

from datetime import date

import pytest
from sqlmodel import func, select

from chinese_app.core import clock, decks, evaluate, quick, sessions
from chinese_app.core.errors import BadInput, Conflict, NotFound
from chinese_app.db import session_scope
from chinese_app.models import Card, Deck, ReviewLog
from tests.conftest import call, user

ALICE, BOB = user("alice", admin=True), user("bob")  # Alice moves her own day


@pytest.fixture
def deck(content):
    call(clock.set_override, ALICE, date(2030, 1, 1))
    return call(decks.create_deck, ALICE, "translate", 3, 1)


def log(deck_id, card_id, success, score=None, feedback=None, owner=ALICE):
    return call(sessions.log_attempt, owner, deck_id, card_id, success, score, feedback)


def stored_card(card_id) -> Card:
    with session_scope() as s:
        return s.get(Card, card_id)


def test_session_response_shape(deck):
    session = call(sessions.start_daily_session, ALICE, deck.id)
    assert session.model_dump().keys() >= {
        "deckId",
        "deckType",
        "cards",
        "cardsBySessionStatus",
        "isDailySession",
        "isVirtualDeck",
    }
    assert session.isDailySession is True and session.isVirtualDeck is False
    card = session.cards[0]
    assert card.model_dump().keys() == {"cardId", "status", "sessionStatus", "attempts", "firstScore", "content"}
    assert (card.attempts, card.firstScore) == (0, None)
    assert card.sessionStatus == "remaining" and card.status == "new"
    assert card.content.model_dump().keys() == {"id", "english", "chinese", "pinyin", "level"}
    assert session.cardsBySessionStatus.model_dump() == {"again": [], "done": []}


def test_same_day_resumes_the_same_session(deck):
    first = call(sessions.start_daily_session, ALICE, deck.id)
    log(deck.id, first.cards[0].cardId, False, 1)
    again = call(sessions.start_daily_session, ALICE, deck.id)
    assert [c.cardId for c in again.cards] == [c.cardId for c in first.cards]
    assert [c.cardId for c in again.cardsBySessionStatus.again] == [first.cards[0].cardId]


def test_piles_remaining_again_done(deck):
    cards = call(sessions.start_daily_session, ALICE, deck.id).cards
    first = cards[0].cardId
    result = log(deck.id, first, False, 1)
    assert result.sessionStatus == "again"
    assert result.sessionPiles.model_dump() == {"remaining": 2, "again": 1, "done": 0}
    result = log(deck.id, first, True, 3)
    assert result.sessionStatus == "done" and result.sessionPiles.model_dump() == {
        "remaining": 2,
        "again": 0,
        "done": 1,
    }
    assert log(deck.id, first, False, 0).sessionStatus == "done"  # done stays done
    for card in cards[1:]:
        result = log(deck.id, card.cardId, True, 3)
    assert result.sessionFullyComplete is True
    view = call(decks.list_decks, ALICE)[0]
    assert view.sessionFullyComplete and view.cardsCompletedToday == 3 and view.hasStartedSessionToday


def test_fsrs_review_only_on_the_first_attempt_of_the_day(deck):
    card_id = call(sessions.start_daily_session, ALICE, deck.id).cards[0].cardId
    log(deck.id, card_id, False, 2)  # Hard
    after_first = stored_card(card_id)
    log(deck.id, card_id, True, 3)
    after_second = stored_card(card_id)
    assert after_first.reps == after_second.reps == 1
    assert after_first.due == after_second.due
    with session_scope() as s:
        ratings = s.exec(select(ReviewLog.rating).order_by(ReviewLog.id)).all()
    assert ratings == [2, None]  # Hard, then no review


def test_a_retried_identical_log_changes_nothing(deck):
    card_id = call(sessions.start_daily_session, ALICE, deck.id).cards[0].cardId
    first = log(deck.id, card_id, False, 1)
    again = log(deck.id, card_id, False, 1)
    assert first == again
    with session_scope() as s:
        assert s.exec(select(func.count()).select_from(ReviewLog)).one() == 1
    log(deck.id, card_id, False, 2)  # a different answer is a new attempt
    with session_scope() as s:
        assert s.exec(select(func.count()).select_from(ReviewLog)).one() == 2


def test_describe_feedback_is_stored(content):
    call(clock.set_override, ALICE, date(2030, 1, 1))
    deck = call(decks.create_deck, ALICE, "describe", 1)
    session = call(sessions.start_daily_session, ALICE, deck.id)
    assert session.images[0].imageUrl.startswith("/api/media/pictures/")
    feedback = {
        "userDescription": "桌子上有一杯咖啡，旁边有一本书。",
        "aiFeedback": {"fragments": []},
        "characterCount": 16,
        "imageId": session.cards[0].content.id,
        "imageUrl": "x",
    }
    log(deck.id, session.cards[0].cardId, True, 1, feedback)
    with session_scope() as s:
        assert s.exec(select(ReviewLog.feedback)).one() == feedback


@pytest.mark.parametrize(
    ("card_id", "success", "score", "error"),
    [
        ("no-such-card", True, 3, NotFound),
        (None, True, 3, NotFound),
        ("first", "yes", 3, BadInput),
        ("first", True, 4, BadInput),
        ("first", True, -1, BadInput),
    ],
)
def test_bad_logs(deck, card_id, success, score, error):
    first = call(sessions.start_daily_session, ALICE, deck.id).cards[0].cardId
    with pytest.raises(error):
        log(deck.id, first if card_id == "first" else card_id, success, score)


def test_log_without_a_session_today(deck):
    with pytest.raises(NotFound):
        log(deck.id, "anything", True, 3)


def test_another_learner_cannot_log_into_my_deck(deck):
    card_id = call(sessions.start_daily_session, ALICE, deck.id).cards[0].cardId
    with pytest.raises(NotFound):
        log(deck.id, card_id, True, 3, owner=BOB)


def test_complete_marks_the_day(deck):
    with pytest.raises(Conflict):
        call(sessions.complete, ALICE, deck.id)
    call(sessions.start_daily_session, ALICE, deck.id)
    assert call(sessions.complete, ALICE, deck.id).completedToday is True
    assert call(decks.list_decks, ALICE)[0].completedToday is True
    call(clock.set_override, ALICE, date(2030, 1, 2))
    assert call(decks.list_decks, ALICE)[0].completedToday is False


def test_raising_the_allowance_reopens_a_completed_day(deck):
    call(sessions.start_daily_session, ALICE, deck.id)
    call(sessions.complete, ALICE, deck.id)
    call(decks.set_options, ALICE, deck.id, 5, None)
    view = call(decks.list_decks, ALICE)[0]
    assert view.newCount == 2 and view.completedToday is False  # clickable again
    session = call(sessions.start_daily_session, ALICE, deck.id)
    assert len(session.cards) == 5
    assert call(decks.list_decks, ALICE)[0].completedToday is False


def test_a_session_begun_before_midnight_can_be_finished_after_it(deck):
    cards = call(sessions.start_daily_session, ALICE, deck.id).cards
    call(clock.set_override, ALICE, date(2030, 1, 2))  # midnight passes
    result = log(deck.id, cards[0].cardId, True, 3)
    assert result.sessionStatus == "done" and result.sessionPiles.done == 1
    assert call(sessions.complete, ALICE, deck.id).completedToday is True
    today = call(decks.list_decks, ALICE)[0]
    assert not today.hasStartedSessionToday and today.newCount == 3  # a new day's allowance


def test_for_translate_the_score_decides_the_pile(deck):
    cards = call(sessions.start_daily_session, ALICE, deck.id).cards
    assert log(deck.id, cards[0].cardId, True, 0).sessionStatus == "again"
    assert log(deck.id, cards[1].cardId, False, 3).sessionStatus == "done"
    with session_scope() as s:
        assert s.exec(select(ReviewLog.success).order_by(ReviewLog.id)).all() == [False, True]


def test_no_review_before_the_last_one_when_an_admin_goes_back_in_time(deck):
    card = call(sessions.start_daily_session, ALICE, deck.id).cards[0].cardId
    call(clock.set_override, ALICE, date(2030, 1, 5))
    call(sessions.start_daily_session, ALICE, deck.id)  # the unanswered card joins the 5th's session
    log(deck.id, card, True, 3)
    reviewed = stored_card(card)
    call(clock.set_override, ALICE, date(2030, 1, 1))
    log(deck.id, card, False, 0)  # back on the 1st, in the 1st's session
    after = stored_card(card)
    assert (after.reps, after.last_review, after.due) == (reviewed.reps, reviewed.last_review, reviewed.due)


def test_the_override_applies_only_while_the_account_is_admin(content):
    call(clock.set_override, ALICE, date(2030, 1, 1))
    revoked = user("alice")  # the same account after its admin claim was revoked
    with session_scope() as s:
        assert clock.today(s, ALICE) == date(2030, 1, 1)
        assert clock.today(s, revoked) == clock.real_today(s, revoked)


def test_the_day_follows_the_learners_time_zone(content):
    from datetime import UTC, datetime
    from zoneinfo import ZoneInfo

    from chinese_app.core import learner

    call(learner.set_timezone, BOB, "Pacific/Kiritimati")  # UTC+14: usually a day ahead of UTC
    with session_scope() as s:
        assert clock.today(s, BOB) == datetime.now(UTC).astimezone(ZoneInfo("Pacific/Kiritimati")).date()
    with pytest.raises(BadInput):
        call(learner.set_timezone, BOB, "Nowhere/Special")


# ---------------------------------------------------------------- quick sessions


def test_quick_translate_session(content):
    session = call(quick.start_quick_session, ALICE, "translate", 3, 2)
    assert session.isVirtualDeck is True and session.isDailySession is False
    assert len(session.cards) == 3 and {c.content.level for c in session.cards} == {"2"}
    [deck] = call(decks.list_decks, ALICE)
    assert deck.isVirtual and deck.inProgress and deck.sessionPiles.remaining == 3


def test_existing_session_conflict_and_force_new(content):
    first = call(quick.start_quick_session, ALICE, "translate", 2, 1)
    with pytest.raises(Conflict) as e:
        call(quick.start_quick_session, ALICE, "translate", 2, 1)
    assert e.value.answer().model_dump() == {
        "error": "You already have a translate session in progress.",
        "errorCode": "EXISTING_SESSION",
        "existingDeckId": first.deckId,
        "existingDeckType": "translate",
    }
    call(quick.start_quick_session, ALICE, "listen", 2)  # other types are independent
    call(quick.start_quick_session, BOB, "translate", 2, 1)  # and other learners
    second = call(quick.start_quick_session, ALICE, "translate", 2, 1, force_new=True)
    assert second.deckId != first.deckId
    with session_scope() as s:
        assert s.get(Deck, first.deckId) is None


def test_a_finished_quick_session_does_not_block_a_new_one(content):
    session = call(quick.start_quick_session, ALICE, "translate", 1, 1)
    log(session.deckId, session.cards[0].cardId, True, 3)
    assert call(decks.list_decks, ALICE) == []  # finished quick sessions are history
    call(quick.start_quick_session, ALICE, "translate", 1, 1)


def test_quick_sessions_do_not_schedule_reviews(content):
    session = call(quick.start_quick_session, ALICE, "translate", 1, 1)
    card_id = session.cards[0].cardId
    log(session.deckId, card_id, True, 3)
    assert stored_card(card_id).last_review is None


def test_abandon_a_quick_session(content):
    session = call(quick.start_quick_session, ALICE, "listen", 2)
    call(decks.delete_deck, ALICE, session.deckId)
    call(quick.start_quick_session, ALICE, "listen", 2)


@pytest.mark.parametrize(
    ("deck_type", "size", "expected"),
    [
        ("translate", 0, 1),
        ("translate", 99, 8),
        ("translate", None, 5),
        ("listen", 50, 3),
        ("describe", 0, 1),
        ("describe", 9, 3),
        ("describe", None, 1),
    ],
)
def test_quick_session_sizes_are_clamped(content, deck_type, size, expected):
    level = 1 if deck_type == "translate" else None
    session = call(quick.start_quick_session, ALICE, deck_type, size, level)
    assert len(session.cards) == expected  # limited also by the content there is (8 level-1, 3 clips)


def test_quick_translate_defaults_to_level_2(content):
    session = call(quick.start_quick_session, ALICE, "translate")
    assert {c.content.level for c in session.cards} == {"2"}


def test_quick_session_bad_input(content):
    with pytest.raises(BadInput):
        call(quick.start_quick_session, ALICE, "translate", "many", 1)
    with pytest.raises(BadInput):
        call(quick.start_quick_session, ALICE, "describe", 2.7)
    with pytest.raises(BadInput):
        call(quick.start_quick_session, ALICE, "translate", 3, "8")
    with pytest.raises(NotFound):
        call(quick.start_quick_session, ALICE, "translate", 3, "7-9")  # no content at that level here


def test_listen_session_content_shape(content):
    card = call(quick.start_quick_session, ALICE, "listen", 1).cards[0]
    assert card.content.model_dump().keys() == {
        "id",
        "videoId",
        "start",
        "end",
        "chinese",
        "english",
        "pinyin",
        "blur",
        "videoPath",
    }
    assert card.content.blur[0]["bounding_box"].keys() == {"left", "top", "width", "height"}


def test_describe_image_until_all_are_described(content):
    seen = set()
    for _ in range(4):
        image = call(quick.describe_image, ALICE)
        assert image.imageId not in seen and image.imageUrl.startswith("/api/media/")
        seen.add(image.imageId)
        evaluate.evaluate_description(ALICE, image.imageId, "这是一张很漂亮的照片，我看到桌子上有一杯咖啡和一本书。")
    with pytest.raises(NotFound, match="You have completed all available images!"):
        call(quick.describe_image, ALICE)
    call(quick.describe_image, BOB)
