"""The home page's dialogs: Create New Daily, Deck Options, Delete Deck, Session In Progress.
Radix dialogs focus their first field when they open and close on Escape."""

import reflex as rx

from chinese_app.components.fields import field, level_select, number_field
from chinese_app.core.catalogue import DECK_LABELS
from chinese_app.core.limits import MAX_DUE_PER_DAY, NEW_PER_DAY
from chinese_app.state.home import HomeState


def _buttons(*buttons: rx.Component) -> rx.Component:
    return rx.flex(*buttons, gap="3", justify="end", wrap="wrap", margin_top="1em")


def _cancel() -> rx.Component:
    # type="button": inside a form any other button would submit it.
    return rx.dialog.close(rx.button("Cancel", type="button", variant="soft", color_scheme="gray"))


def _picker() -> rx.Component:
    def thumbnail(background) -> rx.Component:
        chosen = background.id == HomeState.create_background
        return rx.image(
            src=background.url,
            alt=background.title,
            title=background.title,
            width="100%",
            height="5em",
            object_fit="cover",
            border_radius="6px",
            cursor="pointer",
            border=rx.cond(chosen, "3px solid var(--accent-9)", "3px solid transparent"),
            on_click=HomeState.choose_background(background.id),
            class_name=rx.cond(chosen, "background-choice chosen", "background-choice"),
        )

    return rx.hstack(
        rx.icon_button(
            rx.icon("chevron-left"),
            type="button",
            variant="soft",
            on_click=HomeState.page_backgrounds(-1),
            aria_label="Previous backgrounds",
            id="backgrounds-previous",
        ),
        rx.grid(rx.foreach(HomeState.picker, thumbnail), columns="3", spacing="2", flex="1"),
        rx.icon_button(
            rx.icon("chevron-right"),
            type="button",
            variant="soft",
            on_click=HomeState.page_backgrounds(1),
            aria_label="Next backgrounds",
            id="backgrounds-next",
        ),
        align="center",
        width="100%",
    )


def create_dialog() -> rx.Component:
    return rx.dialog.root(
        rx.dialog.content(
            rx.dialog.title("Create New Daily"),
            rx.form(
                rx.vstack(
                    field(
                        "Exercise",
                        rx.select.root(
                            rx.select.trigger(id="create-type", width="100%", aria_label="Exercise"),
                            rx.select.content(
                                *[rx.select.item(label, value=kind) for kind, label in DECK_LABELS.items()]
                            ),
                            value=HomeState.create_type,
                            on_change=HomeState.set_create_type,
                        ),
                    ),
                    rx.cond(
                        HomeState.create_type == "translate",
                        field(
                            "HSK level",
                            level_select(HomeState.create_level, HomeState.set_create_level, "create-level"),
                        ),
                    ),
                    # Keyed by type: switching to listen or describe starts it again at 1.
                    number_field(
                        "New cards per day",
                        "new_per_day",
                        NEW_PER_DAY,
                        HomeState.create_new_per_day,
                        "create-new-per-day",
                        key=HomeState.create_type,
                    ),
                    field("Background", _picker()),
                    rx.cond(
                        HomeState.create_blocked != "",
                        rx.callout(
                            HomeState.create_blocked,
                            icon="info",
                            color_scheme="orange",
                            id="create-blocked",
                            width="100%",
                        ),
                    ),
                    spacing="3",
                    width="100%",
                ),
                _buttons(
                    _cancel(),
                    rx.button("Create", type="submit", disabled=HomeState.create_blocked != "", id="create-submit"),
                ),
                on_submit=HomeState.create,
                reset_on_submit=False,
            ),
            max_width="32em",
        ),
        open=HomeState.create_open,
        on_open_change=HomeState.set_create_open,
    )


def options_dialog() -> rx.Component:
    return rx.dialog.root(
        rx.dialog.content(
            rx.dialog.title("Deck Options"),
            rx.form(
                rx.vstack(
                    number_field(
                        "New cards per day",
                        "new_per_day",
                        NEW_PER_DAY,
                        HomeState.options_new_per_day,
                        "options-new-per-day",
                        key=HomeState.options_deck,
                        required=True,
                    ),
                    number_field(
                        "Maximum due cards per day",
                        "max_due",
                        MAX_DUE_PER_DAY,
                        HomeState.options_max_due,
                        "options-max-due",
                        key=HomeState.options_deck,
                        required=True,
                    ),
                    spacing="3",
                ),
                _buttons(_cancel(), rx.button("Save", type="submit", id="options-save")),
                on_submit=HomeState.save_options,
                reset_on_submit=False,
            ),
            max_width="26em",
        ),
        open=HomeState.options_open,
        on_open_change=HomeState.set_options_open,
    )


def delete_dialog() -> rx.Component:
    return rx.alert_dialog.root(
        rx.alert_dialog.content(
            rx.alert_dialog.title("Delete Deck"),
            rx.alert_dialog.description(
                "This deletes the deck with all its cards and progress. This cannot be undone."
            ),
            _buttons(
                rx.alert_dialog.cancel(rx.button("Cancel", variant="soft", color_scheme="gray")),
                rx.alert_dialog.action(
                    rx.button("Delete", color_scheme="red", on_click=HomeState.confirm_delete, id="delete-confirm")
                ),
            ),
            max_width="26em",
        ),
        open=HomeState.delete_open,
        on_open_change=HomeState.set_delete_open,
    )


def conflict_dialog() -> rx.Component:
    return rx.alert_dialog.root(
        rx.alert_dialog.content(
            rx.alert_dialog.title("Session In Progress"),
            rx.alert_dialog.description(HomeState.conflict_message, id="conflict-message"),
            _buttons(
                rx.alert_dialog.cancel(rx.button("Cancel", variant="soft", color_scheme="gray")),
                rx.button("Start New", variant="outline", on_click=HomeState.conflict_start_new, id="conflict-new"),
                rx.button("Resume", on_click=HomeState.conflict_resume, id="conflict-resume"),
            ),
            max_width="26em",
        ),
        open=HomeState.conflict_open,
        on_open_change=HomeState.set_conflict_open,
    )
