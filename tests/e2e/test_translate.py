"""The translate exercise in a real browser: a quick session, a daily deck, then the statistics; and
"My answer should be accepted", from the learner's report to an admin's review on /admin."""

import json
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from pathlib import Path

import httpx
from playwright.sync_api import Page, expect
from sqlmodel import Session, select

from chinese_app.db import make_engine
from chinese_app.models import Sentence
from tests.e2e.conftest import ADMINS, ARTIFACTS, sign_in_browser, wait_for_path
from tests.rewordings import Rewording, rewording, unchecked_rewording

PHONE = {"width": 390, "height": 844}


def start_from_home(page: Page, count: str, level: str) -> dict[str, str]:
    """A quick translate session started on /home; English -> Chinese of its sentences."""
    page.goto("/home")
    page.locator("#quick-translate").click()
    page.locator("#quick-translate-level").click()
    page.get_by_role("option", name=f"HSK {level}", exact=True).click()
    page.locator("#quick-translate-count").fill(count)
    page.locator("#start-quick-translate").click()
    wait_for_path(page, "/translate")
    session = json.loads(page.evaluate("sessionStorage.getItem('sessionData')"))
    return {card["content"]["english"]: card["content"]["chinese"] for card in session["cards"]}


def next_sentence(page: Page) -> str:
    """Next Sentence, then the English of the sentence it moved to (once the page shows it)."""
    page.locator("#next-sentence").click()
    expect(page.locator("#feedback")).to_have_count(0)  # a new sentence starts without feedback
    return page.locator("#english").inner_text()


def answer(page: Page, text: str) -> None:
    page.locator("#answer").fill(text)
    page.locator("#answer").press("Enter")
    expect(page.locator("#feedback")).to_be_visible(timeout=20_000)  # the first grading loads the dictionaries


def test_quick_session_right_wrong_given_up_wrapping_and_complete(page, new_learner):
    new_learner("translate")
    answers = start_from_home(page, "3", "2")
    english = page.locator("#english")
    expect(english).to_be_visible()
    first, second, third = [], [], []

    first.append(english.inner_text())
    answer(page, answers[first[0]])
    expect(page.locator("#score-label")).to_have_text("Great!")
    expect(page.locator("#correct-translation")).to_contain_text(answers[first[0]][0])

    second.append(next_sentence(page))
    page.locator("#submit").click()  # an empty answer is refused
    answer(page, "完全不对的句子")
    expect(page.locator("#score-label")).not_to_have_text("Great!")
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=ARTIFACTS / "translate-feedback.png", full_page=True)

    third.append(next_sentence(page))
    assert len({first[0], second[0], third[0]}) == 3
    page.locator("#give-up").click()
    expect(page.locator("#score")).to_contain_text("Score 0 / 3")
    expect(page.locator("#correct-translation")).to_contain_text(answers[third[0]][0])

    assert next_sentence(page) == second[0]  # wrapped round to the first sentence not done
    answer(page, answers[second[0]])
    expect(page.locator("#score-label")).to_have_text("Great!")
    assert next_sentence(page) == third[0]
    answer(page, answers[third[0]])
    expect(page.locator("#score-label")).to_have_text("Great!")
    page.locator("#next-sentence").click()

    expect(page.locator("#session-complete")).to_have_text("Session Complete!")
    expect(page.locator("#session-summary")).to_have_text("3 sentences · 1 right at the first try · 5 tries")

    page.get_by_role("link", name="Statistics").click()
    wait_for_path(page, "/stats")
    expect(page.locator("#total-translated")).to_contain_text("3")
    row = page.locator("#level-stats [data-level='2']")
    expect(row).to_contain_text("HSK 2")
    expect(row).to_contain_text("33.3%")
    expect(page.locator("#level-chart .recharts-bar-rectangle").first).to_be_visible()
    page.screenshot(path=ARTIFACTS / "stats.png", full_page=True)
    page.set_viewport_size({"width": 390, "height": 844})
    page.screenshot(path=ARTIFACTS / "stats-phone.png", full_page=True)


