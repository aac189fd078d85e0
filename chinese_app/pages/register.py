"""/register: e-mail and password, Register, Sign in with Google, and a link to /login."""

import reflex as rx

from chinese_app.components.auth_form import credentials_form, google_button
from chinese_app.components.layout import guest_page, message_boxes
from chinese_app.state.auth import AuthState


@rx.page(route="/register", title="Register · 学中文", on_load=AuthState.redirect_signed_in)
def register() -> rx.Component:
    return guest_page(
        rx.heading("Register", size="7"),
        message_boxes(AuthState.error),
        credentials_form("Register", AuthState.register, "signUp", "register-submit"),
        google_button(),
        rx.link("Have an account? Login", href="/login", id="to-login"),
    )
