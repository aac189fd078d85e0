"""The Reflex app: the pages and the /api door. Nothing else lives here."""

import reflex as rx

import chinese_app.pages  # noqa: F401  (registers the pages)
from chinese_app.api import create_api
from chinese_app.edge import guard
from chinese_app.event_errors import backend_exception_handler, quiet_reflex_event_logs
from chinese_app.log_setup import configure_logging
from chinese_app.state_storage import remove_stored_states

configure_logging()
quiet_reflex_event_logs()
remove_stored_states()


class App(rx.App):
    def __call__(self):
        """The ASGI app the server runs, inside the edge guard (the outermost layer, after Reflex's own)."""
        return guard(super().__call__())


app = App(api_transformer=create_api(), backend_exception_handler=backend_exception_handler)
