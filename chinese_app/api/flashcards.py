"""/api/flashcards: listen sessions, clip URLs and answers (SPEC §7)."""

from fastapi import APIRouter, Query
from pydantic import BaseModel

from chinese_app.api.deps import CurrentUser, call
from chinese_app.core import media_links, sessions, stats

router = APIRouter(prefix="/api/flashcards", tags=["listen"])


class QuickSession(BaseModel):
    sessionSize: int | None = None
    forceNew: bool = False


class Answer(BaseModel):
    chunkId: str
    result: str
    timestamp: int | float | str | None = None


@router.post("/session")
def start_session(body: QuickSession, user: CurrentUser) -> dict:
    return call(sessions.start_quick_session, user, "listen", body.sessionSize, None, body.forceNew)


@router.get("/video-url")
def video_url(user: CurrentUser, path: str = Query(min_length=1, max_length=200)) -> dict:
    return call(media_links.clip_url, path)


@router.post("/log")
def log(body: Answer, user: CurrentUser) -> dict:
    return call(stats.log_flashcard, user, body.chunkId, body.result, body.timestamp)
