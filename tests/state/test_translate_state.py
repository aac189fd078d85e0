"""The translate page's handlers (all but the background submit, which the browser tests drive), through the
real StateManager and a real database."""

import pytest

from chinese_app.core import learner, quick, stats
from chinese_app.identity import verify_token
from chinese_app.state.auth import AuthState
from chinese_app.state.translate import START_FAILED, TranslateState
from tests.conftest import call
from tests.state.conftest import events, texts


@pytest.fixture
async def bob(tab):
    t = tab()
    await t.sign_in("bob@example.com")
    return t


async def user_of(t):
    async with t.state(AuthState) as auth:
        return verify_token(auth.id_token)


async def test_anonymous_visitors_are_sent_to_login_and_start_nothing(tab):
    anonymous = tab()
    async with anonymous.state(TranslateState) as page:
        assert "redirect /login" in texts(await events(page.load()))
        await events(page.start())
        assert page.view == "start" and page.items == []


async def test_start_a_quick_session_at_the_chosen_level(bob):
    async with bob.state(TranslateState) as page:
        page.set_level("4")
        page.set_level("10")  # not a level: ignored
        await events(page.start())
        assert page.view == "practice" and page.level == "4" and not page.daily
        assert len(page.items) == 5 and {item.level for item in page.items} == {"4"}
        assert page.current == page.items[0] and page.score == -1


async def test_a_session_in_progress_is_resumed_not_dropped(bob):
    async with bob.state(TranslateState) as page:
        await events(page.start())
        first = [item.card_id for item in page.items]
        page.new_session()
        await events(page.start())
        assert [item.card_id for item in page.items] == first
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
    user = await user_of(bob)
    async with bob.state(TranslateState) as page:
        await events(page.start())
        first = page.current
        await events(page.give_up())
        assert page.score == 0 and page.score_label == "0" and "".join(r.char for r in page.correct) == first.chinese
        assert page.items[0].status == "again" and page.items[0].first_score == 0 and page.again_count == 1
        page.next_sentence()
        assert page.index == 1 and page.score == -1
        for _ in range(4):  # give up on the other four too, then wrap round to the first
            await events(page.give_up())
            page.next_sentence()
        assert page.index == 0 and page.view == "practice"
        assert page.total_tries == 5 and page.first_shots == 0
    assert call(stats.translate_stats, user)["totalSentencesTranslated"] == 5


async def test_tone_colours_are_kept_for_the_learner(bob):
    user = await user_of(bob)
    async with bob.state(TranslateState) as page:
        await events(page.load())
        assert page.tone_colours
        await events(page.set_tone_colours(False))
    assert call(learner.settings_json, user)["toneColours"] is False
    async with bob.state(TranslateState) as page:
        await events(page.load())
        assert not page.tone_colours
