"""One core call per translate attempt: the deck's piles, the statistics and a daily session's
completion in one transaction, answering what the page needs next."""

from datetime import date

import pytest
from sqlmodel import func, select

from chinese_app.core import clock, decks, exercises, quick, sessions, stats
from chinese_app.core.errors import BadInput, NotFound
from chinese_app.db import session_scope
from chinese_app.models import FlashcardLog, ReviewLog, TranslateLog
from tests.conftest import call, user

ALICE, BOB = user("alice", admin=True), user("bob")


@pytest.fixture
def deck(content):
    call(clock.set_override, ALICE, date(2030, 1, 1))
    return call(decks.create_deck, ALICE, "translate", 2, 1)


def attempt(deck_id, card_id, score, owner=ALICE):
    return call(exercises.record_translation, owner, deck_id, card_id, score)


def logs(table) -> int:
    with session_scope() as s:
        return s.exec(select(func.count()).select_from(table)).one()


def test_piles_statistics_and_completion_in_one_call(deck):
    first, second = call(sessions.start_daily_session, ALICE, deck.id).cards
    wrong = attempt(deck.id, first.cardId, 2)
    assert (wrong.sessionStatus, wrong.sessionPiles.model_dump()) == ("again", {"remaining": 1, "again": 1, "done": 0})
    assert wrong.correct_translation == first.content.chinese and not wrong.completedToday
    right = attempt(deck.id, first.cardId, 3)
    assert right.sessionStatus == "done" and not right.sessionFullyComplete
    last = attempt(deck.id, second.cardId, 3)
    assert last.sessionFullyComplete and last.completedToday
    [listed] = call(decks.list_decks, ALICE)
    assert listed.completedToday and not listed.clickable
    assert logs(TranslateLog) == logs(ReviewLog) == 3
    assert call(stats.translate_stats, ALICE).totalSentencesTranslated == 2  # first shots: one per sentence


def test_a_retried_attempt_is_recorded_once(deck):
    card = call(sessions.start_daily_session, ALICE, deck.id).cards[0]
    assert attempt(deck.id, card.cardId, 1) == attempt(deck.id, card.cardId, 1)
    assert logs(TranslateLog) == logs(ReviewLog) == 1


def test_quick_sessions_are_never_marked_complete(content):
    session = call(quick.start_quick_session, ALICE, "translate", 1, 1)
    done = attempt(session.deckId, session.cards[0].cardId, 3)
    assert done.sessionFullyComplete and not done.completedToday


def test_a_failure_records_nothing(deck, monkeypatch):
    card = call(sessions.start_daily_session, ALICE, deck.id).cards[0]

    def broken(*_args):
        raise RuntimeError("statistics down")

    monkeypatch.setattr(stats, "log_sentence_attempt", broken)
    with pytest.raises(RuntimeError):
        attempt(deck.id, card.cardId, 3)
    assert logs(ReviewLog) == 0  # the deck and the statistics stay in step
    assert call(sessions.session_of, ALICE, deck.id).cards[0].sessionStatus == "remaining"


@pytest.mark.parametrize(("score", "message"), [(4, "score"), (-1, "score"), (True, "score"), ("3", None)])
def test_scores_are_checked(deck, score, message):
    card = call(sessions.start_daily_session, ALICE, deck.id).cards[0]
    if message is None:  # typed text from a form is a number too
        assert attempt(deck.id, card.cardId, score).sessionStatus == "done"
        return
    with pytest.raises(BadInput, match=message):
        attempt(deck.id, card.cardId, score)


def test_only_the_owner_and_only_a_translate_deck(deck, content):
    card = call(sessions.start_daily_session, ALICE, deck.id).cards[0]
    with pytest.raises(NotFound, match="Deck not found"):
        attempt(deck.id, card.cardId, 3, owner=BOB)
    with pytest.raises(NotFound, match="Card not found"):
        attempt(deck.id, "no-such-card", 3)
    listen = call(quick.start_quick_session, ALICE, "listen", 1)
    with pytest.raises(BadInput, match="This is a listen deck, not a translate deck"):
        attempt(listen.deckId, listen.cards[0].cardId, 3)
    assert logs(ReviewLog) == 0


def test_the_next_sentence_wraps_round_to_the_first_not_done(deck):
    call(decks.set_options, ALICE, deck.id, 3, None)
    session = call(sessions.start_daily_session, ALICE, deck.id)
    a, b, c = (card.cardId for card in session.cards)
    assert session.next_open().cardId == a
    attempt(deck.id, b, 3)
    after_a = call(sessions.session_of, ALICE, deck.id)
    assert after_a.next_open(a).cardId == c and after_a.next_open(c).cardId == a
    attempt(deck.id, a, 3)
    attempt(deck.id, c, 3)
    finished = call(sessions.session_of, ALICE, deck.id)
    assert finished.next_open(c) is None and (finished.first_shots, finished.attempts) == (3, 3)


