"""Hardening pinned where it is decided: tab-state storage, owner-only files, what the log may say,
the edge's headers and redirects, and refused websocket events."""

import importlib
import logging
import os
import sqlite3

import pytest
from pydantic import ValidationError
from sqlalchemy import text

from chinese_app import edge, event_errors, state_storage
from chinese_app.db import get_engine
from chinese_app.identity import local
from chinese_app.runtime import reset_caches
from chinese_app.settings import PROJECT_ROOT, Settings
from tests.conftest import outbox_codes


# ---------------------------------------------------------------- 1. tokens on disk
def test_tab_states_live_in_memory_or_redis_never_on_disk(monkeypatch):
    import rxconfig

    monkeypatch.delenv("REFLEX_STATE_MANAGER_MODE", raising=False)  # Reflex may have exported its own
    monkeypatch.delenv("REFLEX_REDIS_URL", raising=False)
    assert state_storage.state_manager_mode() == "memory"
    assert importlib.reload(rxconfig).config.state_manager_mode == "memory"
    monkeypatch.setenv("REFLEX_REDIS_URL", "redis://127.0.0.1:6379")
    assert state_storage.state_manager_mode() == "redis"
    assert state_storage.TAB_STATE_TTL_SECONDS <= 3600
    assert "redis_token_expiration=TAB_STATE_TTL_SECONDS" in (PROJECT_ROOT / "rxconfig.py").read_text()


def test_workers_hold_tab_states_between_events_only_with_redis(monkeypatch):
    """Reflex's opportunistic lock (a worker keeps a tab's state between its events) is on with Redis, unless the
    environment turns it off; one worker keeps states in memory and has nothing to hold."""
    monkeypatch.setenv("REFLEX_OPLOCK_ENABLED", "unset")  # restored after the test, whatever it sets
    monkeypatch.delenv("REFLEX_OPLOCK_ENABLED")
    monkeypatch.delenv("REFLEX_REDIS_URL", raising=False)
    state_storage.hold_tab_states()
    assert "REFLEX_OPLOCK_ENABLED" not in os.environ
    monkeypatch.setenv("REFLEX_REDIS_URL", "redis://127.0.0.1:6379")
    state_storage.hold_tab_states()
    assert os.environ["REFLEX_OPLOCK_ENABLED"] == "true"
    os.environ["REFLEX_OPLOCK_ENABLED"] = "false"
    state_storage.hold_tab_states()
    assert os.environ["REFLEX_OPLOCK_ENABLED"] == "false"


def test_pickled_tab_states_left_on_disk_are_removed_at_start_up(tmp_path, monkeypatch):
    stored = tmp_path / ".states"
    stored.mkdir()
    (stored / "0123abcd.pkl").write_bytes(b"pickled state with a refresh token")
    monkeypatch.setenv("REFLEX_STATES_WORKDIR", str(stored))
    state_storage.remove_stored_states()
    assert not stored.exists()


# ---------------------------------------------------------------- 3. files at rest
def test_data_dir_database_and_its_journal_files_are_owner_only(tmp_path, monkeypatch):
    data = tmp_path / "fresh" / "data"
    monkeypatch.setenv("DATA_DIR", str(data))
    reset_caches()
    try:
        with get_engine().begin() as connection:
            connection.execute(text("CREATE TABLE t (x INTEGER)"))
            connection.execute(text("INSERT INTO t VALUES (1)"))
        assert data.stat().st_mode & 0o777 == 0o700
        for name in ("app.db", "app.db-wal", "app.db-shm"):
            assert (data / name).exists(), name
            assert (data / name).stat().st_mode & 0o777 == 0o600, name
        assert Settings().secret_key_effective
        assert (data / "secret_key").stat().st_mode & 0o777 == 0o600
    finally:
        reset_caches()


def test_a_database_left_readable_by_an_older_version_is_made_owner_only(tmp_path, monkeypatch):
    data = tmp_path / "data"
    data.mkdir()
    sqlite3.connect(data / "app.db").close()
    (data / "app.db").chmod(0o644)
    monkeypatch.setenv("DATA_DIR", str(data))
    reset_caches()
    try:
        get_engine()
        assert (data / "app.db").stat().st_mode & 0o777 == 0o600
    finally:
        reset_caches()


def test_a_reset_mail_is_written_owner_only_and_the_log_says_only_where(db, caplog):
    local.sign_up("alice@example.com", "secret123")
    with caplog.at_level(logging.INFO, logger="chinese_app"):
        local.send_password_reset("alice@example.com")
    code = outbox_codes(db)[-1]
    (mail,) = (db / "outbox").glob("*.eml")
    assert mail.stat().st_mode & 0o777 == 0o600
    logged = "\n".join(r.getMessage() for r in caplog.records)
    assert str(mail) in logged
    assert code not in logged and "oobCode" not in logged and "alice@example.com" not in logged


# ---------------------------------------------------------------- 10. CORS settings
def test_cors_origins_default_to_the_apps_own_and_refuse_a_wildcard(monkeypatch):
    assert Settings(port=3000).cors_origins_effective == ("http://127.0.0.1:3000", "http://localhost:3000")
    assert Settings(app_url="https://learn.example/app/").cors_origins_effective == ("https://learn.example",)
    monkeypatch.setenv("CORS_ORIGINS", "https://a.example, https://b.example/")
    assert Settings().cors_origins_effective == ("https://a.example", "https://b.example")
    monkeypatch.setenv("CORS_ORIGINS", "*")
    with pytest.raises(ValidationError, match="never"):
        Settings()


# ---------------------------------------------------------------- 9, 10, 12. the edge
def _scope(**headers) -> dict:
    return {"type": "http", "scheme": "http", "headers": [(k.encode(), v.encode()) for k, v in headers.items()]}


