"""The e-mail/password form shared by Login and Register."""

import reflex as rx

from chinese_app.state.auth import AuthState


def labelled_input(label: str, **props) -> rx.Component:
    return rx.vstack(
        rx.el.label(label, html_for=props["id"], style={"fontWeight": 500, "fontSize": "0.9em"}),
        rx.input(size="3", width="100%", **props),
        spacing="1",
        width="100%",
    )


def credentials_form(button: str, on_submit, button_id: str) -> rx.Component:
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
    return rx.button(
        "Sign in with Google",
        type="button",
        id="google",
        variant="outline",
        size="3",
        width="100%",
        on_click=AuthState.google_sign_in,
    )


def or_divider() -> rx.Component:
    return rx.hstack(
        rx.separator(size="4", flex="1"),
        rx.text("or", size="2", color_scheme="gray"),
        rx.separator(size="4", flex="1"),
        align="center",
        width="100%",
    )
