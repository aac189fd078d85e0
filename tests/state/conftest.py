"""State tests: Reflex states driven through the real StateManager, with no build and no browser.

The app is imported with compilation skipped (no bun, no .web); each test gets a fresh tab's state
tree in memory, signed in with real tokens from the local identity provider.
"""

import os
from contextlib import asynccontextmanager

import pytest

os.environ["REFLEX_STATE_MANAGER_MODE"] = "memory"

from reflex_base.environment import environment  # noqa: E402

environment.REFLEX_SKIP_COMPILE.set(True)

import reflex as rx  # noqa: E402
from reflex.istate.manager import StateManager  # noqa: E402

from chinese_app.identity import Principal, local, verify_token  # noqa: E402
from chinese_app.state.auth import AuthState  # noqa: E402
from tests.conftest import ADMIN_EMAIL  # noqa: E402


@pytest.fixture(scope="session", autouse=True)
def reflex_app():
    from chinese_app.chinese_app import app

    return app


class Tab:
    """One browser tab's state on the server, optionally signed in."""

    def __init__(self, manager, ident: str):
        self.manager, self.ident = manager, ident

    @asynccontextmanager
    async def state(self, cls):
        async with self.manager.modify_state(rx.BaseStateToken(ident=self.ident, cls=cls)) as root:
            yield await root.get_state(cls)

    async def sign_in(self, email: str, password: str = "secret123") -> "Tab":
        try:
            tokens = local.sign_up(email, password)
        except Exception:
            tokens = local.sign_in(email, password)
        async with self.state(AuthState) as auth:
            auth.id_token, auth.refresh_token = tokens.idToken, tokens.refreshToken
        return self

    async def user(self) -> Principal:
        """Who this tab is signed in as, verified from its token as the handlers verify it."""
        async with self.state(AuthState) as auth:
            return verify_token(auth.id_token)


@pytest.fixture
async def tab(sqlite_db):
    manager = StateManager.create()
    n = 0

    def new_tab() -> Tab:
        nonlocal n
        n += 1
        return Tab(manager, f"tab-{n}")

    yield new_tab
    await manager.close()


@pytest.fixture
async def alice(tab) -> Tab:
    return await tab().sign_in("alice@example.com")


@pytest.fixture
async def bob(tab) -> Tab:
    return await tab().sign_in("bob@example.com")


@pytest.fixture
async def admin(tab) -> Tab:
    """Signed in as an admin (ADMIN_EMAILS)."""
    return await tab().sign_in(ADMIN_EMAIL)


async def events(result) -> list:
    """What a handler asked the browser to do: its returned or yielded events, flattened."""
    if hasattr(result, "__aiter__"):
        collected = []
        async for item in result:
            collected.extend(await events(item))
        return collected
    if hasattr(result, "__await__"):
        return await events(await result)
    if result is None:
        return []
    return list(result) if isinstance(result, list | tuple) else [result]


def run_background(state, handler, *args):
    """A background event's handler run in place on the state (held by the test): `async with self`
    is then a no-op, and the handler's logic runs as it does on the server."""
    return handler.fn(state, *args)


def describe(event) -> str:
    """An event as text: its handler's name and argument values, e.g. 'redirect /home False False False'."""
    handler = getattr(event, "handler", event)  # a returned handler (HomeState.load) has no arguments
    name = handler.fn.__qualname__.split(".")[-1].lstrip("_")
    values = [
        getattr(value, "_var_value", getattr(value, "_js_expr", value)) for _key, value in getattr(event, "args", ())
    ]
    return " ".join([name, *map(str, values)])


def texts(collected: list) -> str:
    return "\n".join(describe(e) for e in collected)
