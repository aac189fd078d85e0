"""Form pieces shared by the home page's cards and dialogs and the exercise pages: a labelled field,
the HSK level select, and a whole-number input whose limits come from core.limits."""

import reflex as rx

from chinese_app.core.catalogue import LEVELS
from chinese_app.core.limits import Bounds


def field(label: str, control: rx.Component) -> rx.Component:
    return rx.vstack(rx.text(label, size="2", weight="medium"), control, spacing="1", width="100%")


def level_select(value, on_change, id_: str) -> rx.Component:
    return rx.select.root(
        rx.select.trigger(id=id_, width="100%", aria_label="HSK level"),
        rx.select.content(*[rx.select.item(f"HSK {level}", value=level) for level in LEVELS]),
        value=value,
        on_change=on_change,
    )


def number_field(label: str, name: str, bounds: Bounds, start, id_: str, key=None, required: bool = False):
    """A whole number in `bounds`, sent with its form: the browser asks for one in range, and the core
    checks (or clamps) it again. `key` remounts the input (with `start`) for another deck or type."""
    return field(
        f"{label} ({bounds.low}-{bounds.high})",
        rx.input(
            type="number",
            min=bounds.low,
            max=bounds.high,
            name=name,
            default_value=start,
            key=key,
            id=id_,
            required=required,
            width="100%",
            aria_label=label,
        ),
    )
