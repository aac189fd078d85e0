"""The Quick Session section's expandable cards: Describe, Translate and Listen."""

import reflex as rx

from chinese_app.components.fields import field, level_select, number_field
from chinese_app.core.catalogue import DECK_LABELS
from chinese_app.core.limits import QUICK_DEFAULT_SIZES, QUICK_SIZES
from chinese_app.state.home import HomeState

BLURBS = {
    "describe": "Write about pictures in Chinese and get feedback.",
    "translate": "Type the Chinese for English sentences.",
    "listen": "Watch short clips and catch what is said.",
}


def _count(kind: str, label: str) -> rx.Component:
    """How many cards a quick session asks for (the core clamps whatever is typed into range)."""
    start = str(QUICK_DEFAULT_SIZES[kind])
    return number_field(label, "count", QUICK_SIZES[kind], start, f"quick-{kind}-count")


def _inputs(kind: str) -> rx.Component:
    if kind == "translate":
        return rx.hstack(
            field("HSK level", level_select(HomeState.quick_level, HomeState.set_quick_level, "quick-translate-level")),
            _count("translate", "Cards"),
            width="100%",
        )
    if kind == "listen":
        return _count("listen", "Clips")
    images = QUICK_SIZES["describe"]
    return field(
        "Images",
        rx.segmented_control.root(
            *[rx.segmented_control.item(str(n), value=str(n)) for n in range(images.low, images.high + 1)],
            value=HomeState.quick_describe_count,
            on_change=HomeState.set_quick_describe_count,
            id="quick-describe-count",
        ),
    )


def quick_card(kind: str) -> rx.Component:
    open_ = HomeState.quick_expanded == kind
    return rx.card(
        rx.vstack(
            rx.el.button(
                rx.hstack(
                    rx.vstack(
                        rx.heading(DECK_LABELS[kind], size="5"),
                        rx.text(BLURBS[kind], size="2", color_scheme="gray"),
                        spacing="1",
                        align="start",
                    ),
                    rx.spacer(),
                    rx.icon(rx.cond(open_, "chevron-up", "chevron-down")),
                    width="100%",
                ),
                on_click=HomeState.toggle_quick(kind),
                aria_expanded=rx.cond(open_, "true", "false"),
                id=f"quick-{kind}",
                style={
                    "width": "100%",
                    "background": "none",
                    "border": "none",
                    "padding": "0",
                    "cursor": "pointer",
                    "color": "inherit",
                    "font": "inherit",
                    "textAlign": "left",
                },
            ),
            rx.cond(
                open_,
                rx.form(
                    rx.vstack(
                        _inputs(kind),
                        rx.button(
                            f"Start {DECK_LABELS[kind]}",
                            type="submit",
                            loading=HomeState.busy,
                            width="100%",
                            id=f"start-quick-{kind}",
                        ),
                        width="100%",
                        spacing="3",
                    ),
                    on_submit=lambda form: HomeState.start_quick(kind, form),
                    reset_on_submit=False,
                    width="100%",
                ),
            ),
            width="100%",
            spacing="3",
        ),
        size="2",
    )
