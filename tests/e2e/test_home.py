"""The home page in a real browser: daily decks and their dialogs, quick sessions, Session In Progress."""

import json

import pytest
from playwright.sync_api import Page, expect

from tests.e2e.conftest import ARTIFACTS, wait_for_path


@pytest.fixture
def learner(page: Page, new_learner):
    tokens = new_learner("home")
    page.goto("/home")
    expect(page.get_by_role("heading", name="Daily Tasks")).to_be_visible()
    return tokens


def deck(page: Page, name: str):
    return page.locator(".deck-card").filter(has=page.get_by_role("heading", name=name, exact=True))


def choose(page: Page, trigger: str, option: str) -> None:
    page.locator(trigger).click()
    page.get_by_role("option", name=option, exact=True).click()


def create_daily(page: Page, kind: str, level: str | None = None, per_day: str | None = None) -> None:
    page.locator("#start-new-daily").click()
    expect(page.get_by_role("dialog", name="Create New Daily")).to_be_visible()
    choose(page, "#create-type", kind)
    if level:
        choose(page, "#create-level", f"HSK {level}")
    if per_day is not None:
        page.locator("#create-new-per-day").fill(per_day)
    page.locator("#create-submit").click()
    expect(page.get_by_role("dialog", name="Create New Daily")).to_be_hidden()


def session_data(page: Page) -> dict:
    return json.loads(page.evaluate("sessionStorage.getItem('sessionData')"))


def test_create_each_type_and_the_duplicate_message(page, learner):
    create_daily(page, "Translate", "3", "4")
    expect(deck(page, "Translate")).to_contain_text("HSK 3")
    expect(deck(page, "Translate").locator(".deck-counts")).to_contain_text("4New")
    create_daily(page, "Listen")
    expect(deck(page, "Listen").locator(".deck-counts")).to_contain_text("1New")  # listen defaults to 1
    create_daily(page, "Describe", per_day="")
    expect(deck(page, "Describe").locator(".deck-counts")).to_contain_text("1New")  # empty falls back to 1

    page.locator("#start-new-daily").click()
    choose(page, "#create-level", "HSK 3")
    expect(page.locator("#create-blocked")).to_have_text("You already have daily translate exercises for HSK level 3")
    expect(page.locator("#create-submit")).to_be_disabled()
    choose(page, "#create-type", "Listen")
    expect(page.locator("#create-blocked")).to_have_text("You already have daily listen exercises")
    choose(page, "#create-type", "Translate")
    choose(page, "#create-level", "HSK 4")
    expect(page.locator("#create-blocked")).to_have_count(0)
    expect(page.locator("#create-submit")).to_be_enabled()
    page.keyboard.press("Escape")
    expect(page.get_by_role("dialog", name="Create New Daily")).to_be_hidden()


def test_background_picker_shows_three_and_wraps(page, learner):
    page.locator("#start-new-daily").click()
    thumbnails = page.locator(".background-choice")
    expect(thumbnails).to_have_count(3)
    first = thumbnails.first.get_attribute("src")
    page.locator("#backgrounds-previous").click()  # from the first page back to the last
    expect(thumbnails.first).not_to_have_attribute("src", first)
    page.locator("#backgrounds-next").click()
    expect(thumbnails.first).to_have_attribute("src", first)
    thumbnails.nth(2).click()
    expect(page.locator(".background-choice.chosen")).to_have_attribute("src", thumbnails.nth(2).get_attribute("src"))
    page.get_by_role("button", name="Cancel").click()  # paging and Cancel create nothing
    expect(page.get_by_role("dialog", name="Create New Daily")).to_be_hidden()
    page.wait_for_timeout(1000)  # past the 0.5 s refresh a create would trigger
    expect(page.locator(".deck-card")).to_have_count(0)