def test_headers_once_and_security_headers_everywhere():
    raw = [
        (b"Access-Control-Allow-Origin", b"http://127.0.0.1:3000"),
        (b"access-control-allow-origin", b"http://127.0.0.1:3000"),
        (b"Access-Control-Allow-Credentials", b"true"),
        (b"access-control-allow-credentials", b"true"),
        (b"vary", b"Origin"),
        (b"vary", b"Origin, Accept-Encoding"),
    ]
    headers = edge._fix_headers(raw, _scope(host="127.0.0.1:3000"))
    names = [name for name, _ in headers]
    assert names.count(b"access-control-allow-origin") == 1 and names.count(b"access-control-allow-credentials") == 1
    assert dict(headers)[b"vary"] == b"Origin, Accept-Encoding"
    for name in (b"x-content-type-options", b"x-frame-options", b"referrer-policy", b"content-security-policy"):
        assert name in names
    assert b"strict-transport-security" not in names
    # Credentials are never announced to an origin that was not allowed.
    assert edge._fix_headers([(b"access-control-allow-credentials", b"true")], _scope()) == [
        h for h in edge._fix_headers([], _scope())
    ]


def test_hsts_only_over_https(monkeypatch):
    assert b"strict-transport-security" in dict(edge._fix_headers([], {**_scope(), "scheme": "https"}))
    forwarded = _scope(**{"x-forwarded-proto": "https"})
    assert b"strict-transport-security" not in dict(edge._fix_headers([], forwarded))  # no proxy is trusted
    monkeypatch.setenv("TRUSTED_PROXY_HOPS", "1")
    reset_caches()
    try:
        assert b"strict-transport-security" in dict(edge._fix_headers([], forwarded))
    finally:
        reset_caches()


def test_a_redirect_to_the_requests_own_host_becomes_relative():
    scope = _scope(host="evil.example")
    fixed = dict(edge._fix_headers([(b"location", b"http://evil.example/home/?a=1")], scope))
    assert fixed[b"location"] == b"/home/?a=1"
    elsewhere = dict(edge._fix_headers([(b"location", b"https://accounts.example/x")], scope))
    assert elsewhere[b"location"] == b"https://accounts.example/x"


def test_the_policy_allows_the_built_pages_inline_scripts_by_hash(tmp_path):
    (tmp_path / "login.html").write_bytes(b'<script>console.log(1)</script><script src="/a.js"></script>')
    (hashed,) = edge.script_hashes(tmp_path)
    assert hashed == "'sha256-CihokcEcBW4atb/CW/XWsvWwbTjqwQlE9nj9ii5ww5M='"
    policy = edge.content_security_policy()
    assert "'unsafe-inline'" not in policy.split("script-src")[1].split(";")[0]


# ---------------------------------------------------------------- 7. websocket events
def test_a_failing_event_costs_one_line_and_lines_are_rate_limited(caplog, monkeypatch):
    monkeypatch.setattr(event_errors, "_limit", event_errors._RateLimit(3))
    with caplog.at_level(logging.WARNING, logger="chinese_app.events"):
        for n in range(10):
            answer = event_errors.backend_exception_handler(AttributeError(f"no attribute set_nope_{n}\nmore"))
            assert answer is not None  # the browser gets the short notice
    lines = [r.getMessage() for r in caplog.records if r.name == "chinese_app.events"]
    assert len(lines) == 3 and all("\n" not in line and "AttributeError" in line for line in lines)
    assert all(r.exc_info is None for r in caplog.records)


def test_reflex_lines_about_unroutable_events_become_one_short_line(caplog, monkeypatch):
    monkeypatch.setattr(event_errors, "_limit", event_errors._RateLimit(100))
    event_errors.quiet_reflex_event_logs()
    reflex_log = logging.getLogger("reflex_base.event.processor.event_processor")
    with caplog.at_level(logging.WARNING):
        try:
            raise KeyError("No registered handler found for event: x.y")
        except KeyError:
            reflex_log.exception(
                "Error processing event queue entry for Event(name='x.y', router_data={'token': 'secret-token'})"
            )
    assert [r.getMessage() for r in caplog.records] == ["event refused: 'x.y'"]


def test_no_state_helper_is_callable_from_the_browser():
    """Every public method of a state is an event the browser may send: each must be meant as one."""
    import inspect

    import reflex as rx

    import chinese_app.chinese_app  # noqa: F401  (registers every state)
    from chinese_app.state import admin, auth, home, stats, translate

    undecorated = []
    for module in (admin, auth, home, stats, translate):
        for cls in vars(module).values():
            if isinstance(cls, type) and issubclass(cls, rx.State) and cls.__module__ == module.__name__:
                for name, handler in cls.event_handlers.items():
                    source = inspect.getsource(handler.fn).lstrip()
                    if name != "setvar" and not source.startswith("@rx.event"):
                        undecorated.append(f"{cls.__name__}.{name}")
    assert undecorated == []


def test_an_api_path_with_a_control_character_gets_the_apis_json_404():
    """Reflex's mount stops matching at a newline, so Starlette would answer plain text (found by schemathesis)."""
    import asyncio

    async def app(scope, receive, send):
        raise AssertionError("the request went past the edge")

    sent = []

    async def send(message):
        sent.append(message)

    scope = {**_scope(host="127.0.0.1"), "path": "/api/decks/a\nb", "method": "GET", "query_string": b""}
    asyncio.run(edge.guard(app)(scope, None, send))
    assert sent[0]["status"] == 404 and sent[1]["body"] == b'{"error":"No such API route"}'
    assert (b"content-type", b"application/json") in sent[0]["headers"]