def test_empty_answer_alert(page, new_learner):
    new_learner("empty")
    start_from_home(page, "1", "1")
    alerts = []
    page.on("dialog", lambda dialog: (alerts.append(dialog.message), dialog.accept()))
    page.locator("#submit").click()
    page.wait_for_timeout(500)
    assert alerts == ["Please enter your translation"]
    expect(page.locator("#feedback")).to_have_count(0)


def test_daily_deck_completion_marks_the_deck_complete(page, server, counter):
    tokens = server.sign_up(counter("daily"))
    headers = {"Authorization": f"Bearer {tokens['idToken']}"}
    created = server.api(
        "POST", "/api/decks/create", headers=headers, json={"type": "translate", "hskLevel": 1, "newPerDay": 2}
    ).json()
    sign_in_browser(page, tokens)
    page.goto("/home")
    page.get_by_role("button", name="Open Translate HSK 1").click()
    wait_for_path(page, "/translate")
    session = json.loads(page.evaluate("sessionStorage.getItem('sessionData')"))
    assert session["deckId"] == created["id"] and session["isDailySession"]
    answers = {card["content"]["english"]: card["content"]["chinese"] for card in session["cards"]}
    answer(page, answers[page.locator("#english").inner_text()])
    expect(page.locator("#score-label")).to_have_text("Great!")
    answer(page, answers[next_sentence(page)])
    expect(page.locator("#score-label")).to_have_text("Great!")
    page.locator("#next-sentence").click()
    expect(page.locator("#session-complete")).to_be_visible()
    page.locator("#back-home").click()
    wait_for_path(page, "/home")
    expect(page.locator(".deck-card .deck-complete")).to_contain_text("2 cards completed")
    expect(page.get_by_role("button", name="Open Translate HSK 1")).to_be_disabled()
    decks = server.api("GET", "/api/decks", headers=headers).json()
    assert decks[0]["completedToday"] is True


def test_tone_colours_are_kept_per_learner(page, new_learner):
    new_learner("tones")
    start_from_home(page, "1", "1")
    page.locator("#give-up").click()
    first = page.locator("#correct-translation ruby").first
    colour_on = first.evaluate("ruby => getComputedStyle(ruby).color")
    page.locator("#tone-colours").click()
    expect(first).not_to_have_css("color", colour_on)
    page.reload()
    page.locator("#give-up").click()
    expect(page.locator("#tone-colours")).not_to_be_checked()  # remembered for this learner


# ---------------------------------------------------------------- "My answer should be accepted"


def shipped(database: Path, find=rewording) -> tuple[Rewording, list[str]]:
    """A right rewording (by default one the grader scores below 3), and the ids of the other sentences of its
    level."""
    engine = make_engine(f"sqlite:///{database}")
    try:
        with Session(engine) as db:
            reworded = find(db)
            others = db.exec(select(Sentence.id).where(Sentence.level == reworded.level)).all()
    finally:
        engine.dispose()
    return reworded, [sentence_id for sentence_id in others if sentence_id != reworded.sentence_id]


def seen_all_but_one(server, tokens: dict, others: list[str]) -> None:
    """Log the other sentences of the level as practised: a quick session of one offers the one left."""
    headers = {"Authorization": f"Bearer {tokens['idToken']}"}
    with httpx.Client(base_url=server.url, headers=headers, timeout=30) as client:

        def log(sentence_id: str) -> int:
            return client.post("/api/translate/log", json={"sentenceId": sentence_id, "score": 3}).status_code

        with ThreadPoolExecutor(8) as pool:
            assert set(pool.map(log, others)) == {200}


def reworded_session(page: Page, server, counter, name: str, find=rewording) -> Rewording:
    """A new learner, signed in, in a quick session of the one sentence the rewording answers."""
    # The server's own database: other tests add sentences to it (a clip import adds its Chinese).
    reworded, others = shipped(server.data_dir / "app.db", find)
    tokens = server.sign_up(counter(name))
    seen_all_but_one(server, tokens, others)
    sign_in_browser(page, tokens)
    start_from_home(page, "1", reworded.level)
    expect(page.locator("#english")).to_have_text(reworded.english)
    return reworded


