"""The home page's handlers, through the real StateManager and a real database."""

import json

import pytest

from chinese_app.core import decks, sessions
from chinese_app.state.home import HomeState, SessionHandoff
from tests.conftest import call
from tests.state.conftest import events, texts


async def home_of(t):
    async with t.state(HomeState) as home:
        await events(home.load())
        return home


async def create(t, deck_type="translate", level="2", new_per_day="5"):
    async with t.state(HomeState) as home:
        await events(home.open_create())
        await events(home.set_create_type(deck_type))
        home.set_create_level(level)
        return texts(await events(home.create({"new_per_day": new_per_day})))


async def test_load_needs_a_verified_user(tab):
    anonymous = tab()
    async with anonymous.state(HomeState) as home:
        assert "redirect /login" in texts(await events(home.load()))
        assert home.daily == [] and not home.loaded


async def test_create_and_list_decks(alice):
    assert "refresh_after 0.5" in await create(alice, "translate", "3", "4")
    assert "refresh_after 0.5" in await create(alice, "listen", new_per_day="")
    home = await home_of(alice)
    translate, listen = home.daily
    assert (translate.label, translate.level, translate.new, translate.due, translate.clickable) == (
        "Translate",
        "HSK 3",
        4,
        0,
        True,
    )
    assert (listen.label, listen.level, listen.new_per_day) == ("Listen", "", 1)  # empty falls back to 1
    assert home.existing == ["translate:3", "listen"]


async def test_create_dialog_defaults_and_duplicates(alice):
    await create(alice, "translate", "2")
    async with alice.state(HomeState) as home:
        await events(home.load())
        await events(home.open_create())
        assert (home.create_type, home.create_level, home.create_new_per_day) == ("translate", "2", "5")
        assert home.create_blocked == "You already have daily translate exercises for HSK level 2"
        home.set_create_level("3")
        assert home.create_blocked == ""
        await events(home.set_create_type("listen"))
        assert home.create_new_per_day == "1"  # listen and describe show 1 when switched to
        await events(home.set_create_type("describe"))
        assert home.create_new_per_day == "1"
        await events(home.set_create_type("translate"))
        assert home.create_new_per_day == "5"


async def test_create_refuses_a_duplicate_even_if_the_button_is_pressed(alice):
    await create(alice, "listen")
    async with alice.state(HomeState) as home:
        await events(home.load())
        await events(home.open_create())
        await events(home.set_create_type("listen"))
        assert home.create_blocked == "You already have daily listen exercises"
        assert await events(home.create({"new_per_day": "3"})) == []
    assert len((await home_of(alice)).daily) == 1


async def test_new_per_day_out_of_range_is_refused_with_the_cores_message(alice):
    assert "newPerDay must be a whole number from 1 to 20" in await create(alice, "translate", "1", "99")
    assert (await home_of(alice)).daily == []


