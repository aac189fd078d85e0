"""/login: e-mail and password, Login, Sign in with Google, Forgot your password?, and a link to /register."""

import reflex as rx

from chinese_app.components.auth_form import credentials_form, forgot_button, google_button, or_divider
from chinese_app.components.layout import guest_page, message_boxes
from chinese_app.state.auth import AuthState


@rx.page(route="/login", title="Login · 学中文", on_load=AuthState.redirect_signed_in)
def login() -> rx.Component:
    return guest_page(
        rx.heading("Login", size="7"),
        message_boxes(AuthState.error, AuthState.success),
        credentials_form("Login", AuthState.login, "signIn", "login-submit"),
        or_divider(),
        google_button(),
        forgot_button(),
        rx.link("No account? Register", href="/register", id="to-register"),
    )
