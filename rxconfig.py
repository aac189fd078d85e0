"""Reflex configuration. Values come from chinese_app.settings; nothing secret is written here."""

import reflex as rx
from reflex.plugins.sitemap import SitemapPlugin

from chinese_app.settings import get_settings

settings = get_settings()

config = rx.Config(
    app_name="chinese_app",
    telemetry_enabled=False,
    show_built_with_reflex=False,
    db_url=settings.database_url_effective,
    frontend_port=settings.port,
    backend_port=settings.port,
    trusted_proxy_hops=settings.trusted_proxy_hops,
    plugins=[rx.plugins.RadixThemesPlugin(theme=rx.theme(accent_color="red", gray_color="sand", radius="medium"))],
    disable_plugins=[SitemapPlugin],
)
