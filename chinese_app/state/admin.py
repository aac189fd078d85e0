"""Admin tools: the header's date tool and Reset Decks, and the /admin page.

The page hides them from non-admins; every handler checks the admin claim on the server, and the
core checks it again. The rules (who may revoke whom, one clip run at a time) are the core's.
"""

import asyncio
from dataclasses import dataclass
from datetime import date, timedelta

import reflex as rx

from chinese_app.core import accounts, admin, clips, clock
from chinese_app.core.accounts import ADMIN_REQUIRED
from chinese_app.core.clock import DateInfo
from chinese_app.core.errors import CoreError
from chinese_app.core.jobs import JobStatus
from chinese_app.state.door import run, verified_admin
from chinese_app.state.home import HomeState

FETCH_FAILED = "Failed to fetch date info"
SET_FAILED = "Failed to set date"
CLEAR_FAILED = "Failed to clear date override"
RESET_FAILED = "Failed to reset deck data"
RESET_DONE = "Your deck data has been reset."
POLL_SECONDS = 0.5  # how often a page watching a clip run reads its progress
_runs: set[asyncio.Task] = set()  # clip runs this worker carries out (kept referenced until they end)


class DateToolState(rx.State):
    current_date: str = ""
    override_date: str = ""
    real_date: str = ""
    reset_open: bool = False

    def _show(self, info: DateInfo):
        self.current_date, self.real_date = info.currentDate, info.realDate
        self.override_date = info.overrideDate or ""

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
            return rx.window_alert(ADMIN_REQUIRED)
        try:
            self._show(await run(clock.set_override, user, day))
        except CoreError as e:  # the server's message is preferred
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
            return rx.window_alert(ADMIN_REQUIRED)
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
    users_token: str = ""  # the page of accounts shown: "" for the first, else the token that asked for it
    users_before: list[str] = []  # the tokens of the pages before it (Previous)
    users_next: str = ""  # the next page's token ("" on the last)
    me: str = ""
    clip_count: str = "10"
    rendering: bool = False
    rendered: int = 0
    to_render: int = 0
    message: str = ""
    watching: bool = False  # a background event follows a clip run's progress in the database

    async def _refresh(self, user):
        counts = await run(admin.content_counts, user)
        self.sentences = [LevelCount(level=k, count=v) for k, v in counts.sentences.items()]
        self.pictures, self.clips = counts.pictures, counts.clips
        try:
            page = await run(accounts.list_accounts, user, self.users_token, accounts.ACCOUNTS_PER_PAGE)
        except CoreError:  # a token the provider no longer knows: start again from the first page
            self.users_token, self.users_before = "", []
            page = await run(accounts.list_accounts, user, "", accounts.ACCOUNTS_PER_PAGE)
        self.users = [UserRow(email=a.email, admin=a.admin, from_settings=a.fromSettings) for a in page.users]
        self.users_next = page.nextPageToken

    def _show_job(self, job: JobStatus) -> None:
        self.rendering, self.rendered, self.to_render = job.running, job.done, job.total
        if not job.running and job.message:
            self.message = job.message

    @rx.event
    async def load(self):
        user = await verified_admin(self)
        if user is None:
            return rx.redirect("/home")
        self.me = user.email
        await self._refresh(user)
        job = await run(clips.rendering_status, user)
        self.rendering = job.running
        if job.running:  # a run started elsewhere (another admin, another worker): follow it
            self._show_job(job)
            return AdminPageState.watch_clips

    @rx.event
    async def turn_users_page(self, forward: bool):
        user = await verified_admin(self)
        if user is None:
            return rx.redirect("/home")
        if forward and self.users_next:
            self.users_before = [*self.users_before, self.users_token]
            self.users_token = self.users_next
        elif not forward and self.users_before:
            self.users_token, self.users_before = self.users_before[-1], self.users_before[:-1]
        await self._refresh(user)

    @rx.event
    async def set_admin(self, email: str, grant: bool):
        user = await verified_admin(self)
        if user is None:
            return rx.redirect("/home")
        try:
            changed = await run(accounts.set_admin, user, email, grant)
        except CoreError as e:
            return rx.window_alert(e.message)
        self.message = changed.message
        await self._refresh(user)

    @rx.event
    def set_clip_count(self, value: str):
        self.clip_count = str(value)[:4]

    @rx.event(background=True)
    async def render_clips(self):
        """Claim the clip job (one run at a time across every worker) and render in a thread; the
        progress shown is read from the database, as every admin page reads it."""
        async with self:
            user = await verified_admin(self)
            if user is None or self.rendering:
                return
            try:
                job = await run(clips.start_rendering, user, self.clip_count)
            except CoreError as e:
                self.message = e.message
                return
            self.message = ""
            self._show_job(job.status)
        task = asyncio.create_task(run(clips.render, job))
        _runs.add(task)
        task.add_done_callback(_runs.discard)
        yield AdminPageState.watch_clips

    @rx.event(background=True)
    async def watch_clips(self):
        """Follow the clip job's progress until its run ends (whichever worker runs it)."""
        async with self:
            user = await verified_admin(self)
            if user is None or self.watching:
                return
            self.watching = True
        try:
            while True:
                await asyncio.sleep(POLL_SECONDS)
                job = await run(clips.rendering_status, user)
                async with self:
                    self._show_job(job)
                    if not job.running:
                        await self._refresh(user)
                        return
        finally:
            async with self:
                self.watching = False
