"""The Quick Session section's expandable cards: Describe, Translate and Listen."""

import reflex as rx

from chinese_app.state.home import LEVELS, HomeState

BLURBS = {
    "describe": "Write about pictures in Chinese and get feedback.",
    "translate": "Type the Chinese for English sentences.",
    "listen": "Watch short clips and catch what is said.",
}
TITLES = {"describe": "Describe", "translate": "Translate", "listen": "Listen"}


def field(label: str, control: rx.Component) -> rx.Component:
    return rx.vstack(rx.text(label, size="2", weight="medium"), control, spacing="1", width="100%")


def level_select(value, on_change, id_: str) -> rx.Component:
    return rx.select.root(
        rx.select.trigger(id=id_, width="100%", aria_label="HSK level"),
        rx.select.content(*[rx.select.item(f"HSK {level}", value=level) for level in LEVELS]),
        value=value,
        on_change=on_change,
    )


def count_input(id_: str) -> rx.Component:
    return rx.input(
        type="number", min=1, max=20, name="count", default_value="5", id=id_, width="100%", aria_label="Cards"
    )


def _inputs(kind: str) -> rx.Component:
    if kind == "translate":
        return rx.hstack(
            field("HSK level", level_select(HomeState.quick_level, HomeState.set_quick_level, "quick-translate-level")),
            field("Cards (1-20)", count_input("quick-translate-count")),
            width="100%",
        )
    if kind == "listen":
        return field("Clips (1-20)", count_input("quick-listen-count"))
    return field(
        "Images",
        rx.segmented_control.root(
            *[rx.segmented_control.item(n, value=n) for n in ("1", "2", "3")],
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
                        rx.heading(TITLES[kind], size="5"),
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
                            f"Start {TITLES[kind]}",
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
