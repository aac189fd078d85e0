"""Firebase mode in a real browser: the production build, served with the FIREBASE_ settings pointing at the
real Auth emulator, driven by Chromium. The JS SDK signs in, signs up, opens the emulator's Google popup,
sends and confirms password resets; the server verifies every token it is handed."""

import re
import subprocess
import time
from pathlib import Path

import httpx
import pytest
from playwright.sync_api import Page, expect, sync_playwright

from bench.harness import CHROMIUM, CHROMIUM_ARGS, server_env
from chinese_app.settings import PROJECT_ROOT
from tests.conftest import ADMIN_EMAIL
from tests.e2e.conftest import ARTIFACTS, PASSWORD, serve, stop, wait_for_path
from tests.firebase.conftest import PROJECT, Emulator, with_claims

# Google's gapi loader is not on any registry and this machine reaches nothing else: a stand-in serves it
# (see the file). Everything else in the popup flow is real: the SDK, the emulator's iframe and popup.
GAPI = (Path(__file__).parent / "gapi_stand_in.js").read_text()

# What the SDK says of a wrong password to the emulator (a real project with e-mail enumeration protection
# says auth/invalid-credential): shown as it is.
WRONG_PASSWORD = "Firebase: Error (auth/wrong-password)."


@pytest.fixture(scope="module")
def firebase_app(emulator, tmp_path_factory, sqlite_template, content_media):
    """(url, firebase settings) of the app served in Firebase mode against the emulator."""
    data_dir = tmp_path_factory.mktemp("firebase-app") / "data"
    data_dir.mkdir()
    (data_dir / "app.db").write_bytes(sqlite_template.read_bytes())
    settings = {
        "FIREBASE_PROJECT_ID": PROJECT,
        "FIREBASE_API_KEY": "demo-key",
        "FIREBASE_AUTH_DOMAIN": f"{PROJECT}.firebaseapp.com",
        "FIREBASE_AUTH_EMULATOR_HOST": emulator,
    }
    ARTIFACTS.mkdir(exist_ok=True)
    proc, url = serve(
        ARTIFACTS / "firebase-server.log",
        DATA_DIR=str(data_dir),
        MEDIA_DIR=str(content_media),
        DATABASE_URL="",
        ADMIN_EMAILS=ADMIN_EMAIL,
        **settings,
    )
    try:
        yield url, settings
    finally:
        stop(proc)


@pytest.fixture(scope="module")
def browser():
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield b
        b.close()


@pytest.fixture
def rest(emulator) -> Emulator:
    return Emulator(emulator)


@pytest.fixture
def page(browser, firebase_app) -> Page:
    context = browser.new_context(base_url=firebase_app[0], viewport={"width": 1280, "height": 800})
    context.set_default_timeout(20_000)
    context.route(
        re.compile(r"^https://apis\.google\.com/js/api\.js"),
        lambda route: route.fulfill(body=GAPI, content_type="text/javascript"),
    )
    page = context.new_page()
    errors: list[str] = []
    page.on("console", lambda m: errors.append(m.text) if "Content Security Policy" in m.text else None)
    yield page
    context.close()
    assert not errors, errors  # the CSP lets the SDK reach what it needs


def email(name: str) -> str:
    return f"{name}-{time.time_ns()}@example.com"


def submit(page: Page, address: str, password: str, button: str) -> None:
    page.get_by_label("Email").fill(address)
    page.get_by_label("Password").fill(password)
    page.get_by_role("button", name=button, exact=True).click()


def test_register_logout_and_login_with_the_sdk(page, rest):
    address = email("flow")
    page.goto("/register")
    submit(page, address, PASSWORD, "Register")
    wait_for_path(page, "/listen")
    expect(page.locator("#user-email")).to_have_text(address)
    assert rest.sign_in(address)["email"] == address  # the account is Firebase's

    page.get_by_role("button", name="Logout").click()
    wait_for_path(page, "/login")
    expect(page.get_by_role("heading", name="Login")).to_be_visible()
    page.goto("/home")  # signed out of the SDK too: nothing signs the page back in
    wait_for_path(page, "/login")
    page.wait_for_timeout(1000)
    wait_for_path(page, "/login")

    submit(page, address, PASSWORD, "Login")
    wait_for_path(page, "/listen")
    page.reload()
    expect(page.locator("#user-email")).to_have_text(address)
    page.screenshot(path=ARTIFACTS / "firebase-signed-in.png", full_page=True)


def test_provider_errors_show_verbatim(page, rest):
    address = email("wrong")
    rest.sign_up(address)
    page.goto("/login")
    submit(page, address, "not the password", "Login")
    expect(page.locator("#error-box")).to_have_text(WRONG_PASSWORD)
    wait_for_path(page, "/login")
    page.screenshot(path=ARTIFACTS / "firebase-wrong-password.png", full_page=True)

    page.goto("/register")
    submit(page, address, PASSWORD, "Register")
    expect(page.locator("#error-box")).to_have_text("Firebase: Error (auth/email-already-in-use).")
    submit(page, email("weak"), "123", "Register")
    expect(page.locator("#error-box")).to_contain_text("auth/weak-password")


