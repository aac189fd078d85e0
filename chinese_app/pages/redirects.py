"""Routes that only send the visitor elsewhere: /flashcards always to /listen, any unknown path to /home."""

import reflex as rx

from chinese_app.components.layout import loading


@rx.page(route="/flashcards", title="学中文", on_load=rx.redirect("/listen"))
def flashcards() -> rx.Component:
    return loading()


@rx.page(route="/", title="学中文", on_load=rx.redirect("/home"))
def index() -> rx.Component:
    return loading()


@rx.page(route="404", title="学中文", on_load=rx.redirect("/home"))
def not_found() -> rx.Component:
    return loading()
