"""Forget every cached adapter, so the next call reads the settings again (tests change them)."""

from chinese_app.db import get_engine
from chinese_app.evaluation import get_evaluator
from chinese_app.identity import get_identity, revocation
from chinese_app.media import get_media
from chinese_app.settings import get_settings


def reset_caches() -> None:
    if get_engine.cache_info().currsize:
        get_engine().dispose()
    for cached in (get_engine, get_media, get_evaluator, get_identity, get_settings):
        cached.cache_clear()
    revocation.forget()
