"""Admin-only routes; every one depends on AdminUser (403 without the admin claim), and the core
checks the claim again. The date override and the deck reset act on the caller's own account."""

from typing import Annotated

from fastapi import APIRouter, BackgroundTasks, File, Form, Query, UploadFile
from fastapi.responses import Response

from chinese_app import db
from chinese_app.api.deps import AdminUser, Body, answer_response, call, errors, in_range
from chinese_app.core import accounts, admin, clips, clock, pictures, reports
from chinese_app.core.accounts import (
    ACCOUNTS_PER_PAGE,
    MAX_ACCOUNTS_PER_PAGE,
    MAX_PAGE_TOKEN,
    AccountsPage,
    AdminChanged,
)
from chinese_app.core.admin import ResetDone
from chinese_app.core.clock import DateInfo
from chinese_app.core.jobs import JobStatus
from chinese_app.core.limits import CLIPS_PER_RUN, REPORTS_PER_PAGE
from chinese_app.core.pictures import MAX_UPLOAD_BYTES, PictureRow, PictureWithdrawn
from chinese_app.core.reports import ReportPage, ReportReviewed

router = APIRouter(prefix="/api/admin", tags=["admin"], responses=errors(401, 403))


class SetDate(Body):
    date: str


class SetAdmin(Body):
    email: str
    admin: bool


class RenderClips(Body):
    count: int = in_range(CLIPS_PER_RUN, ...)


@router.get("/get-date", response_model=DateInfo)
def get_date(user: AdminUser) -> Response:
    return call(clock.date_info, user)


@router.post("/set-date", response_model=DateInfo, responses=errors(400))
def set_date(body: SetDate, user: AdminUser) -> Response:
    """Move the caller's own "today" (YYYY-MM-DD); nobody else's day changes."""
    return call(clock.set_override, user, body.date)


@router.post("/clear-date", response_model=DateInfo)
def clear_date(user: AdminUser) -> Response:
    return call(clock.set_override, user, None)


@router.post("/reset-deck-data", response_model=ResetDone)
def reset_deck_data(user: AdminUser) -> Response:
    """Deletes the caller's own decks and practice logs."""
    return call(admin.reset_deck_data, user)


@router.get("/users", response_model=AccountsPage, responses=errors(400))
def list_users(
    user: AdminUser,
    page_token: Annotated[
        str, Query(alias="pageToken", max_length=MAX_PAGE_TOKEN, description="nextPageToken of the page before")
    ] = "",
    limit: Annotated[int, Query(ge=1, le=MAX_ACCOUNTS_PER_PAGE)] = ACCOUNTS_PER_PAGE,
) -> Response:
    """A page of accounts with their admin flags; nextPageToken asks for the next ("" after the last)."""
    return call(accounts.list_accounts, user, page_token, limit)


@router.post("/set-admin", response_model=AdminChanged, responses=errors(400, 404, 409))
def set_admin(body: SetAdmin, user: AdminUser) -> Response:
    """Grant or revoke another account's admin claim (it applies at their next token refresh).
    Nobody revokes their own (403); an admin through ADMIN_EMAILS is revoked there (409)."""
    return call(accounts.set_admin, user, body.email, body.admin)


@router.get("/clips", response_model=JobStatus)
def clip_rendering(user: AdminUser) -> Response:
    """How the latest run rendering listen clips is going (or how it ended)."""
    return call(clips.rendering_status, user)


@router.post("/clips", status_code=202, response_model=JobStatus, responses=errors(400, 409))
def render_clips(body: RenderClips, user: AdminUser, background: BackgroundTasks) -> Response:
    """Start rendering more listen clips after the answer leaves (202); one run at a time across
    every worker (409 meanwhile). Follow it with GET /api/admin/clips."""
    # The claimed run is needed before answering, to render it afterwards: db.call, then the answer.
    run = db.call(clips.start_rendering, user, body.count)
    background.add_task(db.call, clips.render, run)
    return answer_response(run.status, status_code=202)


@router.get("/pictures", response_model=list[PictureRow])
def list_pictures(user: AdminUser) -> Response:
    """Every picture with its description, pinyin and credit; uploaded ones first, withdrawn ones marked."""
    return call(pictures.list_pictures, user)


@router.post("/pictures", status_code=201, response_model=PictureRow, responses=errors(400, 413))
def add_picture(
    user: AdminUser,
    image: Annotated[UploadFile, File(description="JPEG, PNG or WebP, at most 10 MB")],
    description: Annotated[str, Form(description="the Chinese reference description, 25-120 characters")] = "",
    gloss: Annotated[str, Form(description="its English gloss")] = "",
    credit: Annotated[str, Form(description="author, source and licence")] = "",
) -> Response:
    """Add a picture to describe (multipart form): re-encoded without metadata, offered to learners at once."""
    data = image.file.read(MAX_UPLOAD_BYTES + 1)  # one byte more tells a file over the limit
    return call(pictures.add_picture, user, data, description, gloss, credit, status_code=201)


@router.post("/pictures/{picture_id}/withdraw", response_model=PictureWithdrawn, responses=errors(404))
def withdraw_picture(picture_id: str, user: AdminUser) -> Response:
    """Offer the picture to nobody from now on; learners' logs of it stay."""
    return call(pictures.withdraw_picture, user, picture_id)


@router.get("/reports", response_model=ReportPage)
def list_reports(
    user: AdminUser,
    page: Annotated[
        int, Query(ge=1, description=f"1 and up, {REPORTS_PER_PAGE} reports a page; past the last: the last")
    ] = 1,
) -> Response:
    """Learners' open reports of answers they think should be accepted, newest first, with the sentence
    (English and reference), the answer, the server's score and explanation, and the learner's e-mail."""
    return call(reports.open_reports, user, page)


@router.post("/reports/{report_id}/accept", response_model=ReportReviewed, responses=errors(404, 409))
def accept_report(report_id: str, user: AdminUser) -> Response:
    """Accept the report's answer for its sentence: it scores 3 for every learner from now on, and the
    other open reports of it are closed too. 409 if the report was reviewed already."""
    return call(reports.accept_report, user, report_id)


@router.post("/reports/{report_id}/dismiss", response_model=ReportReviewed, responses=errors(404, 409))
def dismiss_report(report_id: str, user: AdminUser) -> Response:
    """Close the report without accepting its answer. 409 if it was reviewed already."""
    return call(reports.dismiss_report, user, report_id)
