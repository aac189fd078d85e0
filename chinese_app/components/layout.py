"""Page frames: signed-in pages get the header; every page shows 'Loading...' until auth has loaded."""

import reflex as rx

from chinese_app.components.admin_tools import admin_tools
from chinese_app.components.firebase_auth import firebase_session, firebase_sign_out
from chinese_app.state.auth import AuthState


def loading() -> rx.Component:
    return rx.center(rx.text("Loading...", id="loading", size="4"), height="60vh")


def header() -> rx.Component:
    return rx.flex(
        rx.hstack(
            rx.link("Home", href="/home", id="nav-home", weight="medium"),
            rx.link("Statistics", href="/stats", id="nav-stats", weight="medium"),
            spacing="4",
            align="center",
        ),
        rx.spacer(),
        rx.flex(
            rx.cond(AuthState.is_admin, admin_tools()),
            rx.hstack(
                rx.text(AuthState.email, id="user-email", size="2", color_scheme="gray", trim="both"),
                rx.button(
                    "Logout", on_click=[firebase_sign_out(), AuthState.logout], id="logout", variant="soft", size="2"
                ),
                spacing="3",
                align="center",
            ),
            gap="5",
            wrap="wrap",
            align="center",
            justify="end",
        ),
        wrap="wrap",
        gap="3",
        align="center",
        padding_x="1.25em",
        padding_y="0.75em",
        border_bottom="1px solid var(--gray-a5)",
        width="100%",
        as_="header",
    )


def footer() -> rx.Component:
    return rx.center(
        rx.link("About & credits", href="/about", id="nav-about", size="1", color_scheme="gray"),
        padding_y="1.5em",
        as_="footer",
    )


def app_page(*children: rx.Component) -> rx.Component:
    """A page for signed-in users (guarded by AuthState.require_user on load)."""
    return rx.fragment(
        firebase_session(),
        rx.cond(
            AuthState.checked & AuthState.signed_in,
            rx.box(
                header(),
                rx.container(rx.vstack(*children, spacing="4", width="100%"), size="4", padding_y="1.5em"),
                footer(),
                width="100%",
            ),
            loading(),
        ),
    )


def centered_card(*children: rx.Component) -> rx.Component:
    """A narrow card in the middle of the screen (sign-in forms); full width on a phone."""
    return rx.center(
        rx.card(rx.vstack(*children, spacing="4", width="100%"), width="100%", max_width="26em", size="3"),
        padding="1em",
        min_height="80vh",
    )


def guest_page(*children: rx.Component) -> rx.Component:
    """/login and /register: shown once we know nobody is signed in."""
    return rx.fragment(
        firebase_session(),
        rx.cond(AuthState.checked & ~AuthState.signed_in, centered_card(*children), loading()),
    )


def message_boxes(error: rx.Var, success: rx.Var | None = None) -> rx.Component:
    """The red error box (provider messages verbatim) and, where given, the green success box."""
    boxes = [
        rx.cond(
            error != "",
            rx.callout(error, icon="triangle_alert", color_scheme="red", role="alert", id="error-box", width="100%"),
        )
    ]
    if success is not None:
        boxes.append(
            rx.cond(
                success != "",
                rx.callout(success, icon="check", color_scheme="green", role="status", id="success-box", width="100%"),
            )
        )
    return rx.fragment(*boxes)
