"""How Reflex states reach the core: as the caller verified on the server, one transaction per
call, off the event loop (the core is synchronous)."""

import asyncio
from collections.abc import Callable
from typing import TypeVar

import reflex as rx

from chinese_app.db import in_transaction
from chinese_app.identity import Principal
from chinese_app.state.auth import AuthState

T = TypeVar("T")


async def verified_user(state: rx.State) -> Principal | None:
    """The signed-in user, verified now from the tokens in the browser (never from state flags)."""
    auth = await state.get_state(AuthState)
    return await auth.verified_user()


async def run(core_function: Callable[..., T], *args, **kwargs) -> T:
    return await asyncio.to_thread(in_transaction, core_function, *args, **kwargs)
