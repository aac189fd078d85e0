"""A deck on the home page: type, level, background, today's counts or piles, and its menu."""

import reflex as rx

from chinese_app.state.home import DeckCard, HomeState

CHIP = "rgba(255, 255, 255, 0.88)"  # text stays legible over any photo


def _stat(label: str, value, color: str) -> rx.Component:
    return rx.vstack(
        rx.text(value, size="6", weight="bold", color=color, class_name="stat-value"),
        rx.text(label, size="1", color="var(--gray-12)", weight="medium"),
        spacing="0",
        align="center",
    )


def _today(card: DeckCard) -> rx.Component:
    complete = rx.hstack(
        rx.icon("circle-check", color="var(--grass-9)", size=22),
        rx.text(card.completed_cards, " cards completed", weight="medium"),
        align="center",
        class_name="deck-complete",
    )
    piles = rx.hstack(
        _stat("Remaining", card.remaining, "var(--blue-11)"),
        _stat("Again", card.again, "var(--orange-11)"),
        _stat("Done", card.done, "var(--grass-11)"),
        spacing="5",
        class_name="deck-piles",
    )
    counts = rx.hstack(
        _stat("New", card.new, "var(--blue-11)"),
        _stat("Due", card.due, "var(--orange-11)"),
        spacing="5",
        class_name="deck-counts",
    )
    return rx.cond(card.complete, complete, rx.cond(card.started, piles, counts))


def _menu(card: DeckCard, quick: bool) -> rx.Component:
    items = (
        [rx.dropdown_menu.item("Abandon Session", color="red", on_click=HomeState.abandon(card.id))]
        if quick
        else [
            rx.dropdown_menu.item("Deck Options", on_click=HomeState.open_options(card.id)),
            rx.dropdown_menu.separator(),
            rx.dropdown_menu.item("Delete Deck", color="red", on_click=HomeState.open_delete(card.id)),
        ]
    )
    return rx.box(
        rx.dropdown_menu.root(
            rx.dropdown_menu.trigger(
                rx.icon_button(rx.icon("ellipsis"), variant="soft", size="2", aria_label=f"{card.label} deck menu")
            ),
            rx.dropdown_menu.content(*items),
        ),
        style={"pointerEvents": "auto", "position": "relative", "zIndex": "1"},  # above the opener
    )


def deck_card(card: DeckCard, quick: bool = False) -> rx.Component:
    clickable = card.clickable | quick
    # A real button under the content opens the deck: Enter and Space work as for any button,
    # and the menu button sits above it (a button may not contain another button).
    opener = rx.el.button(
        class_name="deck-open",
        aria_label=f"Open {card.label} {card.level}".strip(),
        disabled=~clickable,
        on_click=HomeState.start_deck(card.id),
        style={
            "position": "absolute",
            "inset": "0",
            "width": "100%",
            "height": "100%",
            "opacity": "0",
            "cursor": rx.cond(clickable, "pointer", "default"),
            "zIndex": "0",
        },
    )
    # The photo is a layer of its own: Radix paints the card's panel over the card's own background.
    photo = rx.box(
        class_name="deck-photo",
        style={
            "position": "absolute",
            "inset": "0",
            "borderRadius": "inherit",
            "pointerEvents": "none",
            "backgroundImage": rx.cond(card.background != "", f"url('{card.background}')", "none"),
            "backgroundSize": "cover",
            "backgroundPosition": "center",
        },
    )
    return rx.card(
        photo,
        opener,
        rx.vstack(
            rx.hstack(
                rx.vstack(
                    rx.heading(card.label, size="5"),
                    rx.cond(card.level != "", rx.badge(card.level, variant="solid", size="2")),
                    rx.cond(quick, rx.badge("Quick session", variant="surface", size="1")),
                    spacing="1",
                    align="start",
                    background=CHIP,
                    border_radius="8px",
                    padding="0.4em 0.8em",
                ),
                rx.spacer(),
                _menu(card, quick),
                width="100%",
                align="start",
            ),
            rx.spacer(),
            rx.box(_today(card), background=CHIP, border_radius="8px", padding="0.5em 0.9em"),
            height="100%",
            min_height="11em",
            style={"position": "relative", "pointerEvents": "none"},  # clicks go to the opener below
        ),
        class_name=rx.cond(clickable, "deck-card deck-clickable", "deck-card"),
        data_deck_id=card.id,
        size="2",
        style={
            "position": "relative",
            "opacity": rx.cond(clickable | card.complete | card.started, "1", "0.75"),
        },
    )


def start_new_daily_card() -> rx.Component:
    return rx.card(
        rx.el.button(
            rx.center(
                rx.vstack(rx.icon("plus", size=28), rx.text("Start New Daily", weight="medium"), align="center"),
                height="100%",
                min_height="11em",
            ),
            id="start-new-daily",
            on_click=HomeState.open_create,
            style={
                "width": "100%",
                "height": "100%",
                "background": "none",
                "border": "none",
                "cursor": "pointer",
                "color": "inherit",
                "font": "inherit",
            },
        ),
        variant="surface",
        style={"borderStyle": "dashed"},
    )
