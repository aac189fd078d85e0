"""How Reflex states reach the core: as the caller verified on the server now, through `db.call`
(one transaction per call, or none for `outside_transaction` functions), off the event loop (the
core is synchronous)."""

import asyncio
from collections.abc import Callable
from typing import TypeVar

import reflex as rx

from chinese_app.db import call
from chinese_app.identity import Principal

T = TypeVar("T")


async def run(function: Callable[..., T], *args, **kwargs) -> T:
    """The one way a state calls the core (or the identity provider, which keeps its own storage)."""
    return await asyncio.to_thread(call, function, *args, **kwargs)


async def verified_user(state: rx.State) -> Principal | None:
    """The signed-in user, verified now from the tokens in the browser (never from state flags)."""
    from chinese_app.state.auth import AuthState  # auth calls the provider through run() above

    auth = await state.get_state(AuthState)
    return await auth._verified_user()


async def verified_admin(state: rx.State) -> Principal | None:
    """The signed-in user if their verified token carries the admin claim (the core checks it again)."""
    user = await verified_user(state)
    return user if user is not None and user.is_admin else None
