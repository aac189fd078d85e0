"""One module per route; importing them registers the pages."""

from chinese_app.pages import (
    about,
    admin,
    describe,
    home,
    listen,
    login,
    redirects,
    register,
    reset_password,
    stats,
    translate,
)

__all__ = [
    "about",
    "admin",
    "describe",
    "home",
    "listen",
    "login",
    "redirects",
    "register",
    "reset_password",
    "stats",
    "translate",
]
