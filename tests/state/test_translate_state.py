"""The translate page's handlers, through the real StateManager and a real database."""

from reflex_base.utils.format import json_dumps

from chinese_app.core import evaluate, exercises, learner, quick, sessions, stats
from chinese_app.core.evaluate import EMPTY_TRANSLATION
from chinese_app.state.translate import EVALUATION_FAILED, GAVE_UP, NEXT_FAILED, START_FAILED, TranslateState
from tests.conftest import call
from tests.state.conftest import events, run_background, texts


async def test_anonymous_visitors_are_sent_to_login_and_start_nothing(tab):
    anonymous = tab()
    async with anonymous.state(TranslateState) as page:
        assert "redirect /login" in texts(await events(page.load()))
        await events(page.start())
        assert page.view == "start" and page.deck_id == "" and page.card_id == ""


async def test_start_a_quick_session_at_the_chosen_level(bob):
    async with bob.state(TranslateState) as page:
        page.set_level("4")
        page.set_level("10")  # not a level: ignored
        await events(page.start())
        assert page.view == "practice" and page.level == "4" and not page.daily
        assert (page.total, page.done_count, page.again_count) == (5, 0, 0)
        assert page.sentence_level == "4" and page.english and page.score == -1
    session = call(sessions.session_of, await bob.user(), page.deck_id)
    assert page.card_id == session.cards[0].cardId and page.english == session.cards[0].content.english


async def test_a_session_in_progress_is_resumed_not_dropped(bob):
    async with bob.state(TranslateState) as page:
        await events(page.start())
        first = (page.deck_id, page.card_id)
        page.new_session()
        await events(page.start())
        assert (page.deck_id, page.card_id) == first
        assert "in progress" in page.notice


async def test_a_failed_start_says_so(bob, monkeypatch):
    def broken(*_args):
        raise RuntimeError("database down")

    monkeypatch.setattr(quick, "start_quick_session", broken)
    async with bob.state(TranslateState) as page:
        shown = texts(await events(page.start()))
        assert START_FAILED in shown and START_FAILED == "Failed to start session. Please try again."
        assert page.view == "start" and not page.starting


async def test_give_up_scores_0_and_next_sentence_wraps_to_complete(bob):
    user = await bob.user()
    async with bob.state(TranslateState) as page:
        await events(page.start())
        session = call(sessions.session_of, user, page.deck_id)
        chinese = {c.cardId: c.content.chinese for c in session.cards}
        order = [c.cardId for c in session.cards]
        first = page.card_id
        await events(page.give_up())
        assert page.score == 0 and page.score_label == "0" and page.explanation == GAVE_UP
        assert "".join(r.char for r in page.correct) == chinese[first]
        assert (page.again_count, page.done_count) == (1, 0)
        await events(page.next_sentence())
        assert page.card_id == order[1] and page.score == -1 and page.correct == []
        for _ in range(4):  # give up on the other four too, then wrap round to the first
            await events(page.give_up())
            await events(page.next_sentence())
        assert page.card_id == first and page.view == "practice" and page.again_count == 5
    assert call(stats.translate_stats, user).totalSentencesTranslated == 5
    assert call(sessions.session_of, user, page.deck_id).attempts == 5


async def test_the_last_sentence_done_completes_the_session(bob):
    user = await bob.user()
    async with bob.state(TranslateState) as page:
        await events(page.start())
        deck_id = page.deck_id
    for card in call(sessions.session_of, user, deck_id).cards[1:]:  # every other sentence right already
        call(sessions.log_attempt, user, deck_id, card.cardId, True, 3)
    async with bob.state(TranslateState) as page:
        await events(page.give_up())
        await events(page.next_sentence())  # only this one is left: it comes round again
        assert page.view == "practice" and (page.done_count, page.again_count) == (4, 1)
    call(sessions.log_attempt, user, deck_id, page.card_id, True, 3)
    async with bob.state(TranslateState) as page:
        await events(page.next_sentence())
        assert page.view == "complete" and (page.total, page.first_shots, page.total_tries) == (5, 4, 6)


