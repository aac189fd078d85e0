"""/api/flashcards: listen sessions, clip URLs and answers (SPEC §7)."""

from fastapi import APIRouter, Query
from fastapi.responses import JSONResponse

from chinese_app.api.deps import Body, CurrentUser, call
from chinese_app.core import media_links, quick, stats

router = APIRouter(prefix="/api/flashcards", tags=["listen"])


class QuickSession(Body):
    sessionSize: int | None = None
    forceNew: bool = False


class Answer(Body):
    chunkId: str
    result: str
    timestamp: int | float | str | None = None


@router.post("/session")
def start_session(body: QuickSession, user: CurrentUser) -> JSONResponse:
    return call(quick.start_quick_session, user, "listen", body.sessionSize, None, body.forceNew)


@router.get("/video-url")
def video_url(user: CurrentUser, path: str = Query(min_length=1, max_length=200)) -> JSONResponse:
    return call(media_links.clip_url, path)


@router.post("/log")
def log(body: Answer, user: CurrentUser) -> JSONResponse:
    return call(stats.log_flashcard, user, body.chunkId, body.result, body.timestamp)