async def test_background_picker_pages_wrap(alice):
    async with alice.state(HomeState) as home:
        await events(home.open_create())
        images = [b.id for b in home.backgrounds]
        assert len(images) >= 8 and [b.id for b in home.picker] == images[:3]
        assert home.create_background == images[0]
        home.page_backgrounds(-1)  # back from the first page wraps to the last
        pages = -(-len(images) // 3)
        assert home.background_page == pages - 1
        home.page_backgrounds(1)
        assert [b.id for b in home.picker] == images[:3]
        home.choose_background(images[4])
        await events(home.create({"new_per_day": "5"}))
    assert (await home_of(alice)).daily[0].background.startswith(f"/api/media/pictures/{images[4]}.jpg?")


async def test_options_are_saved_or_refused(alice):
    await create(alice)
    async with alice.state(HomeState) as home:
        await events(home.load())
        home.open_options(home.daily[0].id)
        assert (home.options_new_per_day, home.options_max_due) == ("5", "20")
        refused = texts(await events(home.save_options({"new_per_day": "0", "max_due": "999"})))
        assert "newPerDay must be a whole number from 1 to 20" in refused and home.options_open
        await events(home.save_options({"new_per_day": "20", "max_due": "300"}))
        assert not home.options_open
        assert (home.daily[0].new_per_day, home.daily[0].max_due_per_day) == (20, 300)


async def test_delete_deck(alice):
    await create(alice)
    async with alice.state(HomeState) as home:
        await events(home.load())
        home.open_delete(home.daily[0].id)
        assert "refresh_after 1.0" in texts(await events(home.confirm_delete()))
        await events(home.load())
        assert home.daily == []


async def test_starting_a_deck_hands_the_session_over(alice):
    await create(alice, "translate", "1", "3")
    async with alice.state(HomeState) as home:
        await events(home.load())
        deck_id = home.daily[0].id
        assert "redirect /translate?deck=true" in texts(await events(home.start_deck(deck_id)))
        handoff = await home.get_state(SessionHandoff)
        session = json.loads(handoff.data)
        assert session["deckId"] == deck_id and session["isDailySession"] and len(session["cards"]) == 3
        await events(home.load())
        card = home.daily[0]
        assert card.started and (card.remaining, card.again, card.done) == (3, 0, 0)


async def test_a_deck_with_nothing_to_do_does_not_start(alice):
    await create(alice, "translate", "1", "1")
    async with alice.state(HomeState) as home:
        await events(home.load())
        deck_id = home.daily[0].id
    user = await alice.user()
    session = call(sessions.start_daily_session, user, deck_id)
    call(sessions.log_attempt, user, deck_id, session.cards[0].cardId, True, 3)
    call(sessions.complete, user, deck_id)
    async with alice.state(HomeState) as home:
        await events(home.load())
        card = home.daily[0]
        assert card.complete and card.completed_cards == 1 and not card.clickable
        assert await events(home.start_deck(deck_id)) == []


async def test_quick_session_then_session_in_progress(alice):
    async with alice.state(HomeState) as home:
        home.set_quick_level("3")
        assert "redirect /translate?deck=true" in texts(await events(home.start_quick("translate", {"count": "50"})))
        first = json.loads((await home.get_state(SessionHandoff)).data)
        assert len(first["cards"]) == 20 and {c["content"]["level"] for c in first["cards"]} == {"3"}

        assert await events(home.start_quick("translate", {"count": "5"})) == []
        assert home.conflict_open and home.conflict_message == "You already have a translate session in progress."
        assert (home.conflict_deck, home.conflict_type) == (first["deckId"], "translate")

        assert "redirect /translate?deck=true" in texts(await events(home.conflict_resume()))
        assert json.loads((await home.get_state(SessionHandoff)).data)["deckId"] == first["deckId"]

        await events(home.start_quick("translate", {"count": "5"}))
        assert "redirect /translate?deck=true" in texts(await events(home.conflict_start_new()))
        second = json.loads((await home.get_state(SessionHandoff)).data)
        assert second["deckId"] != first["deckId"] and not home.conflict_open

        await events(home.load())
        assert [d.id for d in home.quick] == [second["deckId"]]


@pytest.mark.parametrize(
    ("kind", "form", "describe_count", "size", "page"),
    [
        ("listen", {"count": "0"}, None, 1, "/listen"),
        ("listen", {"count": ""}, None, 3, "/listen"),  # the default 5, but the test content has 3 clips
        ("describe", {}, "3", 3, "/describe"),
        ("describe", {}, "7", 3, "/describe"),  # clamped to 1-3, as /api clamps it
    ],
)
async def test_quick_sizes(alice, kind, form, describe_count, size, page):
    async with alice.state(HomeState) as home:
        if describe_count:
            home.set_quick_describe_count(describe_count)
        assert f"redirect {page}?deck=true" in texts(await events(home.start_quick(kind, form)))
        assert len(json.loads((await home.get_state(SessionHandoff)).data)["cards"]) == size


async def test_abandon_a_quick_session(alice):
    async with alice.state(HomeState) as home:
        await events(home.start_quick("listen", {"count": "2"}))
        await events(home.load())
        assert "refresh_after 0.5" in texts(await events(home.abandon(home.quick[0].id)))
        await events(home.load())
        assert home.quick == []


async def test_another_learners_deck_cannot_be_touched(tab, alice):
    await create(alice)
    alices_deck = (await home_of(alice)).daily[0].id
    bob = tab()
    await bob.sign_in("bob@example.com")
    async with bob.state(HomeState) as home:
        assert "Failed to abandon session. Please try again." in texts(await events(home.abandon(alices_deck)))
        home.options_deck = alices_deck
        assert "Deck not found" in texts(await events(home.save_options({"new_per_day": "2", "max_due": "9"})))
        home.delete_deck = alices_deck
        assert "Deck not found" in texts(await events(home.confirm_delete()))
        assert await events(home.start_deck(alices_deck)) == []  # not among Bob's cards
    assert [d.id for d in (await home_of(alice)).daily] == [alices_deck]


async def test_signed_out_handlers_do_nothing(tab):
    t = tab()
    async with t.state(HomeState) as home:
        assert await events(home.start_quick("translate", {"count": "5"})) == []
        assert await events(home.create({"new_per_day": "5"})) == []
        assert await events(home.confirm_delete()) == []


async def test_failures_raise_the_spec_alerts(alice):
    async with alice.state(HomeState) as home:
        await events(home.open_create())
        home.create_background = "no-such-picture"
        assert "Unknown background image" in texts(await events(home.create({"new_per_day": "5"})))
        home.create_background = ""
        await events(home.create({"new_per_day": "5"}))
        await events(home.load())
        deck_id = home.daily[0].id
    # The deck goes away behind the page's back (another tab): starting it fails with the start alert.
    call(decks.delete_deck, await alice.user(), deck_id)
    async with alice.state(HomeState) as home:
        assert "Failed to start translate session. Please try again." in texts(await events(home.start_deck(deck_id)))
        home._pending = {"deck_type": "poetry", "size": 1}
        assert "Failed to start new session. Please try again." in texts(await events(home.conflict_start_new()))
