"""/about: where every sentence, picture and clip comes from (content/CREDITS.md)."""

import re

import reflex as rx

from chinese_app.components.layout import app_page
from chinese_app.settings import PROJECT_ROOT
from chinese_app.state.auth import AuthState

# Links to files in the repository mean nothing in the app: keep their text, drop the link.
_REPOSITORY_LINK = re.compile(r"\[([^\]]+)\]\((?!https?://)[^)]+\)")


def credits_markdown() -> str:
    text = (PROJECT_ROOT / "content" / "CREDITS.md").read_text(encoding="utf-8")
    return _REPOSITORY_LINK.sub(r"\1", text)


@rx.page(route="/about", title="About · 学中文", on_load=AuthState.require_user)
def about() -> rx.Component:
    return app_page(
        rx.box(rx.markdown(credits_markdown()), id="credits", width="100%", overflow_x="auto"),
    )
