"""App pages not built yet: each shows its heading behind the sign-in guard."""

import reflex as rx

from chinese_app.components.layout import app_page
from chinese_app.state.auth import AuthState

PAGES = {
    "/listen": ("Listen", "Listen"),
}


def _placeholder(heading: str):
    def page() -> rx.Component:
        return app_page(rx.heading(heading, size="7", id="page-heading"))

    return page


for _route, (_title, _heading) in PAGES.items():
    rx.page(route=_route, title=f"{_title} · 学中文", on_load=AuthState.require_user)(_placeholder(_heading))
