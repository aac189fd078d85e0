"""The header's admin tools (admins only): the app date with previous/next/reset, and Reset Decks."""

import reflex as rx

from chinese_app.state.admin import DateToolState


def reset_decks_dialog() -> rx.Component:
    return rx.alert_dialog.root(
        rx.alert_dialog.trigger(
            rx.button("Reset Decks", color_scheme="red", variant="soft", size="1", id="reset-decks")
        ),
        rx.alert_dialog.content(
            rx.alert_dialog.title("Reset Decks"),
            rx.alert_dialog.description(
                "This deletes ALL your deck data: every deck, card, session and practice log of your account. "
                "This cannot be undone."
            ),
            rx.flex(
                rx.alert_dialog.cancel(rx.button("Cancel", variant="soft", color_scheme="gray")),
                rx.alert_dialog.action(
                    rx.button(
                        "Delete everything",
                        color_scheme="red",
                        on_click=DateToolState.reset_decks,
                        id="reset-decks-confirm",
                    )
                ),
                gap="3",
                justify="end",
                margin_top="1em",
            ),
            max_width="28em",
        ),
        open=DateToolState.reset_open,
        on_open_change=DateToolState.set_reset_open,
    )


def admin_tools() -> rx.Component:
    overridden = DateToolState.override_date != ""
    return rx.hstack(
        rx.link("Admin", href="/admin", id="nav-admin", weight="medium"),
        rx.icon_button(
            rx.icon("chevron-left"),
            size="1",
            variant="soft",
            on_click=DateToolState.shift(-1),
            aria_label="Previous day",
            id="date-previous",
        ),
        rx.input(
            type="date",
            value=DateToolState.current_date,
            on_change=DateToolState.set_date,
            size="1",
            id="app-date",
            aria_label="App date",
            width="9.5em",
            color=rx.cond(overridden, "var(--orange-11)", "inherit"),
        ),
        rx.icon_button(
            rx.icon("chevron-right"),
            size="1",
            variant="soft",
            on_click=DateToolState.shift(1),
            aria_label="Next day",
            id="date-next",
        ),
        rx.button(
            "Reset", size="1", variant="outline", on_click=DateToolState.clear, disabled=~overridden, id="date-reset"
        ),
        reset_decks_dialog(),
        spacing="2",
        align="center",
        on_mount=DateToolState.load,
        id="admin-tools",
    )
