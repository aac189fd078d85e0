"""Reflex configuration. Values come from chinese_app.settings; nothing secret is written here."""

import os

import reflex as rx
from reflex.plugins.sitemap import SitemapPlugin

from chinese_app.settings import get_settings
from chinese_app.state_storage import TAB_STATE_TTL_SECONDS, hold_tab_states, state_manager_mode

settings = get_settings()
hold_tab_states()
# A backend-only worker (the scaled layout, deploy/stack.py) serves no pages: Reflex refuses a frontend port.
BACKEND_ONLY = os.environ.get("REFLEX_BACKEND_ONLY", "").lower() in ("1", "true", "yes")

config = rx.Config(
    app_name="chinese_app",
    telemetry_enabled=False,
    show_built_with_reflex=False,
    db_url=settings.database_url_effective,
    frontend_port=None if BACKEND_ONLY else settings.port,
    backend_port=settings.port,
    trusted_proxy_hops=settings.trusted_proxy_hops,
    # Tab states hold the tokens: memory or Redis with an expiry, never pickles on disk.
    state_manager_mode=state_manager_mode(),
    redis_token_expiration=TAB_STATE_TTL_SECONDS,
    # Only these origins' pages may open the websocket or read /api answers with credentials.
    cors_allowed_origins=list(settings.cors_origins_effective),
    plugins=[rx.plugins.RadixThemesPlugin(theme=rx.theme(accent_color="red", gray_color="sand", radius="medium"))],
    disable_plugins=[SitemapPlugin],
)
