"""Admin tools: the header's date tool and Reset Decks, and the /admin page (SPEC §6, §8).

The page hides them from non-admins, but every handler checks the admin claim on the server again.
"""

import asyncio
from dataclasses import dataclass
from datetime import date, timedelta

import reflex as rx

from chinese_app.content import importer
from chinese_app.core import admin, clock
from chinese_app.core.errors import CoreError
from chinese_app.identity import IdentityError, Principal, local
from chinese_app.media import get_media
from chinese_app.settings import get_settings
from chinese_app.state.door import run, verified_user
from chinese_app.state.home import HomeState

FETCH_FAILED = "Failed to fetch date info"
SET_FAILED = "Failed to set date"
CLEAR_FAILED = "Failed to clear date override"
RESET_FAILED = "Failed to reset deck data"
RESET_DONE = "Your deck data has been reset."
MAX_CLIPS_PER_RUN = 100
_rendering = asyncio.Lock()  # one clip run at a time in this process


async def verified_admin(state: rx.State) -> Principal | None:
    user = await verified_user(state)
    return user if user is not None and user.is_admin else None


class DateToolState(rx.State):
    current_date: str = ""
    override_date: str = ""
    real_date: str = ""
    reset_open: bool = False

    def _show(self, info: dict):
        self.current_date, self.real_date = info["currentDate"], info["realDate"]
        self.override_date = info["overrideDate"] or ""

    @rx.event
    async def load(self):
        user = await verified_admin(self)
        if user is None:
            return
        try:
            self._show(await run(clock.date_info, user))
        except Exception:
            return rx.window_alert(FETCH_FAILED)

    async def _set(self, day: str | None, failed: str):
        user = await verified_admin(self)
        if user is None:
            return rx.window_alert("Admin access required")
        try:
            parsed = clock.parse_day(day) if day is not None else None
            self._show(await run(clock.set_override, user, parsed))
        except CoreError as e:  # SPEC §8: the server's message is preferred
            return rx.window_alert(e.message)
        except Exception:
            return rx.window_alert(failed)
        return HomeState.load  # the counts shown follow the new day

    @rx.event
    async def set_date(self, value: str):
        return await self._set(value, SET_FAILED)

    @rx.event
    async def shift(self, days: int):
        """Previous/next day: one day from the current app date."""
        if not self.current_date:
            return
        day = date.fromisoformat(self.current_date) + timedelta(days=days)
        return await self._set(day.isoformat(), SET_FAILED)

    @rx.event
    async def clear(self):
        return await self._set(None, CLEAR_FAILED)

    @rx.event
    def set_reset_open(self, value: bool):
        self.reset_open = value

    @rx.event
    async def reset_decks(self):
        user = await verified_admin(self)
        self.reset_open = False
        if user is None:
            return rx.window_alert("Admin access required")
        try:
            await run(admin.reset_deck_data, user)
        except CoreError as e:
            return rx.window_alert(e.message)
        except Exception:
            return rx.window_alert(RESET_FAILED)
        return [rx.window_alert(RESET_DONE), rx.call_script("window.location.reload()")]


@dataclass
class LevelCount:
    level: str = ""
    count: int = 0


@dataclass
class UserRow:
    email: str = ""
    admin: bool = False
    from_settings: bool = False  # granted by ADMIN_EMAILS: revoke it there


class AdminPageState(rx.State):
    sentences: list[LevelCount] = []
    pictures: int = 0
    clips: int = 0
    users: list[UserRow] = []
    me: str = ""
    clip_count: str = "10"
    rendering: bool = False
    rendered: int = 0
    to_render: int = 0
    message: str = ""

    async def _refresh(self):
        counts = await run(admin.content_counts)
        self.sentences = [LevelCount(level=k, count=v) for k, v in counts["sentences"].items()]
        self.pictures, self.clips = counts["pictures"], counts["clips"]
        from_settings = get_settings().admin_emails
        accounts = await asyncio.to_thread(local.list_accounts)
        self.users = [
            UserRow(email=a.email, admin=a.is_admin, from_settings=a.email in from_settings) for a in accounts
        ]

    @rx.event
    async def load(self):
        user = await verified_admin(self)
        if user is None:
            return rx.redirect("/home")
        self.me = user.email
        await self._refresh()

    @rx.event
    async def set_admin(self, email: str, grant: bool):
        user = await verified_admin(self)
        if user is None:
            return rx.redirect("/home")
        if email == user.email and not grant:
            return rx.window_alert("You cannot revoke your own admin rights here.")
        try:
            await asyncio.to_thread(local.set_admin, email, grant)
        except IdentityError as e:
            return rx.window_alert(e.message)
        change = "granted to" if grant else "revoked from"
        self.message = f"Admin {change} {email}: it applies at their next sign-in or token refresh."
        await self._refresh()

    @rx.event
    def set_clip_count(self, value: str):
        self.clip_count = str(value)[:4]

    @rx.event(background=True)
    async def render_clips(self):
        """Render more listen clips one by one, showing progress; the page stays usable."""
        async with self:
            user = await verified_admin(self)
            if user is None or self.rendering or _rendering.locked():
                return
            try:
                count = max(1, min(MAX_CLIPS_PER_RUN, int(self.clip_count)))
            except ValueError:
                count = 10
            self.rendering, self.rendered, self.to_render, self.message = True, 0, count, ""
        async with _rendering:
            try:
                for _ in range(count):
                    added = await run(importer.add_clips, get_media(), 1)
                    if not added:
                        break
                    async with self:
                        self.rendered += added
            except Exception as e:  # keep what was rendered; say what stopped it
                async with self:
                    self.message = f"Clip rendering stopped: {e}"
        async with self:
            self.rendering = False
            if not self.message:
                self.message = f"{self.rendered} clips rendered."
            await self._refresh()
