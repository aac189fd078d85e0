"""The listen page's handlers, through the real StateManager and a real database."""

from reflex_base.utils.format import json_dumps

from chinese_app.core import decks, quick, sessions
from chinese_app.state.listen import START_FAILED, ListenState
from tests.conftest import call
from tests.state.conftest import events, run_background, texts


async def answer(page, got_it: bool) -> None:
    """Got it / Try again, then the next clip, as the browser runs the chained event."""
    chained = await events(run_background(page, ListenState.answer, got_it))
    for event in chained:
        await events(page.next_clip(*[v._var_value for _k, v in event.args]))


async def test_anonymous_visitors_are_sent_to_login(tab):
    async with tab().state(ListenState) as page:
        assert "redirect /login" in texts(await events(page.load()))
        await events(page.start())
        assert page.view == "start" and page.card_id == ""


async def test_replays_are_counted_and_the_answer_is_sent_only_once_revealed(bob):
    async with bob.state(ListenState) as page:
        page.set_clip_count("3")
        await events(page.start())
        assert page.view == "exercise" and page.total == 3 and page.video_url.startswith("/api/media/clips/")
        assert page.boxes and page.boxes[0].top.endswith("%")
        sent = json_dumps(page.dict())
        assert page._answer[0] not in sent and page._answer[1] not in sent  # nothing of the answer yet
        assert "v.currentTime" in texts(await events(page.replay()))
        await events(page.replay())
        assert page.replays_left == 0
        assert await events(page.replay()) == []  # no third replay before the reveal
        page.show_answer()
        assert page.revealed and page.boxes == [] and "".join(r.char for r in page.chinese) == page._answer[0]
        await events(page.replay())
        assert page.replays_left == 0 and page.revealed  # after the reveal, replays are free


async def test_try_again_comes_back_and_got_it_completes(bob):
    user = await bob.user()
    async with bob.state(ListenState) as page:
        page.set_clip_count("2")
        await events(page.start())
        first = page.card_id
        page.show_answer()
        await answer(page, False)
        assert (page.again_count, page.done_count) == (1, 0) and page.card_id != first
        page.show_answer()
        await answer(page, True)
        assert page.card_id == first  # Try again brought it back
        page.show_answer()
        await answer(page, True)
        assert page.view == "complete" and page.done_count == 2
    assert call(sessions.session_of, user, page.deck_id).piles.done == 2


async def test_a_daily_deck_is_complete_after_its_last_clip(bob):
    user = await bob.user()
    deck = call(decks.create_deck, user, "listen", 1)
    async with bob.state(ListenState) as page:
        await page._show(user, call(sessions.start_daily_session, user, deck.id))
        assert page.daily
        page.show_answer()
        await answer(page, True)
        assert page.view == "complete"
    assert call(decks.list_decks, user)[0].completedToday


async def test_a_clip_that_fails_is_skipped_without_a_log(bob):
    user = await bob.user()
    async with bob.state(ListenState) as page:
        page.set_clip_count("2")
        await events(page.start())
        page.video_error()
        page.show_answer()
        assert not page.revealed  # nothing to reveal for a clip that did not play
        chained = await events(page.skip())
        await events(page.next_clip(*[v._var_value for _k, v in chained[0].args]))
        page.video_error()
        chained = await events(page.skip())
        await events(page.next_clip(*[v._var_value for _k, v in chained[0].args]))
        assert page.view == "complete"
    assert call(sessions.session_of, user, page.deck_id).piles.done == 0


async def test_a_session_in_progress_is_resumed_and_failures_say_so(bob, monkeypatch):
    async with bob.state(ListenState) as page:
        await events(page.start())
        deck = page.deck_id
        page.new_session()
        await events(page.start())
        assert page.deck_id == deck

        def broken(*_args, **_kwargs):
            raise RuntimeError("database down")

        monkeypatch.setattr(quick, "start_quick_session", broken)
        page.new_session()
        assert START_FAILED in texts(await events(page.start()))
        assert START_FAILED == "Error starting session. Please try again."
