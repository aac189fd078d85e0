"""Translation statistics and the admin reset, through the core and a real SQLite database."""

from datetime import date

import pytest
from sqlmodel import func, select

from chinese_app.core import admin, clock, decks, quick, sessions, stats
from chinese_app.core.errors import BadInput, NotFound
from chinese_app.db import session_scope
from chinese_app.models import Card, Deck, ReviewLog, Sentence, TranslateLog
from tests.conftest import call, user

ALICE, BOB = user("alice", admin=True), user("bob")  # Alice moves her own day


def sentence_ids(level):
    with session_scope() as s:
        return list(s.exec(select(Sentence.id).where(Sentence.level == level).order_by(Sentence.id)).all())


def test_first_shot_is_the_first_attempt_of_the_day(content):
    call(clock.set_override, ALICE, date(2030, 1, 1))
    one, two = sentence_ids("1")[:2]
    assert call(stats.log_translation, ALICE, one, 1).firstTry is True
    assert call(stats.log_translation, ALICE, one, 3).firstTry is False  # a retry the same day
    call(stats.log_translation, ALICE, two, 3)
    call(clock.set_override, ALICE, date(2030, 1, 2))
    call(stats.log_translation, ALICE, one, 3)  # a new day: a first shot again
    assert call(stats.translate_stats, ALICE).model_dump() == {
        "totalSentencesTranslated": 3,
        "levelStats": {"1": {"totalTranslated": 3, "firstShotPercentage": 66.7}},
    }
    assert call(stats.translate_stats, BOB).model_dump() == {"totalSentencesTranslated": 0, "levelStats": {}}


def test_first_shot_covers_the_last_200_attempts(content):
    level_two = sentence_ids("2")
    day = date(2030, 1, 1)
    with session_scope() as s:
        # 300 first shots: the oldest 100 all wrong, the newest 200 three quarters right
        for n in range(300):
            score = 0 if n < 100 else (3 if n % 4 else 1)
            s.add(
                TranslateLog(
                    user_id=ALICE.uid, sentence_id=level_two[n % 4], level="2", score=score, day=day, first_try=True
                )
            )
    result = call(stats.translate_stats, ALICE).levelStats["2"]
    assert result.model_dump() == {"totalTranslated": 300, "firstShotPercentage": 75.0}


@pytest.mark.parametrize(
    ("sentence", "score", "error"),
    [("nope", 3, NotFound), (None, 3, NotFound), ("ok", 4, BadInput), ("ok", True, BadInput)],
)
def test_bad_translation_logs(content, sentence, score, error):
    with pytest.raises(error):
        call(stats.log_translation, ALICE, sentence_ids("1")[0] if sentence == "ok" else sentence, score)


def test_flashcard_log(content):
    assert call(stats.log_flashcard, ALICE, "clip-0", "correct", 1767225600000).logged is True
    with pytest.raises(BadInput):
        call(stats.log_flashcard, ALICE, "clip-0", "maybe")
    with pytest.raises(NotFound):
        call(stats.log_flashcard, ALICE, "clip-99", "correct")


def test_reset_deletes_only_the_callers_data(content):
    for owner in (ALICE, BOB):
        deck = call(decks.create_deck, owner, "translate", 2, 1)
        card = call(sessions.start_daily_session, owner, deck.id).cards[0]
        call(sessions.log_attempt, owner, deck.id, card.cardId, True, 3)
        call(stats.log_translation, owner, card.content.id, 3)
        call(stats.log_flashcard, owner, "clip-0", "correct")
        call(quick.start_quick_session, owner, "listen", 2)
    result = call(admin.reset_deck_data, ALICE)
    assert result.success is True and result.deleted.decks == 2
    assert call(decks.list_decks, ALICE) == [] and call(stats.translate_stats, ALICE).totalSentencesTranslated == 0
    with session_scope() as s:
        for table in (Deck, ReviewLog, TranslateLog):
            owners = set(s.exec(select(table.user_id)).all())
            assert owners == {BOB.uid}, table.__name__
        assert s.exec(select(func.count()).select_from(Card)).one() == 2 + 2  # Bob's daily 2 + quick 2
    assert len(call(decks.list_decks, BOB)) == 2
