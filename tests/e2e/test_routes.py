"""The route table, row by row (who may see each page, and where the others are sent), for anonymous and
signed-in visitors, in a real browser."""

import httpx
import pytest
from playwright.sync_api import expect

from tests.e2e.conftest import ARTIFACTS, sign_in_browser, wait_for_path

APP_PAGES = {
    "/home": "Home",
    "/listen": "Listen",
    "/translate": "Translate",
    "/describe": "Describe Images in Chinese",
    "/stats": "Translation Statistics",
}


@pytest.mark.parametrize("path", [*APP_PAGES, "/flashcards", "/no-such-page", "/deep/unknown/path"])
def test_anonymous_visitors_are_sent_to_login(page, path):
    page.goto(path)
    wait_for_path(page, "/login")
    expect(page.get_by_role("heading", name="Login")).to_be_visible()


@pytest.mark.parametrize(("path", "heading"), [("/login", "Login"), ("/register", "Register")])
def test_anonymous_visitors_see_login_and_register(page, path, heading):
    page.goto(path)
    expect(page.get_by_role("heading", name=heading)).to_be_visible()
    page.wait_for_timeout(500)  # no late redirect
    wait_for_path(page, path)


@pytest.fixture
def signed_in(new_learner):
    return new_learner("routes")["email"]


@pytest.mark.parametrize(("path", "heading"), APP_PAGES.items())
def test_signed_in_users_see_app_pages_with_the_header(page, signed_in, path, heading):
    page.goto(path)
    expect(page.get_by_role("heading", name=heading)).to_be_visible()
    wait_for_path(page, path)
    expect(page.get_by_role("link", name="Home")).to_be_visible()
    expect(page.get_by_role("link", name="Statistics")).to_be_visible()
    expect(page.locator("#user-email")).to_have_text(signed_in)
    expect(page.get_by_role("button", name="Logout")).to_be_visible()


@pytest.mark.parametrize(
    ("path", "target"),
    [
        ("/login", "/home"),
        ("/register", "/home"),
        ("/flashcards", "/listen"),
        ("/no-such-page", "/home"),
        ("/a/b/c", "/home"),
    ],
)
def test_signed_in_redirects(page, signed_in, path, target):
    page.goto(path)
    wait_for_path(page, target)
    expect(page.get_by_role("heading", name=APP_PAGES[target])).to_be_visible()


def test_header_links_navigate(page, signed_in):
    page.goto("/home")
    expect(page.get_by_role("heading", name="Home")).to_be_visible()
    page.screenshot(path=ARTIFACTS / "home-signed-in.png")
    page.get_by_role("link", name="Statistics").click()
    wait_for_path(page, "/stats")
    expect(page.get_by_role("heading", name="Translation Statistics")).to_be_visible()
    page.get_by_role("link", name="Home").click()
    wait_for_path(page, "/home")


@pytest.mark.parametrize("path", ["/home", "/login"])
def test_pages_say_loading_until_the_auth_state_has_loaded(server, path):
    # The served HTML (before any script runs) holds only 'Loading...', never the guarded content.
    html = httpx.get(server.url + path, follow_redirects=True).text
    assert "Loading..." in html
    assert "Daily Tasks" not in html and "Logout" not in html


def test_a_forged_token_is_not_accepted(page, server):
    page.goto("/login")
    page.evaluate("localStorage.setItem('id_token', 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.')")
    page.goto("/home")
    wait_for_path(page, "/login")


def test_an_expired_id_token_is_refreshed_from_the_refresh_token(page, server, counter):
    tokens = server.sign_up(counter("refresh"))
    sign_in_browser(page, {**tokens, "idToken": "expired-or-garbage"})
    page.goto("/home")
    expect(page.get_by_role("heading", name="Home")).to_be_visible()
    assert page.evaluate("localStorage.getItem('id_token')") not in ("", "expired-or-garbage")


def test_about_page_shows_the_credits(page, signed_in):
    page.goto("/home")
    page.get_by_role("link", name="About & credits").click()
    wait_for_path(page, "/about")
    credits = page.locator("#credits")
    expect(credits.get_by_role("heading", name="Credits and licences")).to_be_visible()
    for text in ("hsk-sentences-audio", "CC-BY-SA-4.0", "Aitzol Berasategi", "espeak-ng"):
        expect(credits).to_contain_text(text)


def test_about_needs_sign_in(page):
    page.goto("/about")
    wait_for_path(page, "/login")