def test_deck_options_and_delete(page, learner):
    create_daily(page, "Translate", "2")
    page.get_by_role("button", name="Translate deck menu").click()
    page.get_by_role("menuitem", name="Deck Options").click()
    dialog = page.get_by_role("dialog", name="Deck Options")
    expect(page.locator("#options-new-per-day")).to_be_focused()  # the first field
    page.locator("#options-new-per-day").fill("2")
    page.locator("#options-max-due").fill("500")
    page.locator("#options-save").click()
    # The browser refuses the out-of-range value and says why; nothing is saved.
    assert page.locator("#options-max-due").evaluate("input => input.validity.rangeOverflow")
    expect(dialog).to_be_visible()
    page.locator("#options-max-due").fill("250")
    page.locator("#options-max-due").press("Enter")
    expect(dialog).to_be_hidden()
    expect(deck(page, "Translate").locator(".deck-counts")).to_contain_text("2New")

    page.get_by_role("button", name="Translate deck menu").click()
    page.get_by_role("menuitem", name="Deck Options").click()
    expect(page.locator("#options-max-due")).to_have_value("250")
    page.keyboard.press("Escape")

    page.get_by_role("button", name="Translate deck menu").click()
    page.get_by_role("menuitem", name="Delete Deck").click()
    expect(page.get_by_role("alertdialog", name="Delete Deck")).to_contain_text("cannot be undone")
    page.locator("#delete-confirm").click()
    expect(deck(page, "Translate")).to_have_count(0)


def test_opening_a_daily_deck(page, learner):
    create_daily(page, "Translate", "1", "3")
    page.get_by_role("button", name="Open Translate HSK 1").click()
    wait_for_path(page, "/translate")
    assert page.url.endswith("?deck=true")
    data = session_data(page)
    assert data["isDailySession"] and data["deckType"] == "translate" and len(data["cards"]) == 3
    page.goto("/home")
    expect(deck(page, "Translate").locator(".deck-piles")).to_contain_text("3Remaining")


def test_quick_session_start_and_abandon(page, learner):
    page.locator("#quick-listen").click()
    page.locator("#quick-listen-count").fill("3")
    page.locator("#start-quick-listen").click()
    wait_for_path(page, "/listen")
    data = session_data(page)
    assert data["isVirtualDeck"] and data["deckType"] == "listen" and len(data["cards"]) == 3
    page.goto("/home")
    quick = page.locator("#quick-sessions .deck-card")
    expect(quick).to_have_count(1)
    expect(quick).to_contain_text("3Remaining")
    page.get_by_role("button", name="Listen deck menu").click()
    page.get_by_role("menuitem", name="Abandon Session").click()
    expect(quick).to_have_count(0)


def test_session_in_progress_resume_and_start_new(page, learner):
    page.locator("#quick-translate").click()
    choose(page, "#quick-translate-level", "HSK 4")
    page.locator("#start-quick-translate").click()
    wait_for_path(page, "/translate")
    first = session_data(page)["deckId"]
    assert {c["content"]["level"] for c in session_data(page)["cards"]} == {"4"}

    page.goto("/home")
    page.locator("#quick-translate").click()
    page.locator("#start-quick-translate").click()
    conflict = page.get_by_role("alertdialog", name="Session In Progress")
    expect(conflict).to_contain_text("You already have a translate session in progress.")
    page.get_by_role("button", name="Cancel").click()
    expect(conflict).to_be_hidden()

    page.locator("#start-quick-translate").click()
    page.locator("#conflict-resume").click()
    wait_for_path(page, "/translate")
    assert session_data(page)["deckId"] == first

    page.goto("/home")
    page.locator("#quick-translate").click()
    page.locator("#start-quick-translate").click()
    page.locator("#conflict-new").click()
    wait_for_path(page, "/translate")
    assert session_data(page)["deckId"] != first


def test_keyboard_only(page, learner):
    page.locator("#start-new-daily").focus()
    page.keyboard.press("Enter")
    expect(page.get_by_role("dialog", name="Create New Daily")).to_be_visible()
    page.keyboard.press("Escape")
    expect(page.get_by_role("dialog", name="Create New Daily")).to_be_hidden()
    page.locator("#quick-describe").focus()
    page.keyboard.press("Enter")
    expect(page.locator("#start-quick-describe")).to_be_visible()


def test_home_screenshots(page, server, learner):
    create_daily(page, "Translate", "2")
    create_daily(page, "Listen")
    expect(page.locator("#daily-decks .deck-card")).to_have_count(2)
    page.locator("#quick-translate").click()
    expect(page.locator("#start-quick-translate")).to_be_visible()
    page.wait_for_function("() => [...document.images].every(image => image.complete)")
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=ARTIFACTS / "home.png", full_page=True)
    page.set_viewport_size({"width": 390, "height": 844})
    expect(page.get_by_role("heading", name="Daily Tasks")).to_be_visible()
    page.screenshot(path=ARTIFACTS / "home-phone.png", full_page=True)
    widths = page.locator(".deck-card").evaluate_all("cards => cards.map(c => c.getBoundingClientRect().width)")
    assert all(w > 300 for w in widths)  # one card per row on a phone
