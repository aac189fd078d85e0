"""Sessions, piles, logging and quick sessions, through the core and a real SQLite database."""

from datetime import date

import pytest
from sqlmodel import func, select

from chinese_app.api.deps import call
from chinese_app.core import clock, decks, sessions
from chinese_app.core.errors import BadInput, Conflict, NotFound
from chinese_app.db import session_scope
from chinese_app.models import Card, Deck, ReviewLog
from tests.conftest import user

ALICE, BOB = user("alice"), user("bob")


@pytest.fixture
def deck(content):
    call(clock.set_override, ALICE.uid, date(2030, 1, 1))
    return call(decks.create_deck, ALICE, "translate", 3, 1)


def log(deck_id, card_id, success, score=None, feedback=None, owner=ALICE):
    return call(sessions.log_attempt, owner, deck_id, card_id, success, score, feedback)


def stored_card(card_id) -> Card:
    with session_scope() as s:
        return s.get(Card, card_id)


def test_session_response_shape(deck):
    session = call(sessions.start_daily_session, ALICE, deck["id"])
    assert session.keys() >= {"deckId", "deckType", "cards", "cardsBySessionStatus", "isDailySession", "isVirtualDeck"}
    assert session["isDailySession"] is True and session["isVirtualDeck"] is False
    card = session["cards"][0]
    assert card.keys() == {"cardId", "status", "sessionStatus", "content"}
    assert card["sessionStatus"] == "remaining" and card["status"] == "new"
    assert card["content"].keys() == {"id", "english", "chinese", "pinyin", "level"}
    assert session["cardsBySessionStatus"] == {"again": [], "done": []}


def test_same_day_resumes_the_same_session(deck):
    first = call(sessions.start_daily_session, ALICE, deck["id"])
    log(deck["id"], first["cards"][0]["cardId"], False, 1)
    again = call(sessions.start_daily_session, ALICE, deck["id"])
    assert [c["cardId"] for c in again["cards"]] == [c["cardId"] for c in first["cards"]]
    assert [c["cardId"] for c in again["cardsBySessionStatus"]["again"]] == [first["cards"][0]["cardId"]]


def test_piles_remaining_again_done(deck):
    cards = call(sessions.start_daily_session, ALICE, deck["id"])["cards"]
    first = cards[0]["cardId"]
    result = log(deck["id"], first, False, 1)
    assert result["sessionStatus"] == "again"
    assert result["sessionPiles"] == {"remaining": 2, "again": 1, "done": 0}
    result = log(deck["id"], first, True, 3)
    assert result["sessionStatus"] == "done" and result["sessionPiles"] == {"remaining": 2, "again": 0, "done": 1}
    assert log(deck["id"], first, False, 0)["sessionStatus"] == "done"  # done stays done
    for card in cards[1:]:
        result = log(deck["id"], card["cardId"], True, 3)
    assert result["sessionFullyComplete"] is True
    view = call(decks.list_decks, ALICE)[0]
    assert view["sessionFullyComplete"] and view["cardsCompletedToday"] == 3 and view["hasStartedSessionToday"]


def test_fsrs_review_only_on_the_first_attempt_of_the_day(deck):
    card_id = call(sessions.start_daily_session, ALICE, deck["id"])["cards"][0]["cardId"]
    log(deck["id"], card_id, False, 2)  # Hard
    after_first = stored_card(card_id)
    log(deck["id"], card_id, True, 3)
    after_second = stored_card(card_id)
    assert after_first.reps == after_second.reps == 1
    assert after_first.due == after_second.due
    with session_scope() as s:
        ratings = s.exec(select(ReviewLog.rating).order_by(ReviewLog.id)).all()
    assert ratings == [2, None]  # Hard, then no review


def test_a_retried_identical_log_changes_nothing(deck):
    card_id = call(sessions.start_daily_session, ALICE, deck["id"])["cards"][0]["cardId"]
    first = log(deck["id"], card_id, False, 1)
    again = log(deck["id"], card_id, False, 1)
    assert first == again
    with session_scope() as s:
        assert s.exec(select(func.count()).select_from(ReviewLog)).one() == 1
    log(deck["id"], card_id, False, 2)  # a different answer is a new attempt
    with session_scope() as s:
        assert s.exec(select(func.count()).select_from(ReviewLog)).one() == 2


def test_describe_feedback_is_stored(content):
    call(clock.set_override, ALICE.uid, date(2030, 1, 1))
    deck = call(decks.create_deck, ALICE, "describe", 1)
    session = call(sessions.start_daily_session, ALICE, deck["id"])
    assert session["images"][0]["imageUrl"].startswith("/api/media/pictures/")
    feedback = {"userDescription": "桌子上有一杯咖啡，旁边有一本书。", "aiFeedback": {"fragments": []},
                "characterCount": 16, "imageId": session["cards"][0]["content"]["id"], "imageUrl": "x"}
    log(deck["id"], session["cards"][0]["cardId"], True, 1, feedback)
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
    first = call(sessions.start_daily_session, ALICE, deck["id"])["cards"][0]["cardId"]
    with pytest.raises(error):
        log(deck["id"], first if card_id == "first" else card_id, success, score)


def test_log_without_a_session_today(deck):
    with pytest.raises(NotFound):
        log(deck["id"], "anything", True, 3)


def test_another_learner_cannot_log_into_my_deck(deck):
    card_id = call(sessions.start_daily_session, ALICE, deck["id"])["cards"][0]["cardId"]
    with pytest.raises(NotFound):
        log(deck["id"], card_id, True, 3, owner=BOB)


