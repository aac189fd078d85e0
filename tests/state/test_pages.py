"""Every page's component tree evaluates (a wrong var or prop fails here, not only in the slow build)."""

import pytest

from chinese_app.chinese_app import app

PAGES = {kwargs["route"]: render for render, kwargs in app._registration_context.decorated_pages}


def test_every_route_is_registered():
    assert set(PAGES) >= {
        "/login",
        "/register",
        "/home",
        "/listen",
        "/translate",
        "/describe",
        "/stats",
        "/flashcards",
        "/about",
        "/admin",
        "/reset-password",
        "404",
        "/",
    }


@pytest.mark.parametrize("route", sorted(PAGES))
def test_page_evaluates(route):
    assert PAGES[route]().render()