def test_a_rewording_accepted_unchecked_is_great_and_says_so(page, server, counter):
    """A right answer worded too freely to check word by word: Great!, with a note that says it was not checked
    and shows ours, readable on a phone."""
    reworded = reworded_session(page, server, counter, "unchecked", unchecked_rewording)
    answer(page, reworded.attempt)
    expect(page.locator("#score-label")).to_have_text("Great!")
    expect(page.locator("#feedback")).to_contain_text("as far as we can check")
    expect(page.locator("#feedback")).to_contain_text(reworded.chinese.rstrip("。"))
    page.screenshot(path=ARTIFACTS / "translate-unchecked.png", full_page=True)
    page.set_viewport_size(PHONE)
    page.screenshot(path=ARTIFACTS / "translate-unchecked-phone.png", full_page=True)


@contextmanager
def another_browser(browser, server) -> Iterator[Page]:
    """A page in a browser profile of its own: another person at another computer."""
    context = browser.new_context(base_url=server.url, viewport={"width": 1280, "height": 800})
    context.set_default_timeout(20_000)
    try:
        yield context.new_page()
    finally:
        context.close()


def test_a_reported_answer_an_admin_accepts_scores_3_for_the_next_learner(page, browser, server, counter):
    reworded = reworded_session(page, server, counter, "reporter")
    answer(page, reworded.attempt)
    expect(page.locator("#score-label")).not_to_have_text("Great!")
    button = page.get_by_role("button", name="My answer should be accepted")
    expect(button).to_be_enabled()
    page.screenshot(path=ARTIFACTS / "translate-report.png", full_page=True)
    page.set_viewport_size(PHONE)
    button.scroll_into_view_if_needed()
    box = button.bounding_box()
    assert box["x"] >= 0 and box["x"] + box["width"] <= PHONE["width"]  # whole on a phone's width
    page.screenshot(path=ARTIFACTS / "translate-report-phone.png", full_page=True)

    button.focus()  # by keyboard: the button is a button
    page.keyboard.press("Enter")
    expect(page.locator("#report-message")).to_have_text("Thanks — a teacher will review your answer.")
    expect(button).to_be_disabled()
    page.screenshot(path=ARTIFACTS / "translate-reported-phone.png", full_page=True)

    # An admin reviews it on /admin.
    assert "admin-reports@example.com" in ADMINS
    with another_browser(browser, server) as admin:
        sign_in_browser(admin, server.sign_up("admin-reports@example.com"))
        admin.goto("/admin")
        card = admin.locator("#reports")
        row = card.locator(".report-row").filter(has_text=reworded.attempt)
        expect(row).to_have_count(1)
        expect(row).to_contain_text(reworded.english)
        expect(row).to_contain_text(reworded.chinese)
        expect(row).to_contain_text("reporter-")
        card.scroll_into_view_if_needed()
        card.screenshot(path=ARTIFACTS / "admin-reports.png")
        admin.set_viewport_size(PHONE)
        card.screenshot(path=ARTIFACTS / "admin-reports-phone.png")
        admin.set_viewport_size({"width": 1280, "height": 800})
        row.get_by_role("button", name="Accept").click()
        expect(admin.locator("#report-reviewed")).to_contain_text("now scores 3 for every learner")
        expect(row).to_have_count(0)
        admin.reload()  # accepted, it leaves the list for good
        expect(card.locator("#reports-total")).to_be_visible()
        expect(card.locator(".report-row").filter(has_text=reworded.attempt)).to_have_count(0)

    # Another learner typing the same answer gets 3.
    with another_browser(browser, server) as second:
        reworded_session(second, server, counter, "second")
        answer(second, reworded.attempt)
        expect(second.locator("#score-label")).to_have_text("Great!")
        expect(second.locator("#score")).to_contain_text("Score 3 / 3")
        expect(second.get_by_role("button", name="My answer should be accepted")).to_have_count(0)
