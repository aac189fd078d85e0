"""/api/flashcards: listen sessions, clip URLs and answers."""

from fastapi import APIRouter, Query
from fastapi.responses import Response
from pydantic import Field

from chinese_app.api.deps import Body, CurrentUser, attempt_key, call, clamped_size, errors
from chinese_app.core import exercises, media_links, quick, stats
from chinese_app.core.errors import ExistingSessionAnswer
from chinese_app.core.media_links import MediaUrl
from chinese_app.core.sessions import SessionView
from chinese_app.core.stats import Logged

router = APIRouter(prefix="/api/flashcards", tags=["listen"], responses=errors(401))


class QuickSession(Body):
    sessionSize: int | None = clamped_size("listen")
    forceNew: bool = False


class Answer(Body):
    chunkId: str
    result: str
    timestamp: int | float | str | None = None
    attemptId: str | None = attempt_key()


@router.post(
    "/session",
    response_model=SessionView,
    responses=errors(400, 404, 409, conflict=ExistingSessionAnswer),
)
def start_session(body: QuickSession, user: CurrentUser) -> Response:
    """A quick listen session of clips; 409 EXISTING_SESSION while one is in progress."""
    return call(quick.start_quick_session, user, "listen", body.sessionSize, None, body.forceNew)


@router.get("/video-url", response_model=MediaUrl, responses=errors(404))
def video_url(user: CurrentUser, path: str = Query(min_length=1, max_length=200)) -> Response:
    """A short-lived signed link to a clip's video."""
    return call(media_links.clip_url, path)


@router.post("/log", response_model=Logged, responses=errors(400, 404))
def log(body: Answer, user: CurrentUser) -> Response:
    """A listen answer: result correct (Got it) or incorrect (Try again)."""
    return call(stats.log_flashcard, user, body.chunkId, body.result, body.timestamp, body.attemptId)


class ListenAnswer(Body):
    deckId: str
    cardId: str
    result: str = Field(description="correct (Got it) or incorrect (Try again)")
    timestamp: int | float | str | None = None
    attemptId: str | None = attempt_key()


@router.post("/attempt", response_model=exercises.ListenAttempt, responses=errors(400, 404))
def record_attempt(body: ListenAnswer, user: CurrentUser) -> Response:
    """A clip answered after the reveal, in one transaction: Got it completes it, Try again brings it
    back later in the session; the deck's log and the statistics' log are both written, and a daily
    session whose last clip this was is complete."""
    return call(exercises.record_listen, user, body.deckId, body.cardId, body.result, body.timestamp, body.attemptId)