def test_two_different_tries_scoring_alike_are_two_attempts(deck):
    card = call(sessions.start_daily_session, ALICE, deck.id).cards[0]
    call(exercises.record_translation, ALICE, deck.id, card.cardId, 1, "我喝")
    call(exercises.record_translation, ALICE, deck.id, card.cardId, 1, "我喝水")  # another try, the same score
    call(exercises.record_translation, ALICE, deck.id, card.cardId, 1, "我喝水")  # that try sent again: a retry
    assert logs(TranslateLog) == logs(ReviewLog) == 2
    assert call(sessions.session_of, ALICE, deck.id).cards[0].attempts == 2


# ---------------------------------------------------------------- describe

DESCRIPTION = "两只小狗在门口往外看，它们的耳朵又长又大，样子非常可爱。"


def test_a_described_picture_is_done_and_its_log_keeps_what_spec_lists(content):
    call(clock.set_override, ALICE, date(2030, 1, 1))
    deck = call(decks.create_deck, ALICE, "describe", 1)
    [card] = call(sessions.start_daily_session, ALICE, deck.id).cards
    feedback = {"fragments": [{"text": DESCRIPTION, "pinyin": "", "critique": "none", "feedback": ""}]}
    done = call(exercises.record_description, ALICE, deck.id, card.cardId, DESCRIPTION, feedback, "/img", "k-1")
    assert done.sessionStatus == "done" and done.sessionFullyComplete and done.completedToday
    again = call(exercises.record_description, ALICE, deck.id, card.cardId, DESCRIPTION, feedback, "/img", "k-1")
    assert again == done  # the same attempt id: recorded once
    with session_scope() as s:
        [log] = s.exec(select(ReviewLog)).all()
    assert (log.score, log.success) == (1, True)
    assert log.feedback == {
        "userDescription": DESCRIPTION,
        "aiFeedback": feedback,
        "characterCount": len(DESCRIPTION),
        "imageId": card.content.id,
        "imageUrl": "/img",
    }


def test_a_description_is_checked_and_only_for_a_describe_deck(content, deck):
    pictures = call(decks.create_deck, ALICE, "describe", 1)
    [card] = call(sessions.start_daily_session, ALICE, pictures.id).cards
    with pytest.raises(BadInput, match="Description must be between 25 and 100 characters."):
        call(exercises.record_description, ALICE, pictures.id, card.cardId, "太短了")
    with pytest.raises(NotFound):
        call(exercises.record_description, BOB, pictures.id, card.cardId, DESCRIPTION)
    sentence = call(sessions.start_daily_session, ALICE, deck.id).cards[0]
    with pytest.raises(BadInput, match="not a describe deck"):
        call(exercises.record_description, ALICE, deck.id, sentence.cardId, DESCRIPTION)


def test_listen_try_again_comes_back_and_got_it_completes(content):
    call(clock.set_override, ALICE, date(2030, 1, 1))
    deck = call(decks.create_deck, ALICE, "listen", 2)
    first, second = call(sessions.start_daily_session, ALICE, deck.id).cards
    again = call(exercises.record_listen, ALICE, deck.id, first.cardId, "incorrect", None, "l-1")
    assert (again.sessionStatus, again.sessionPiles.again, again.completedToday) == ("again", 1, False)
    assert call(exercises.record_listen, ALICE, deck.id, first.cardId, "incorrect", None, "l-1") == again  # retried
    view = call(sessions.session_of, ALICE, deck.id)
    assert view.next_open(first.cardId).cardId == second.cardId
    assert view.next_open(second.cardId).cardId == first.cardId  # Try again brings it back
    call(exercises.record_listen, ALICE, deck.id, second.cardId, "correct", None, "l-2")
    done = call(exercises.record_listen, ALICE, deck.id, first.cardId, "correct", None, "l-3")
    assert done.sessionFullyComplete and done.completedToday
    with session_scope() as s:
        flashcards = s.exec(select(FlashcardLog).order_by(FlashcardLog.id)).all()
        reviews = s.exec(select(ReviewLog).order_by(ReviewLog.id)).all()
    assert [f.correct for f in flashcards] == [False, True, True]  # the statistics' log, once per attempt
    assert [r.success for r in reviews] == [False, True, True]


def test_a_listen_answer_is_checked_and_only_for_a_listen_deck(content, deck):
    clips = call(decks.create_deck, ALICE, "listen", 1)
    [card] = call(sessions.start_daily_session, ALICE, clips.id).cards
    with pytest.raises(BadInput, match="result must be 'correct' or 'incorrect'"):
        call(exercises.record_listen, ALICE, clips.id, card.cardId, "maybe")
    with pytest.raises(NotFound):
        call(exercises.record_listen, BOB, clips.id, card.cardId, "correct")
    sentence = call(sessions.start_daily_session, ALICE, deck.id).cards[0]
    with pytest.raises(BadInput, match="not a listen deck"):
        call(exercises.record_listen, ALICE, deck.id, sentence.cardId, "correct")