async def test_a_failed_next_sentence_says_so(bob, monkeypatch):
    async with bob.state(TranslateState) as page:
        await events(page.start())

        def broken(*_args):
            raise RuntimeError("database down")

        monkeypatch.setattr(sessions, "session_of", broken)
        assert NEXT_FAILED in texts(await events(page.next_sentence()))
        assert page.view == "practice"


async def test_the_translate_state_sends_no_unanswered_sentence(bob):
    """The page's state, as it is sent to the browser, holds no Chinese (nor pinyin) of a sentence
    until that sentence is revealed. (The session /home hands over in the browser's session storage
    is the product's full session, as its web client has always had it: a separate, deliberate
    channel.)"""
    user = await bob.user()
    async with bob.state(TranslateState) as page:
        await events(page.start())
        session = call(sessions.session_of, user, page.deck_id)

        def sent() -> str:
            return json_dumps(page.dict())

        for card in session.cards:
            assert card.content.chinese not in sent() and card.content.pinyin not in sent()
        revealed = page.card_id
        await events(page.give_up())
        shown = "".join(r.char for r in page.correct)
        assert shown == next(c.content.chinese for c in session.cards if c.cardId == revealed)
        await events(page.next_sentence())
        for card in session.cards:
            assert card.content.chinese not in sent()
        assert page.correct == []


async def test_tone_colours_are_kept_for_the_learner(bob):
    user = await bob.user()
    async with bob.state(TranslateState) as page:
        await events(page.load())
        assert page.tone_colours
        await events(page.set_tone_colours(False))
    assert call(learner.settings, user).toneColours is False
    async with bob.state(TranslateState) as page:
        await events(page.load())
        assert not page.tone_colours


async def test_submit_scores_records_and_reveals(bob):
    user = await bob.user()
    async with bob.state(TranslateState) as page:
        await events(page.start())
        answer = call(sessions.session_of, user, page.deck_id).cards[0].content.chinese
        assert EMPTY_TRANSLATION in texts(await events(run_background(page, TranslateState.submit, {"answer": " "})))
        await events(run_background(page, TranslateState.submit, {"answer": answer}))
        assert (page.score, page.score_label, page.done_count) == (3, "Great!", 1) and not page.evaluating
        assert "".join(r.char for r in page.correct) == answer
    assert call(stats.translate_stats, user).totalSentencesTranslated == 1


async def test_a_failed_evaluation_says_so_and_records_nothing(bob, monkeypatch):
    def broken(*_args):
        raise RuntimeError("model down")

    monkeypatch.setattr(evaluate, "evaluate_translation", broken)
    async with bob.state(TranslateState) as page:
        await events(page.start())
        shown = texts(await events(run_background(page, TranslateState.submit, {"answer": "我"})))
        assert EVALUATION_FAILED in shown and EVALUATION_FAILED == "Failed to evaluate translation. Please try again."
        assert page.score == -1 and not page.evaluating and page.done_count == page.again_count == 0


async def test_two_genuine_tries_alike_are_two_attempts_and_a_repeated_record_is_one(bob, monkeypatch):
    """The page keys each attempt (an idempotency key kept until it is recorded): the same wrong
    answer typed twice counts twice, X Y X three times; a record sent again with the key is one."""
    user = await bob.user()
    async with bob.state(TranslateState) as page:
        await events(page.start())
        deck_id, card_id = page.deck_id, page.card_id
        for answer in ("完全不对", "完全不对", "也不对", "完全不对"):
            await events(run_background(page, TranslateState.submit, {"answer": answer}))
        assert page.again_count == 1 and page.done_count == 0
        key = page._attempt_id
    assert call(sessions.session_of, user, deck_id).attempts == 4
    for _ in range(2):  # the same record twice (a retried request): one attempt
        call(exercises.record_translation, user, deck_id, card_id, 1, "又错了", attempt_id=key)
    assert call(sessions.session_of, user, deck_id).attempts == 5
