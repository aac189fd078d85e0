"""/home: Daily Tasks (one card per daily deck, and Start New Daily) and Quick Session (sessions in
progress, and Describe, Translate and Listen cards to start one)."""

import reflex as rx

from chinese_app.components.deck_card import deck_card, start_new_daily_card
from chinese_app.components.home_dialogs import conflict_dialog, create_dialog, delete_dialog, options_dialog
from chinese_app.components.layout import app_page
from chinese_app.components.quick_cards import quick_card
from chinese_app.state.auth import AuthState
from chinese_app.state.home import HomeState

GRID = {"columns": rx.breakpoints(initial="1", sm="2", lg="3"), "spacing": "4", "width": "100%"}


@rx.page(route="/home", title="Home · 学中文", on_load=[AuthState.require_user, HomeState.load])
def home() -> rx.Component:
    return app_page(
        rx.heading("Home", size="7", id="page-heading"),
        rx.heading("Daily Tasks", size="5", as_="h2"),
        rx.grid(
            rx.foreach(HomeState.daily, lambda card: deck_card(card)),
            start_new_daily_card(),
            id="daily-decks",
            **GRID,
        ),
        rx.heading("Quick Session", size="5", as_="h2", margin_top="1em"),
        rx.grid(
            rx.foreach(HomeState.quick, lambda card: deck_card(card, quick=True)),
            quick_card("describe"),
            quick_card("translate"),
            quick_card("listen"),
            id="quick-sessions",
            **GRID,
        ),
        create_dialog(),
        options_dialog(),
        delete_dialog(),
        conflict_dialog(),
    )
