"""The home page's dialogs: Create New Daily, Deck Options, Delete Deck, Session In Progress.
Radix dialogs focus their first field when they open and close on Escape."""

import reflex as rx

from chinese_app.components.quick_cards import field, level_select
from chinese_app.state.home import HomeState


def _buttons(*buttons: rx.Component) -> rx.Component:
    return rx.flex(*buttons, gap="3", justify="end", wrap="wrap", margin_top="1em")


def _cancel() -> rx.Component:
    # type="button": inside a form any other button would submit it.
    return rx.dialog.close(rx.button("Cancel", type="button", variant="soft", color_scheme="gray"))


def number_field(label: str, name: str, high: int, start, key, id_: str) -> rx.Component:
    """A whole number 1..high sent with its form; `key` remounts it (with `start`) for another deck or type."""
    return field(
        f"{label} (1-{high})",
        rx.input(type="number", min=1, max=high, name=name, default_value=start, key=key, id=id_),
    )


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
                                rx.select.item("Translate", value="translate"),
                                rx.select.item("Describe", value="describe"),
                                rx.select.item("Listen", value="listen"),
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
                    # Keyed by type: switching to listen or describe starts it again at 1 (SPEC §9).
                    number_field(
                        "New cards per day",
                        "new_per_day",
                        20,
                        HomeState.create_new_per_day,
                        HomeState.create_type,
                        "create-new-per-day",
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
                        20,
                        HomeState.options_new_per_day,
                        HomeState.options_deck,
                        "options-new-per-day",
                    ),
                    number_field(
                        "Maximum due cards per day",
                        "max_due",
                        300,
                        HomeState.options_max_due,
                        HomeState.options_deck,
                        "options-max-due",
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
