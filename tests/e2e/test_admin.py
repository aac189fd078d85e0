"""Admin tools in a real browser: the date tool changing the counts, Reset Decks, the /admin page;
and learners seeing none of it."""

from datetime import date, timedelta

from playwright.sync_api import Page, expect

from chinese_app.content.importer import picture_entries
from tests.e2e.conftest import sign_in_browser, wait_for_path


def open_home(page: Page, server, email: str) -> dict:
    tokens = server.sign_up(email)
    sign_in_browser(page, tokens)
    page.goto("/home")
    expect(page.get_by_role("heading", name="Daily Tasks")).to_be_visible()
    return tokens


def api(server, tokens: dict, method: str, path: str, **kwargs) -> dict:
    r = server.api(method, path, headers={"Authorization": f"Bearer {tokens['idToken']}"}, **kwargs)
    assert r.status_code == 200, r.text
    return r.json()


def test_learners_see_no_admin_tools_and_cannot_open_admin(page, server, counter):
    open_home(page, server, counter("learner"))
    expect(page.locator("#user-email")).to_be_visible()
    expect(page.locator("#admin-tools")).to_have_count(0)
    expect(page.get_by_role("button", name="Reset Decks")).to_have_count(0)
    page.goto("/admin")
    wait_for_path(page, "/home")


def test_date_tool_changes_the_counts_shown(page, server):
    tokens = open_home(page, server, "admin-date@example.com")
    created = api(
        server, tokens, "POST", "/api/decks/create", json={"type": "translate", "hskLevel": 1, "newPerDay": 1}
    )
    card = api(server, tokens, "POST", f"/api/decks/{created['id']}/session")["cards"][0]["cardId"]
    api(server, tokens, "POST", f"/api/decks/{created['id']}/log", json={"cardId": card, "success": True, "score": 3})
    page.reload()
    translate = page.locator(".deck-card")
    expect(translate.locator(".deck-complete")).to_contain_text("1 cards completed")
    today = page.locator("#app-date").input_value()
    expect(page.locator("#date-reset")).to_be_disabled()

    page.locator("#date-next").click()
    tomorrow = (date.fromisoformat(today) + timedelta(days=1)).isoformat()
    expect(page.locator("#app-date")).to_have_value(tomorrow)
    expect(translate.locator(".deck-counts")).to_contain_text("1New")  # a new day, a new allowance
    expect(page.locator("#date-reset")).to_be_enabled()

    page.locator("#date-previous").click()
    expect(page.locator("#app-date")).to_have_value(today)
    expect(translate.locator(".deck-complete")).to_be_visible()

    page.locator("#date-next").click()
    page.locator("#date-next").click()
    expect(page.locator("#app-date")).to_have_value((date.fromisoformat(today) + timedelta(days=2)).isoformat())
    page.locator("#date-reset").click()
    expect(page.locator("#app-date")).to_have_value(today)
    expect(translate.locator(".deck-complete")).to_be_visible()
    expect(page.locator("#date-reset")).to_be_disabled()


def test_reset_decks(page, server):
    tokens = open_home(page, server, "admin-reset@example.com")
    api(server, tokens, "POST", "/api/decks/create", json={"type": "listen"})
    page.reload()
    expect(page.locator(".deck-card")).to_have_count(1)
    alerts = []
    page.on("dialog", lambda dialog: (alerts.append(dialog.message), dialog.accept()))
    page.get_by_role("button", name="Reset Decks").click()
    confirm = page.get_by_role("alertdialog", name="Reset Decks")
    expect(confirm).to_contain_text("ALL")
    expect(confirm).to_contain_text("cannot be undone")
    page.locator("#reset-decks-confirm").click()
    expect(page.locator(".deck-card")).to_have_count(0)
    assert alerts == ["Your deck data has been reset."]
    assert api(server, tokens, "GET", "/api/decks") == []


def test_admin_page(page, server, counter):
    learner = counter("promoted")
    server.sign_up(learner)
    open_home(page, server, "admin-page@example.com")
    page.get_by_role("link", name="Admin", exact=True).click()
    wait_for_path(page, "/admin")
    expect(page.locator("#sentence-counts")).to_contain_text("HSK 7-9")
    shipped = len(picture_entries())  # the describe tests, later, add one of their own
    expect(page.locator("#picture-count")).to_contain_text(str(shipped))
    clips_before = int(page.locator("#clip-count").inner_text().split(":")[1])

    row = page.locator(f"[data-email='{learner}']")
    row.get_by_role("button", name="Grant").click()
    expect(row).to_contain_text("admin")
    expect(page.locator("#admin-message")).to_contain_text(f"Admin granted to {learner}")
    row.get_by_role("button", name="Revoke").click()
    expect(row.get_by_role("button", name="Grant")).to_be_visible()

    page.locator("#clip-count-input").fill("1")
    page.locator("#render-clips").click()
    expect(page.locator("#admin-message")).to_have_text("1 clips rendered.", timeout=60_000)
    expect(page.locator("#clip-count")).to_contain_text(str(clips_before + 1))
