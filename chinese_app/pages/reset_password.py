"""/reset-password?oobCode=...: sets a new password from the e-mailed link (in Firebase mode, the action
URL the project's reset e-mail points to; the browser's SDK then sets the password)."""

import reflex as rx

from chinese_app.components.auth_form import by_mode, labelled_input
from chinese_app.components.firebase_auth import firebase_call, firebase_session
from chinese_app.components.layout import centered_card, message_boxes
from chinese_app.state.auth import ResetPasswordState


@rx.page(route="/reset-password", title="Reset password · 学中文", on_load=ResetPasswordState.clear)
def reset_password() -> rx.Component:
    done = rx.vstack(
        rx.callout(
            "Your password has been changed. Log in with the new password.",
            icon="check",
            color_scheme="green",
            id="success-box",
            width="100%",
        ),
        rx.link("Go to Login", href="/login", id="to-login"),
        width="100%",
    )
    firebase_submit = [
        ResetPasswordState.firebase_started,
        firebase_call("confirmReset", ResetPasswordState.firebase_confirmed),
    ]
    return rx.fragment(
        firebase_session(),
        centered_card(
            rx.heading("Reset password", size="7"),
            message_boxes(ResetPasswordState.error),
            rx.cond(
                ResetPasswordState.done_email != "",
                done,
                by_mode(_new_password_form(firebase_submit), _new_password_form(ResetPasswordState.confirm)),
            ),
        ),
    )


def _new_password_form(on_submit) -> rx.Component:
    return rx.form(
        rx.vstack(
            labelled_input(
                "New password",
                id="password",
                name="password",
                type="password",
                required=True,
                auto_complete="new-password",
                auto_focus=True,
            ),
            rx.button(
                "Set new password",
                type="submit",
                id="reset-submit",
                size="3",
                width="100%",
                loading=ResetPasswordState.submitting,
            ),
            width="100%",
        ),
        on_submit=on_submit,
        reset_on_submit=True,
        width="100%",
    )
