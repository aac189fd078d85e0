"""The /admin page's reports: learners' "My answer should be accepted", a page at a time, each
accepted (its answer then scores 3 for every learner) or dismissed.

Every handler checks the admin claim on the server and the core checks it again; what accepting
does (the alternative, the other reports it closes) is the core's (core.reports).
"""

from datetime import datetime

import reflex as rx

from chinese_app.core import reports
from chinese_app.core.accounts import ADMIN_REQUIRED
from chinese_app.core.errors import CoreError
from chinese_app.core.reports import ReportRow
from chinese_app.identity import Principal
from chinese_app.state.door import run, verified_admin

REVIEW_FAILED = "Failed to review the report. Please try again."
LOAD_FAILED = "Failed to load the reports. Please try again."


def _when(created_at: str) -> str:
    """When a report was made, as the list shows it: 2026-11-23 10:43 UTC."""
    return datetime.fromisoformat(created_at).strftime("%Y-%m-%d %H:%M UTC")


class ReportsAdminState(rx.State):
    items: list[ReportRow] = []
    page: int = 1
    pages: int = 1
    total: int = 0
    reviewing: str = ""  # the report whose Accept or Dismiss is on its way
    message: str = ""  # what the last review did
    error: str = ""

    async def _refresh(self, user: Principal) -> None:
        try:
            listed = await run(reports.open_reports, user, self.page)
        except Exception:
            self.error = LOAD_FAILED
            return
        self.items = [row.model_copy(update={"createdAt": _when(row.createdAt)}) for row in listed.reports]
        self.page, self.pages, self.total = listed.page, listed.pages, listed.total

    @rx.event
    async def load(self):
        user = await verified_admin(self)
        if user is None:
            return
        self.message, self.error, self.reviewing = "", "", ""
        await self._refresh(user)

    async def _review(self, review, report_id: str):
        user = await verified_admin(self)
        if user is None:
            self.error = ADMIN_REQUIRED
            return
        if self.reviewing:
            return
        self.reviewing, self.message, self.error = report_id, "", ""
        yield
        try:
            self.message = (await run(review, user, report_id)).message
        except CoreError as e:  # reviewed already (by another admin, maybe): the list drops it below
            self.error = e.message
        except Exception:
            self.error = REVIEW_FAILED
        self.reviewing = ""
        await self._refresh(user)

    @rx.event
    async def accept(self, report_id: str):
        async for update in self._review(reports.accept_report, report_id):
            yield update

    @rx.event
    async def dismiss(self, report_id: str):
        async for update in self._review(reports.dismiss_report, report_id):
            yield update

    @rx.event
    async def turn_page(self, by: int):
        user = await verified_admin(self)
        if user is None or by not in (-1, 1):
            return
        self.page = max(1, min(self.pages, self.page + by))
        await self._refresh(user)