def test_password_reset_through_the_mailed_code(page, rest):
    address = email("reset")
    rest.sign_up(address)
    page.goto("/login")
    page.get_by_role("button", name="Forgot your password?").click()
    expect(page.locator("#error-box")).to_have_text("Please enter your email address first")
    page.get_by_label("Email").fill(address)
    page.get_by_role("button", name="Forgot your password?").click()
    expect(page.locator("#success-box")).to_have_text("Password reset email sent! Check your inbox and spam folder.")
    expect(page.locator("#error-box")).to_have_count(0)

    codes = httpx.get(f"{rest.base}/emulator/v1/projects/{PROJECT}/oobCodes").json()["oobCodes"]
    code = next(c["oobCode"] for c in reversed(codes) if c["email"] == address and c["requestType"] == "PASSWORD_RESET")
    page.goto(f"/reset-password?mode=resetPassword&oobCode={code}")
    page.get_by_label("New password").fill("a brand new one")
    page.get_by_role("button", name="Set new password").click()
    expect(page.locator("#success-box")).to_contain_text("Your password has been changed")

    page.goto("/login")
    submit(page, address, PASSWORD, "Login")
    expect(page.locator("#error-box")).to_have_text(WRONG_PASSWORD)  # the old password is gone
    submit(page, address, "a brand new one", "Login")
    wait_for_path(page, "/listen")


def google_popup(page: Page, address: str = "") -> None:
    """Sign in through the emulator's stand-in for Google's popup: a new account, generated or with this
    address."""
    with page.expect_popup() as opened:
        page.get_by_role("button", name="Sign in with Google").click()
    popup = opened.value
    popup.get_by_text("Add new account").click()
    if address:
        popup.locator("#email-input").fill(address)
    else:
        popup.get_by_text("Auto-generate user information").click()
    popup.get_by_text("Sign in with Google.com").click()


def test_google_sign_in_through_the_popup(page):
    page.goto("/login")
    google_popup(page)
    wait_for_path(page, "/listen")
    expect(page.locator("#user-email")).to_contain_text("@")
    expect(page.get_by_role("button", name="Reset Decks")).to_have_count(0)  # not an admin


def test_admin_emails_makes_a_google_account_admin_at_its_first_sign_in(page, rest):
    rest.clear()  # ADMIN_EMAIL is a new Google account
    page.goto("/register")
    google_popup(page, ADMIN_EMAIL)
    wait_for_path(page, "/listen")
    expect(page.locator("#user-email")).to_have_text(ADMIN_EMAIL)
    expect(page.get_by_role("button", name="Reset Decks")).to_be_visible()
    page.screenshot(path=ARTIFACTS / "firebase-google-admin.png", full_page=True)

    rest.sign_up(learner := email("listed"))
    page.get_by_role("link", name="Admin", exact=True).click()
    wait_for_path(page, "/admin")  # the Firebase users, with their admin flags
    expect(page.locator(f"[data-email='{ADMIN_EMAIL}']")).to_contain_text("admin")
    expect(page.locator(f"[data-email='{learner}']")).to_contain_text("learner")


def test_the_admin_claim_reaches_the_header_after_a_refresh(page, firebase_app):
    address = email("boss")
    page.goto("/register")
    submit(page, address, PASSWORD, "Register")
    wait_for_path(page, "/listen")
    expect(page.get_by_role("button", name="Reset Decks")).to_have_count(0)

    granted = subprocess.run(
        ["bash", "-c", f". scripts/env.sh && python -m chinese_app admin grant {address}"],
        cwd=PROJECT_ROOT,
        env=server_env(**firebase_app[1]),
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert granted.returncode == 0, granted.stderr
    page.reload()  # the page load refreshes the token: the new claim is in it
    expect(page.get_by_role("button", name="Reset Decks")).to_be_visible()
    expect(page.locator("#user-email")).to_have_text(address)  # still signed in, never signed out


def test_a_page_opened_after_the_token_expired_refreshes_it_on_the_server(page, rest):
    address = email("later")
    page.goto("/register")
    submit(page, address, PASSWORD, "Register")
    wait_for_path(page, "/listen")
    stored = page.evaluate("localStorage.getItem('id_token')")
    expired = with_claims(stored, exp=int(time.time()) - 60)
    page.evaluate("t => localStorage.setItem('id_token', t)", expired)
    page.goto("/stats")
    wait_for_path(page, "/stats")
    page.wait_for_function("t => localStorage.getItem('id_token') !== t", arg=expired)
    expect(page.locator("#user-email")).to_have_text(address)


def test_a_disabled_account_is_signed_out_at_the_next_page(page, rest):
    address = email("gone")
    page.goto("/register")
    submit(page, address, PASSWORD, "Register")
    wait_for_path(page, "/listen")
    uid = rest.sign_in(address)["localId"]
    rest.update(uid, disableUser=True)
    time.sleep(6)  # the server remembers a verification for 5 s
    page.goto("/home")
    wait_for_path(page, "/login")
    expect(page.get_by_role("heading", name="Login")).to_be_visible()
