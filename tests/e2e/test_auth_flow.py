"""Sign-up, sign-in, sign-out, error and success boxes, password reset: as a user does it."""

from playwright.sync_api import expect

from tests.conftest import outbox_codes
from tests.e2e.conftest import ARTIFACTS, PASSWORD, wait_for_path

RESET_SENT = "Password reset email sent! Check your inbox and spam folder."


def fill_and_submit(page, email: str, password: str, button: str) -> None:
    page.get_by_label("Email").fill(email)
    page.get_by_label("Password").fill(password)
    page.get_by_role("button", name=button, exact=True).click()


def test_login_screen_matches_the_spec(page):
    page.goto("/login")
    expect(page.get_by_role("heading", name="Login")).to_be_visible()
    expect(page.get_by_label("Email")).to_have_attribute("type", "email")
    expect(page.get_by_label("Password")).to_have_attribute("type", "password")
    expect(page.get_by_role("button", name="Login", exact=True)).to_be_visible()
    expect(page.get_by_text("or", exact=True)).to_be_visible()
    expect(page.get_by_role("button", name="Sign in with Google")).to_be_visible()
    expect(page.get_by_role("button", name="Forgot your password?")).to_be_visible()
    expect(page.get_by_role("link", name="No account? Register")).to_have_attribute("href", "/register")
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=ARTIFACTS / "login.png", full_page=True)
    page.set_viewport_size({"width": 390, "height": 844})
    page.screenshot(path=ARTIFACTS / "login-phone.png", full_page=True)


def test_register_screen_matches_the_spec(page):
    page.goto("/register")
    expect(page.get_by_role("heading", name="Register")).to_be_visible()
    expect(page.get_by_label("Email")).to_be_visible()
    expect(page.get_by_label("Password")).to_be_visible()
    expect(page.get_by_role("button", name="Register", exact=True)).to_be_visible()
    expect(page.get_by_role("button", name="Sign in with Google")).to_be_visible()
    page.get_by_role("link", name="Have an account? Login").click()
    expect(page.get_by_role("heading", name="Login")).to_be_visible()


def test_register_lands_on_listen_then_logout_and_login_again(page, counter):
    email = counter("flow")
    page.goto("/login")
    page.get_by_role("link", name="No account? Register").click()
    expect(page.get_by_role("heading", name="Register")).to_be_visible()
    fill_and_submit(page, email, PASSWORD, "Register")
    wait_for_path(page, "/listen")
    expect(page.get_by_role("heading", name="Listen")).to_be_visible()
    expect(page.locator("#user-email")).to_have_text(email)

    page.get_by_role("button", name="Logout").click()
    wait_for_path(page, "/login")
    assert page.evaluate("localStorage.getItem('id_token')") in (None, "")
    page.goto("/home")
    wait_for_path(page, "/login")

    fill_and_submit(page, email, PASSWORD, "Login")
    wait_for_path(page, "/listen")
    expect(page.locator("#user-email")).to_have_text(email)
    page.reload()  # the session survives a reload
    expect(page.locator("#user-email")).to_have_text(email)


def test_login_submits_with_enter(page, server, counter):
    email = counter("enter")
    server.sign_up(email)
    page.goto("/login")
    page.get_by_label("Email").fill(email)
    page.get_by_label("Password").fill(PASSWORD)
    page.get_by_label("Password").press("Enter")
    wait_for_path(page, "/listen")


def test_login_errors_show_the_provider_message_in_the_red_box(page, server, counter):
    email = counter("wrong")
    server.sign_up(email)
    page.goto("/login")
    fill_and_submit(page, email, "not the password", "Login")
    expect(page.locator("#error-box")).to_have_text("INVALID_LOGIN_CREDENTIALS")
    page.wait_for_timeout(500)
    wait_for_path(page, "/login")


def test_register_errors(page, server, counter):
    taken = counter("taken")
    server.sign_up(taken)
    page.goto("/register")
    fill_and_submit(page, taken, PASSWORD, "Register")
    expect(page.locator("#error-box")).to_have_text("EMAIL_EXISTS")
    fill_and_submit(page, counter("weak"), "123", "Register")
    expect(page.locator("#error-box")).to_have_text("WEAK_PASSWORD : Password should be at least 6 characters")


def test_google_button_explains_it_is_not_available(page):
    page.goto("/login")
    page.get_by_role("button", name="Sign in with Google").click()
    expect(page.locator("#error-box")).to_contain_text("OPERATION_NOT_ALLOWED")


def test_forgot_password_messages_replace_each_other(page, server, counter):
    email = counter("forgot")
    server.sign_up(email)
    page.goto("/login")
    page.get_by_role("button", name="Forgot your password?").click()
    expect(page.locator("#error-box")).to_have_text("Please enter your email address first")
    expect(page.locator("#success-box")).to_have_count(0)

    page.get_by_label("Email").fill(email)
    page.get_by_role("button", name="Forgot your password?").click()
    expect(page.locator("#success-box")).to_have_text(RESET_SENT)
    expect(page.locator("#error-box")).to_have_count(0)

    page.get_by_label("Email").fill("")
    page.get_by_role("button", name="Forgot your password?").click()
    expect(page.locator("#error-box")).to_have_text("Please enter your email address first")
    expect(page.locator("#success-box")).to_have_count(0)


def test_password_reset_from_the_mailed_link(page, server, counter):
    email = counter("reset")
    server.sign_up(email)
    page.goto("/login")
    page.get_by_label("Email").fill(email)
    page.get_by_role("button", name="Forgot your password?").click()
    expect(page.locator("#success-box")).to_have_text(RESET_SENT)

    code = outbox_codes(server.data_dir, to=email)[-1]
    page.goto(f"/reset-password?oobCode={code}")
    expect(page.get_by_role("heading", name="Reset password")).to_be_visible()
    page.get_by_label("New password").fill("12")
    page.get_by_role("button", name="Set new password").click()
    expect(page.locator("#error-box")).to_contain_text("WEAK_PASSWORD")
    page.get_by_label("New password").fill("a brand new one")
    page.get_by_role("button", name="Set new password").click()
    expect(page.locator("#success-box")).to_contain_text("Your password has been changed")

    page.get_by_role("link", name="Go to Login").click()
    fill_and_submit(page, email, PASSWORD, "Login")
    expect(page.locator("#error-box")).to_have_text("INVALID_LOGIN_CREDENTIALS")
    fill_and_submit(page, email, "a brand new one", "Login")
    wait_for_path(page, "/listen")


def test_a_used_reset_link_says_so(page, server, counter):
    page.goto("/reset-password?oobCode=made-up-code")
    page.get_by_label("New password").fill("whatever123")
    page.get_by_role("button", name="Set new password").click()
    expect(page.locator("#error-box")).to_have_text("INVALID_OOB_CODE")


def test_repeated_wrong_passwords_are_rate_limited(page, server, counter):
    # Failures count per e-mail whichever door they come through: five over HTTP, then the browser.
    email = counter("limited")
    server.sign_up(email)
    for _ in range(5):
        r = server.api("POST", "/api/auth/login", json={"email": email, "password": "not the password"})
        assert r.json()["error"]["message"] == "INVALID_LOGIN_CREDENTIALS"
    page.goto("/login")
    fill_and_submit(page, email, PASSWORD, "Login")
    expect(page.locator("#error-box")).to_contain_text("TOO_MANY_ATTEMPTS_TRY_LATER")
    wait_for_path(page, "/login")