def test_complete_marks_the_day(deck):
    with pytest.raises(Conflict):
        call(sessions.complete, ALICE, deck["id"])
    call(sessions.start_daily_session, ALICE, deck["id"])
    assert call(sessions.complete, ALICE, deck["id"])["completedToday"] is True
    assert call(decks.list_decks, ALICE)[0]["completedToday"] is True
    call(clock.set_override, ALICE.uid, date(2030, 1, 2))
    assert call(decks.list_decks, ALICE)[0]["completedToday"] is False


def test_raising_the_allowance_reopens_a_completed_day(deck):
    call(sessions.start_daily_session, ALICE, deck["id"])
    call(sessions.complete, ALICE, deck["id"])
    call(decks.set_options, ALICE, deck["id"], 5, None)
    assert call(decks.list_decks, ALICE)[0]["newCount"] == 2
    session = call(sessions.start_daily_session, ALICE, deck["id"])
    assert len(session["cards"]) == 5
    assert call(decks.list_decks, ALICE)[0]["completedToday"] is False


# ---------------------------------------------------------------- quick sessions


def test_quick_translate_session(content):
    session = call(sessions.start_quick_session, ALICE, "translate", 3, 2)
    assert session["isVirtualDeck"] is True and session["isDailySession"] is False
    assert len(session["cards"]) == 3 and {c["content"]["level"] for c in session["cards"]} == {"2"}
    [deck] = call(decks.list_decks, ALICE)
    assert deck["isVirtual"] and deck["inProgress"] and deck["sessionPiles"]["remaining"] == 3


def test_existing_session_conflict_and_force_new(content):
    first = call(sessions.start_quick_session, ALICE, "translate", 2, 1)
    with pytest.raises(Conflict) as e:
        call(sessions.start_quick_session, ALICE, "translate", 2, 1)
    assert e.value.body() == {
        "error": "You already have a translate session in progress.",
        "errorCode": "EXISTING_SESSION",
        "existingDeckId": first["deckId"],
        "existingDeckType": "translate",
    }
    call(sessions.start_quick_session, ALICE, "listen", 2)  # other types are independent
    call(sessions.start_quick_session, BOB, "translate", 2, 1)  # and other learners
    second = call(sessions.start_quick_session, ALICE, "translate", 2, 1, force_new=True)
    assert second["deckId"] != first["deckId"]
    with session_scope() as s:
        assert s.get(Deck, first["deckId"]) is None


def test_a_finished_quick_session_does_not_block_a_new_one(content):
    session = call(sessions.start_quick_session, ALICE, "translate", 1, 1)
    log(session["deckId"], session["cards"][0]["cardId"], True, 3)
    assert call(decks.list_decks, ALICE) == []  # finished quick sessions are history
    call(sessions.start_quick_session, ALICE, "translate", 1, 1)


def test_quick_sessions_do_not_schedule_reviews(content):
    session = call(sessions.start_quick_session, ALICE, "translate", 1, 1)
    card_id = session["cards"][0]["cardId"]
    log(session["deckId"], card_id, True, 3)
    assert stored_card(card_id).last_review is None


def test_abandon_a_quick_session(content):
    session = call(sessions.start_quick_session, ALICE, "listen", 2)
    call(decks.delete_deck, ALICE, session["deckId"])
    call(sessions.start_quick_session, ALICE, "listen", 2)


@pytest.mark.parametrize(
    ("deck_type", "size", "expected"),
    [("translate", 0, 1), ("translate", 99, 8), ("translate", None, 5), ("listen", 50, 3),
     ("describe", 0, 1), ("describe", 9, 3), ("describe", None, 1), ("describe", 2.7, 2)],
)
def test_quick_session_sizes_are_clamped(content, deck_type, size, expected):
    level = 1 if deck_type == "translate" else None
    session = call(sessions.start_quick_session, ALICE, deck_type, size, level)
    assert len(session["cards"]) == expected  # limited also by the content there is (8 level-1, 3 clips)


def test_quick_translate_defaults_to_level_2(content):
    session = call(sessions.start_quick_session, ALICE, "translate")
    assert {c["content"]["level"] for c in session["cards"]} == {"2"}


def test_quick_session_bad_input(content):
    with pytest.raises(BadInput):
        call(sessions.start_quick_session, ALICE, "translate", "many", 1)
    with pytest.raises(BadInput):
        call(sessions.start_quick_session, ALICE, "translate", 3, "8")
    with pytest.raises(NotFound):
        call(sessions.start_quick_session, ALICE, "translate", 3, "7-9")  # no content at that level here


def test_listen_session_content_shape(content):
    card = call(sessions.start_quick_session, ALICE, "listen", 1)["cards"][0]
    assert card["content"].keys() == {"id", "videoId", "start", "end", "chinese", "english", "pinyin", "blur", "videoPath"}
    assert card["content"]["blur"][0]["bounding_box"].keys() == {"left", "top", "width", "height"}


def test_describe_image_until_all_are_described(content):
    from chinese_app.core import exercises

    seen = set()
    for _ in range(4):
        image = call(sessions.describe_image, ALICE)
        assert image["imageId"] not in seen and image["imageUrl"].startswith("/api/media/")
        seen.add(image["imageId"])
        call(exercises.evaluate_description, ALICE, image["imageId"], "这是一张很漂亮的照片，我看到桌子上有一杯咖啡和一本书。")
    with pytest.raises(NotFound, match="You have completed all available images!"):
        call(sessions.describe_image, ALICE)
    call(sessions.describe_image, BOB)
