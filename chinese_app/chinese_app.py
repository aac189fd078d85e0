"""The Reflex app: the pages and the /api door. Nothing else lives here."""

import reflex as rx

import chinese_app.pages  # noqa: F401  (registers the pages)
from chinese_app.api import create_api
from chinese_app.log_setup import configure_logging

configure_logging()

app = rx.App(api_transformer=create_api())
