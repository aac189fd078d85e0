"""/stats: Translation Statistics (the total and a table per HSK level), with a chart per level and the
last 30 days of practice."""

import reflex as rx

from chinese_app.components.layout import app_page
from chinese_app.state.auth import AuthState
from chinese_app.state.stats import LevelRow, StatsState


def _table() -> rx.Component:
    def row(level: LevelRow) -> rx.Component:
        return rx.table.row(
            rx.table.row_header_cell(f"HSK {level.level}"),
            rx.table.cell(level.total),
            rx.table.cell(level.first_shot, "%"),
            data_level=level.level,
        )

    return rx.table.root(
        rx.table.header(
            rx.table.row(
                rx.table.column_header_cell("HSK Level"),
                rx.table.column_header_cell("Total Translated"),
                rx.table.column_header_cell("First-Shot %"),
            )
        ),
        rx.table.body(rx.foreach(StatsState.levels, row)),
        id="level-stats",
        width="100%",
    )


# Drawn at once (no grow-in animation: the numbers matter, not the show) and never wider than a thumb.
_BAR = {"is_animation_active": False, "max_bar_size": 48}


def _level_chart() -> rx.Component:
    return rx.recharts.bar_chart(
        rx.recharts.cartesian_grid(stroke_dasharray="3 3"),
        rx.recharts.x_axis(data_key="level"),
        rx.recharts.y_axis(y_axis_id="left", allow_decimals=False),
        rx.recharts.y_axis(y_axis_id="right", orientation="right", domain=[0, 100], unit="%"),
        rx.recharts.bar(data_key="total", name="Translated", fill="var(--accent-9)", y_axis_id="left", **_BAR),
        rx.recharts.bar(data_key="first_shot", name="First-shot %", fill="var(--grass-9)", y_axis_id="right", **_BAR),
        rx.recharts.legend(),
        rx.recharts.graphing_tooltip(),
        data=StatsState.level_chart,
        width="100%",
        height=260,
    )


def _activity_chart() -> rx.Component:
    return rx.recharts.bar_chart(
        rx.recharts.x_axis(data_key="label", interval="preserveStartEnd"),
        rx.recharts.y_axis(allow_decimals=False),
        rx.recharts.bar(data_key="count", name="Answers", fill="var(--accent-9)", **_BAR),
        rx.recharts.graphing_tooltip(),
        data=StatsState.activity,
        width="100%",
        height=200,
    )


def _statistics() -> rx.Component:
    return rx.vstack(
        rx.text("Total sentences translated: ", rx.text.strong(StatsState.total), size="4", id="total-translated"),
        rx.cond(
            StatsState.levels.length() > 0,
            rx.vstack(
                _table(),
                rx.card(rx.heading("By level", size="3"), _level_chart(), width="100%", id="level-chart"),
                width="100%",
            ),
            rx.text("Translate a few sentences and your progress shows up here.", color_scheme="gray"),
        ),
        rx.card(rx.heading("Answers in the last 30 days", size="3"), _activity_chart(), width="100%", id="activity"),
        width="100%",
        spacing="4",
    )


@rx.page(route="/stats", title="Statistics · 学中文", on_load=[AuthState.require_user, StatsState.load])
def statistics() -> rx.Component:
    return app_page(
        rx.heading("Translation Statistics", size="7", id="page-heading"),
        rx.cond(
            StatsState.message != "",
            rx.callout(StatsState.message, icon="triangle_alert", color_scheme="red", id="stats-message"),
            rx.cond(StatsState.loaded, _statistics(), rx.text("Loading...")),
        ),
    )
