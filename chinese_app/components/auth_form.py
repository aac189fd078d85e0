"""The e-mail/password form shared by Login and Register, and their other buttons.

Each is built for both modes and the page shows the one of the deployment's mode: local accounts send
the form to the server; in Firebase mode the browser's SDK signs in and hands its answer to the server.
"""

import reflex as rx

from chinese_app.components.firebase_auth import firebase_call
from chinese_app.state.auth import AuthState


def by_mode(firebase: rx.Component, local: rx.Component) -> rx.Component:
    return rx.cond(AuthState.firebase_mode, firebase, local)


def labelled_input(label: str, **props) -> rx.Component:
    return rx.vstack(
        rx.el.label(label, html_for=props["id"], style={"fontWeight": 500, "fontSize": "0.9em"}),
        rx.input(size="3", width="100%", **props),
        spacing="1",
        width="100%",
    )


def credentials_form(button: str, on_submit, firebase_action: str, button_id: str) -> rx.Component:
    """`on_submit` sends the form to the server (local accounts); `firebase_action` is the SDK's call."""
    firebase_submit = [AuthState.firebase_started, firebase_call(firebase_action, AuthState.firebase_signed_in)]
    return by_mode(
        _credentials_form(button, firebase_submit, button_id), _credentials_form(button, on_submit, button_id)
    )


def _credentials_form(button: str, on_submit, button_id: str) -> rx.Component:
    return rx.form(
        rx.vstack(
            labelled_input(
                "Email",
                id="email",
                name="email",
                type="email",
                required=True,
                auto_complete="email",
                auto_focus=True,
                on_change=AuthState.set_form_email,
            ),
            labelled_input(
                "Password",
                id="password",
                name="password",
                type="password",
                required=True,
                auto_complete="current-password" if button == "Login" else "new-password",
            ),
            rx.button(button, type="submit", id=button_id, size="3", width="100%", loading=AuthState.submitting),
            spacing="3",
            width="100%",
        ),
        on_submit=on_submit,
        reset_on_submit=False,
        width="100%",
    )


def google_button() -> rx.Component:
    # In Firebase mode the popup opens within the click itself (popup blockers allow nothing later).
    return by_mode(
        _google_button(firebase_call("google", AuthState.firebase_signed_in)), _google_button(AuthState.google_sign_in)
    )


def _google_button(on_click) -> rx.Component:
    return rx.button(
        "Sign in with Google",
        type="button",
        id="google",
        variant="outline",
        size="3",
        width="100%",
        on_click=on_click,
    )


def forgot_button() -> rx.Component:
    return by_mode(
        _forgot_button(firebase_call("reset", AuthState.firebase_reset_sent)), _forgot_button(AuthState.forgot_password)
    )


def _forgot_button(on_click) -> rx.Component:
    return rx.button("Forgot your password?", type="button", id="forgot", variant="ghost", on_click=on_click)


def or_divider() -> rx.Component:
    return rx.hstack(
        rx.separator(size="4", flex="1"),
        rx.text("or", size="2", color_scheme="gray"),
        rx.separator(size="4", flex="1"),
        align="center",
        width="100%",
    )
